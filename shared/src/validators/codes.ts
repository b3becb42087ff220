/**
 * The vocabulary of field validation failures. Forms show `validation.<code>` from the
 * translations; the API answers the same codes in `fieldErrors`, so one rule has one name.
 */
export type ValidationCode =
  | 'REQUIRED'
  | 'INVALID_FORMAT'
  | 'INVALID_SSN'
  | 'INVALID_PHONE'
  | 'INVALID_EMAIL'
  | 'INVALID_POSTAL_CODE'
  | 'INVALID_DATE'
  | 'DATE_TOO_EARLY'
  | 'DATE_TOO_LATE'

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

export const required: Validator = (value) => (value.trim() === '' ? 'REQUIRED' : undefined)

/** Wraps a format validator so that an empty value passes (for optional fields). */
export function optional(validate: Validator): Validator {
  return (value) => (value.trim() === '' ? undefined : validate(value))
}
