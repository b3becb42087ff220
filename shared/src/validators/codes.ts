/**
 * The vocabulary of field validation failures. Forms show `validation.<code>` from the common
 * translations (typed by this union, so a code without a text in fi, sv or en does not compile);
 * the API answers the same codes in `fieldErrors`, so one rule has one name.
 */
export type ValidationCode =
  | 'REQUIRED'
  | 'SELECT_ONE'
  | 'INVALID_FORMAT'
  | 'INTEGER'
  | 'INVALID_SSN'
  | 'INVALID_PHONE'
  | 'INVALID_EMAIL'
  | 'EMAILS_DO_NOT_MATCH'
  | 'HTTPS_URL_REQUIRED'
  | 'INVALID_POSTAL_CODE'
  | 'INVALID_DATE'
  | 'DATE_TOO_EARLY'
  | 'DATE_TOO_LATE'
  | 'DATE_UNSELECTABLE'
  | 'AT_LEAST_ONE'
  | 'ATTACHMENT_MISSING'
  | 'UNIT_NOT_SELECTED'
  | 'TOO_MANY_UNITS'
  | 'UNIT_NOT_AVAILABLE'
  | 'OPTION_NOT_VALID'
  | 'PART_TIME_TOO_LONG'
  | 'PASSWORD_FORMAT'
  | 'PASSWORDS_DO_NOT_MATCH'
  | 'INVALID_TIME'
  | 'TIME_ORDER'
  | 'TIMES_OVERLAP'
  | 'TIME_OUTSIDE_RANGE'
  | 'RANGES_OVERLAP'

/**
 * A code per field that fails: the answer of a body validator, the `fieldErrors` of a 400
 * VALIDATION_FAILED, and what a form shows beside its fields. Nested fields are dotted paths
 * (`guardian.phone`, `preferredUnits.0`), as the server writes them.
 */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, ValidationCode>>

/** A validator answers undefined when the value is acceptable. */
export type Validator<T = string> = (value: T) => ValidationCode | undefined

/** Runs validators in order and answers the first failure. */
export function firstError<T>(value: T, ...validators: Validator<T>[]): ValidationCode | undefined {
  for (const validate of validators) {
    const code = validate(value)
    if (code) return code
  }
  return undefined
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((code) => code !== undefined)
}

/** Collects the fields that fail into FieldErrors, leaving out the ones that pass. */
export function fieldErrors<Field extends string>(checks: Record<Field, ValidationCode | undefined>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const field of Object.keys(checks) as Field[]) if (checks[field]) errors[field] = checks[field]
  return errors
}

export const required: Validator = (value) => (value.trim() === '' ? 'REQUIRED' : undefined)

/** Wraps a format validator so that an empty value passes (for optional fields). */
export function optional(validate: Validator): Validator {
  return (value) => (value.trim() === '' ? undefined : validate(value))
}

/** The value must be one of the options offered (a select or a radio group). */
export function selectOne(options: readonly string[]): Validator {
  return (value) => (options.includes(value) ? undefined : 'SELECT_ONE')
}

/** A whole number as typed: digits with an optional minus sign, nothing else. */
export const integer: Validator = (value) => (/^-?\d+$/.test(value.trim()) ? undefined : 'INTEGER')
