import { email, httpsUrl, isoDate, phone, postalCode, ssn } from '@pesa/shared/validators'

/**
 * The shared validators as JSON-schema formats: `Type.String({ format: 'fi-ssn' })` in a
 * route schema runs the same check as the form that sent the value. Their codes in
 * `fieldErrors`: FORMAT_CODES in ./validation.ts.
 */
interface FormatRegistry {
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown
}

export function addPesaFormats<T extends FormatRegistry>(ajv: T): T {
  ajv.addFormat('fi-ssn', { type: 'string', validate: (value: string) => ssn(value) === undefined })
  ajv.addFormat('pesa-phone', { type: 'string', validate: (value: string) => phone(value) === undefined })
  ajv.addFormat('pesa-email', { type: 'string', validate: (value: string) => email(value) === undefined })
  ajv.addFormat('fi-postal-code', { type: 'string', validate: (value: string) => postalCode(value) === undefined })
  ajv.addFormat('https-url', { type: 'string', validate: (value: string) => httpsUrl(value) === undefined })
  // The one date type of every route (`Type.String({ format: 'date' })`): a real calendar date, by the same
  // check the forms and the jsonb answers (child documents, income statements) run.
  ajv.addFormat('date', { type: 'string', validate: (value: string) => isoDate(value) === undefined })
  return ajv
}
