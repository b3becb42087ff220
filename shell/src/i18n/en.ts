import type { ShellTexts } from './fi'

const en: ShellTexts = {
  appName: 'Pesä',
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main menu',
    mobileLabel: 'Bottom menu',
    calendar: 'Calendar',
    messages: 'Messages',
    children: 'Children',
    applications: 'Applications',
    decisions: 'Decisions',
    income: 'Income information',
    personalDetails: 'Personal details',
    map: 'Units on the map',
    login: 'Log in',
    logout: 'Log out',
    loggedInAs: 'Logged in:',
    subMenu: 'Menu',
    requiresStrongLogin: 'requires strong identification',
    unread: 'new',
    missingEmail: 'email address missing'
  },
  language: {
    label: 'Language',
    fi: 'Suomeksi',
    sv: 'På svenska',
    en: 'In English'
  },
  area: {
    loading: 'Loading…',
    unavailableTitle: 'This part of the service is temporarily unavailable',
    unavailableText: 'The other parts of the service work normally. Please try again in a moment.',
    retry: 'Try again'
  },
  login: {
    title: 'Welcome to Pesä',
    intro: 'Early childhood education in one place: applications, decisions, messages, attendance and income information.',
    notice: 'Notice',
    strongLogin: 'Identify strongly',
    strongLoginInfo: 'With online banking codes, a mobile certificate or a certificate card. Needed for applications, decisions and income information.',
    weakLogin: 'Log in with email and password',
    weakLoginInfo: 'For the calendar, messages and your details, logging in with email and password is enough once you have turned it on.',
    map: 'See the units on the map',
    homeScreen: {
      title: 'Add Pesä to your phone’s home screen',
      intro: 'Pesä works like an app when you add it to your phone’s home screen.',
      ios: 'iPhone and iPad (Safari)',
      iosSteps: ['Open this page in Safari.', 'Tap the share button (a square with an arrow pointing up).', 'Choose “Add to Home Screen” and tap “Add”.'],
      android: 'Android (Chrome)',
      androidSteps: ['Open this page in Chrome.', 'Tap the three-dot menu in the top right corner.', 'Choose “Add to Home screen” and confirm.']
    },
    failed: {
      title: 'Identification failed',
      text: 'The identification failed or was cancelled. Go back and try again.',
      ok: 'Go back'
    }
  },
  weakLogin: {
    title: 'Log in with email and password',
    username: 'Email address',
    password: 'Password',
    submit: 'Log in',
    back: 'Back',
    failed: 'Login failed. Check the email address and password.',
    rateLimited: 'Your username is temporarily locked due to the number of login attempts. Try again later.',
    rememberDevice: 'Remember this device',
    rememberDeviceHint:
      'You need no password on this device until remembering ends (the day is shown in your personal details) or you forget the device. Do not choose this on a shared device.',
    error: 'Logging in did not succeed right now. Please try again in a moment.'
  },
  session: {
    expiredTitle: 'Your session has timed out',
    expiredText: 'You have not used the service for a while, so you have been logged out. Log in again to continue on the same page.',
    logInAgain: 'Log in again'
  },
  notices: {
    offline: 'No internet connection. Check your network; the service continues when the connection is back.',
    /** The page shows answers kept on the device; {time} is when they were read */
    offlineShownAsOf: 'Offline — shown as of {time}. Actions that need the network wait until the connection is back.',
    unreachable: 'The service cannot be reached right now. What you have filled in stays on the page; try again in a moment.',
    newVersion: 'A new version of the service is available.',
    reload: 'Reload the page',
    /** A write queued offline, refused when sent while the guardian was on another page; the link leads to the page that shows why */
    outboxRefused: 'Something you reported offline was sent but could not be saved.',
    outboxRefusedLink: 'See why'
  },
  errorPage: {
    title: 'An unexpected error occurred',
    text: 'The developers have been notified. Please reload the page.',
    reload: 'Reload the page'
  },
  footer: {
    label: 'Footer',
    privacyPolicy: 'Privacy notice',
    accessibility: 'Accessibility statement',
    feedback: 'Give feedback',
    opensInNewWindow: 'opens in a new window'
  },
  notCustodian: {
    title: 'Pesä is for the custodians of children',
    text: 'You were identified, but according to the population register you are not the custodian of any child, nor the partner of a custodian living in the same household. This is why you cannot log in to Pesä.',
    contact: 'If you think this is wrong, please contact early childhood education customer service.',
    map: 'See the units on the map',
    back: 'Back to login'
  }
}

export default en
