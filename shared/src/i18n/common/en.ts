import type { CommonTexts } from './fi'

const en: CommonTexts = {
  close: 'Close',
  loading: 'Loading…',
  required: 'required',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  validation: {
    REQUIRED: 'Required',
    INVALID_FORMAT: 'Wrong format',
    INVALID_SSN: 'Invalid personal identity code',
    INVALID_PHONE: 'Invalid telephone number',
    INVALID_EMAIL: 'Invalid email address',
    INVALID_POSTAL_CODE: 'Invalid postal code',
    INVALID_DATE: 'Enter the date as dd.mm.yyyy',
    DATE_TOO_EARLY: 'The date is too early',
    DATE_TOO_LATE: 'The date is too late'
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
    home: 'To the front page'
  },
  forbidden: {
    title: 'No access',
    text: 'You do not have permission to see the requested information.'
  },
  errors: {
    generic: 'An unexpected error occurred. Please try again.',
    network: 'The service could not be reached. Check your network connection and try again.',
    forbidden: 'You do not have permission to see the requested information.',
    notFound: 'Not found.'
  }
}

export default en
