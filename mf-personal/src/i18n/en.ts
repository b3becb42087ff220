import type { PersonalTexts } from './fi'

const en: PersonalTexts = {
  sections: {
    personalDetails: 'Personal details'
  },
  loading: 'Loading your details…',
  errors: {
    VERIFICATION_CODE_INVALID: 'The code is wrong. Check it and try again.',
    VERIFICATION_CODE_EXPIRED: 'The code has expired. Ask for a new one.',
    VERIFICATION_CODE_LIMIT: 'You have asked for too many codes. Try again in an hour.',
    EMAIL_IN_USE: (email: string) => `The email address ${email} is already used by another person.`,
    NOTHING_TO_VERIFY: 'There is no longer an email address to verify.',
    EMAIL_NOT_VERIFIED: 'The email address is not verified. Verify it first.',
    PASSWORD_UNACCEPTABLE: 'The password is too easy to guess. Choose another password.',
    USERNAME_IN_USE: (username: string) => `The username ${username} is already used by another person.`
  },
  strongLoginNeeded: 'Changing your details needs strong identification.',
  details: {
    title: 'Personal information',
    edit: 'Edit',
    editLabel: 'Edit personal information',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Your details have been saved.',
    name: 'Name',
    preferredName: 'Preferred name',
    address: 'Address',
    phone: 'Phone number',
    backupPhone: 'Backup phone number',
    email: 'Email',
    noEmail: 'I have no email address',
    none: 'Not given',
    missingEmail:
      'Your email address is missing. Without it you get no notifications of messages and decisions and cannot turn on login with email and password.',
    missingPhone: 'Your phone number is missing. The staff need it to reach you.',
    missingBoth: 'Your email address and phone number are missing. Add them so that the staff can reach you and you get notifications.'
  },
  email: {
    state: 'Email address status:',
    verified: 'Verified',
    unverified: 'Not verified',
    unverifiedInfo: 'Verify your email address so that you can log in with it.',
    sendCode: 'Send verification code',
    sendNewCode: 'Send a new code',
    codeSent: (email: string, time: string) => `The verification code was sent to ${email}. It is valid until ${time}.`,
    code: 'Verification code (6 digits)',
    confirm: 'Verify',
    confirmed: 'Your email address has been verified.',
    usernameMismatch: (username: string) => `Your login username is still ${username}.`,
    usernameMismatchUnverified: 'It changes only after you have verified the new email address and updated the username.',
    updateUsername: 'Make the verified email address my username',
    usernameUpdated: 'Your username has been updated.'
  },
  login: {
    title: 'Login details',
    weakLogin: 'Login with email and password',
    active: 'On',
    inactive: 'Off',
    info: 'Logged in with email and password you can read messages, make reservations and report absences. Applications, decisions and income always need strong identification.',
    username: 'Username',
    password: 'Password',
    passwordHidden: 'The password is hidden',
    updatePassword: 'Change password',
    activate: 'Turn on',
    unverifiedWarning: 'Verify your email address before you turn on the login.',
    passwordChanged: 'Your password has been changed. Your other logins have been ended.'
  },
  passwordModal: {
    activateTitle: 'Turn on login with email and password',
    updateTitle: 'Change password',
    newPassword: 'New password',
    confirmPassword: 'Password again',
    rulesTitle: 'The password must have',
    rules: {
      minLength: (n: number) => `At least ${n} characters`,
      maxLength: (n: number) => `At most ${n} characters`,
      minLowers: (n: number) => `At least ${n} lower-case letters`,
      minUppers: (n: number) => `At least ${n} upper-case letters`,
      minDigits: (n: number) => `At least ${n} digits`,
      minSymbols: (n: number) => `At least ${n} special characters`
    },
    ruleMet: 'met',
    ruleUnmet: 'not met',
    hint: 'A long password is a strong one: use, for example, several words that have nothing to do with each other.',
    save: 'Save',
    cancel: 'Cancel',
    successTitle: 'Login turned on',
    successText: (username: string) => `You can now log in with the username ${username} and your password.`,
    ok: 'OK'
  },
  notifications: {
    title: 'Email notifications',
    info: 'Choose what you are notified of by email. Verification codes and security notices are always sent.',
    edit: 'Edit',
    editLabel: 'Edit email notifications',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Notification settings saved.',
    legend: 'Notify me when',
    types: {
      message: 'I get a message',
      bulletin: 'I get a bulletin',
      income: 'my income details need updating',
      calendarEvent: 'a new event is added to the calendar',
      decision: 'I get a decision',
      document: 'I get a document',
      informalDocument: 'I get another document',
      attendanceReservation: 'attendance reservations are missing',
      discussionTime: 'discussion times can be reserved'
    },
    incomeWarning: 'If you get no reminder to update your income details, the fee may be set at the highest fee when the details are missing.'
  },
  devices: {
    title: 'Remembered devices',
    info: 'On a device you asked to be remembered when logging in with email and password, you get in without the password until it is forgotten. For what needs strong identification you still identify strongly.',
    none: 'No device is remembered.',
    unknown: 'Unknown device',
    thisDevice: 'This device',
    lastUsed: 'Last used',
    validUntil: 'Remembered until',
    forget: 'Forget',
    forgetLabel: (name: string) => `Forget the device ${name}`,
    forgetAll: 'Forget all devices',
    forgotten: 'The device was forgotten. It will ask for the password next time.',
    allForgotten: 'All devices were forgotten.',
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereInfo: 'Ends your login on every other device and forgets all devices. Needs strong identification.',
    signedOutEverywhere: 'Your login was ended everywhere else, and all devices were forgotten.'
  },
  push: {
    title: 'Notifications on this device',
    info: 'Pesä can notify this device when you get a message, or when a decision, a document or missing attendance reservations wait for your answer. A notification does not show what a message says. What you are notified of follows the choices above.',
    states: {
      unsupported: 'This browser cannot show notifications from Pesä.',
      noWorker: 'Notifications cannot be used on this page yet. Reload the page, then try again.',
      blocked: "Notifications are blocked in this browser's settings. Allow them there, then turn them on.",
      off: 'Notifications are off on this device.',
      on: 'Notifications are on on this device.',
      noPushService:
        "This browser's notification service did not answer, so notifications cannot be turned on here now. Try again later or in another browser.",
      notConfigured: 'Notifications are not available in this service.'
    },
    turnOn: 'Turn on notifications on this device',
    devicesTitle: 'Devices with notifications on',
    none: 'Notifications are not on on any device.',
    unknown: 'Unknown device',
    thisDevice: 'This device',
    turnedOnAt: 'Turned on',
    lastSent: 'Last notification',
    never: 'Not yet',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove notifications from the device ${name}`,
    turnedOn: 'Notifications were turned on on this device.',
    removed: 'The device is no longer notified.'
  }
}

export default en
