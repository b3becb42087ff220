import type { ShellTexts } from './fi'

const en: ShellTexts = {
  appName: 'Pesä',
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main menu',
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
    requiresStrongLogin: 'requires strong identification'
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
    strongLogin: 'Identify strongly',
    strongLoginInfo: 'With online banking codes, a mobile certificate or a certificate card. Needed for applications, decisions and income information.',
    weakLogin: 'Log in with email and password',
    weakLoginInfo: 'For the calendar, messages and your details, logging in with email and password is enough once you have turned it on.',
    map: 'See the units on the map'
  },
  weakLogin: {
    title: 'Log in with email and password',
    username: 'Email address',
    password: 'Password',
    submit: 'Log in',
    back: 'Back',
    failed: 'Login failed. Check the email address and password.',
    rateLimited: 'Your username is temporarily locked due to the number of login attempts. Try again later.',
    error: 'Logging in did not succeed right now. Please try again in a moment.'
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
    home: 'To the front page'
  },
  errorPage: {
    title: 'An unexpected error occurred',
    text: 'The developers have been notified. Please reload the page.',
    reload: 'Reload the page'
  },
  footer: {
    city: 'City of Pesälä',
    accessibility: 'Accessibility statement'
  }
}

export default en
