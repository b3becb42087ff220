import type { FastifySchemaValidationError } from 'fastify/types/schema'
import type { ValidationCode } from '@pesa/shared/validators'

/** Custom string formats of the API schemas: the shared validators, by name. */
export const FORMAT_CODES: Record<string, ValidationCode> = {
  'fi-ssn': 'INVALID_SSN',
  'pesa-phone': 'INVALID_PHONE',
  'pesa-email': 'INVALID_EMAIL',
  'fi-postal-code': 'INVALID_POSTAL_CODE',
  date: 'INVALID_DATE'
}

/**
 * Turns schema validation failures into field → code pairs in the vocabulary of the shared
 * validators, so forms show the same translated text the server meant. An empty required
 * string reads as REQUIRED, not as a length problem.
 */
export function fieldErrorsOf(errors: FastifySchemaValidationError[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {}
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

function codeOf(keyword: string, params: Record<string, unknown>): string {
  if (keyword === 'required') return 'REQUIRED'
  if (keyword === 'minLength' && params.limit === 1) return 'REQUIRED'
  if (keyword === 'format' && typeof params.format === 'string') return FORMAT_CODES[params.format] ?? 'INVALID_FORMAT'
  return 'INVALID_FORMAT'
}
