import type { CommonTexts } from './fi'

const en: CommonTexts = {
  close: 'Close',
  loading: 'Loading…',
  required: 'required',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  ok: 'OK',
  retry: 'Try again',
  /** The notice at the top of a form after a failed submit, while some field is wrong. */
  formInvalid: 'The form is missing required information or has information that is not valid. Check the marked items.',
  validation: {
    REQUIRED: 'Required',
    SELECT_ONE: 'Select one option',
    INVALID_FORMAT: 'Wrong format',
    INTEGER: 'Enter a whole number',
    INVALID_SSN: 'Invalid personal identity code',
    INVALID_PHONE: 'Invalid telephone number',
    INVALID_EMAIL: 'Invalid email address',
    EMAILS_DO_NOT_MATCH: 'The email addresses do not match',
    HTTPS_URL_REQUIRED: 'The address must start with https://',
    INVALID_POSTAL_CODE: 'Invalid postal code',
    INVALID_DATE: 'Enter the date as dd.mm.yyyy',
    DATE_TOO_EARLY: 'The date is too early',
    DATE_TOO_LATE: 'The date is too late',
    DATE_UNSELECTABLE: 'This date cannot be selected',
    AT_LEAST_ONE: 'Choose at least one option',
    UNIT_NOT_SELECTED: 'Select at least one unit',
    TOO_MANY_UNITS: 'Too many units selected',
    UNIT_NOT_AVAILABLE: 'The unit does not offer this service on the chosen date',
    OPTION_NOT_VALID: 'The option is not valid on the chosen date',
    PART_TIME_TOO_LONG: 'Part-time care is at most 5 hours a day and 25 hours a week',
    ATTACHMENT_MISSING: 'Add the required attachment',
    PASSWORD_FORMAT: 'The password does not meet the requirements',
    PASSWORDS_DO_NOT_MATCH: 'The passwords do not match',
    INVALID_TIME: 'Enter the time as hh:mm',
    TIME_ORDER: 'The end time must be after the start time',
    TIMES_OVERLAP: 'The time ranges overlap',
    RANGES_OVERLAP: 'The date ranges overlap',
    TIME_OUTSIDE_RANGE: 'The time is outside the unit’s opening hours'
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
    title: 'An error occurred',
    loadFailed: 'The information could not be loaded.',
    generic: 'An unexpected error occurred. Please try again.',
    network: 'The service could not be reached. Check your network connection and try again.',
    forbidden: 'You do not have permission to see the requested information.',
    notFound: 'Not found.',
    supportCode: 'Error code for support:'
  }
}

export default en
