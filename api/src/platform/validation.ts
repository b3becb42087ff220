import type { FastifySchemaValidationError } from 'fastify/types/schema'
import type { FieldErrors, ValidationCode } from '@pesa/shared/validators'
import { addPesaFormats } from './formats'

/*
 * Schema validation of every route: all failures at once (a code per field), the shared validators as formats.
 * A value of several types is one `type` list (allowUnionTypes), never coerced when it already has one of them;
 * a body is not coerced at all (schema-compilers.ts), only what arrives as text (query, path, headers).
 */
export const AJV_OPTIONS = {
  customOptions: { allErrors: true, removeAdditional: false, coerceTypes: 'array' as const, allowUnionTypes: true },
  // After ajv-formats, which fastify's compiler adds after any plugin: as a plugin, its own `date`
  // replaced ours, and a year 0000 got through to PostgreSQL (a 500 the fuzzing found).
  onCreate: addPesaFormats
}

/** Custom string formats of the API schemas (api/src/platform/formats.ts): the shared validators, by name. */
export const FORMAT_CODES: Record<string, ValidationCode> = {
  'fi-ssn': 'INVALID_SSN',
  'pesa-phone': 'INVALID_PHONE',
  'pesa-email': 'INVALID_EMAIL',
  'fi-postal-code': 'INVALID_POSTAL_CODE',
  'https-url': 'HTTPS_URL_REQUIRED',
  date: 'INVALID_DATE'
}

/**
 * Turns schema validation failures into field → code pairs in the vocabulary of the shared
 * validators, so forms show the same translated text the server meant (spec part 1 §5's generic
 * messages). Fields are dotted paths; the first failure of a field wins.
 */
export function fieldErrorsOf(errors: FastifySchemaValidationError[]): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const error of errors) {
    const params = error.params as Record<string, unknown>
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.')
    const field =
      error.keyword === 'required' && typeof params.missingProperty === 'string' ? [path, params.missingProperty].filter(Boolean).join('.') : path || '(body)'
    if (fieldErrors[field]) continue
    fieldErrors[field] = codeOf(error.keyword, params)
  }
  return fieldErrors
}

function codeOf(keyword: string, params: Record<string, unknown>): ValidationCode {
  switch (keyword) {
    case 'required':
      return 'REQUIRED'
    // An empty required string, and an empty list that needs an item, read as missing, not as a length problem.
    case 'minLength':
    case 'minItems':
      return params.limit === 1 ? 'REQUIRED' : 'INVALID_FORMAT'
    // A value outside a list of choices: a union of literals (const) or an enum.
    case 'const':
    case 'enum':
      return 'SELECT_ONE'
    case 'type':
      return params.type === 'integer' ? 'INTEGER' : 'INVALID_FORMAT'
    case 'format':
      return (typeof params.format === 'string' && FORMAT_CODES[params.format]) || 'INVALID_FORMAT'
    default:
      return 'INVALID_FORMAT'
  }
}

/**
 * Fields whose text (or name) holds a NUL character, which PostgreSQL cannot store in text:
 * refused with the other validation failures instead of failing in the database.
 */
export function fieldsWithNul(value: unknown, path = ''): FieldErrors {
  const field = path || '(body)'
  if (typeof value === 'string') return value.includes('\u0000') ? { [field]: 'INVALID_FORMAT' } : {}
  if (typeof value !== 'object' || value === null) return {}
  const fieldErrors: FieldErrors = {}
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key
    Object.assign(fieldErrors, key.includes('\u0000') ? { [field]: 'INVALID_FORMAT' } : fieldsWithNul(item, itemPath))
  }
  return fieldErrors
}
