import fc from 'fast-check'
import { DEMO_SSN } from '../../src/seed/demo-people'

/** The part of JSON Schema the route schemas use (TypeBox writes them). */
export interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  patternProperties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  const?: unknown
  enum?: unknown[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
}

/** Texts that have broken services before: SQL, script, path, template and format injection, controls, odd Unicode. */
export const HOSTILE_STRINGS = [
  "' or 1=1 --",
  "'); drop table person; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  '%s%n%x',
  '\u0000',
  'fdp.\u202eexe',
  '\ud800',
  '𝕏😀👩‍👩‍👧',
  ' ',
  '',
  'null',
  '-1',
  '1e309',
  'NaN'
]

/** Dates that are valid but rare, and strings that only look like dates. */
export const ODD_DATES = ['2024-02-29', '2025-02-29', '0000-01-01', '9999-12-31', '2026-13-01', '2026-11-00', '2026-11-23T00:00:00+14:00', '23.11.2026']

const NOT_IDS = ['not-a-uuid', '../../etc', '\u0000', "1' or '1'='1", 'x'.repeat(300), '00000000-0000-0000-0000-00000000000g']

const HUGE_STRINGS = ['x'.repeat(100_000), 'ä'.repeat(50_000)]

function nested(depth: number): unknown {
  let value: unknown = 'bottom'
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value }
  return value
}

const wrongTypes: fc.Arbitrary<unknown> = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.string(), fc.constant([]), fc.constant({}))

/** Any value a field should never take. */
const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  wrongTypes,
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...ODD_DATES),
  fc.constantFrom(...HUGE_STRINGS),
  fc.integer({ min: 50, max: 1500 }).map(nested)
)

function validString(schema: JsonSchema, ids: string[]): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid()
    case 'date':
      return fc.oneof(
        fc.constantFrom('2024-02-29', '2026-11-23', '2026-12-31', '2027-01-01'),
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
      )
    case 'date-time':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString())
    case 'pesa-email':
      return fc.emailAddress()
    case 'fi-ssn':
      return fc.constantFrom(...Object.values(DEMO_SSN))
    case 'pesa-phone':
      return fc.constantFrom('040 123 4567', '+358 40 123 4567', '09 816 21')
    case 'fi-postal-code':
      return fc.stringMatching(/^\d{5}$/)
    case 'https-url':
      return fc.webUrl({ validSchemes: ['https'] })
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern))
  const minLength = schema.minLength ?? 0
  const maxLength = schema.maxLength ?? 10_000
  const fits = (text: string) => [...text].length >= minLength && text.length <= maxLength
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, 200), unit: 'grapheme' }),
    fc.constantFrom(...HOSTILE_STRINGS.filter(fits).concat('a'.repeat(Math.max(minLength, 1)))).filter(fits),
    fc.constant('a'.repeat(maxLength === 10_000 ? Math.max(minLength, 1) : maxLength))
  )
}

/** Values the schema allows: boundaries, odd dates and injection strings included. */
export function validValue(schema: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, ids)))
  switch (schema.type) {
    case 'string':
      return validString(schema, ids)
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 })
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000, noNaN: true, noDefaultInfinity: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) }
      const items = validValue(schema.items ?? {}, ids)
      return schema.uniqueItems ? fc.uniqueArray(items, { ...constraints, selector: (item) => JSON.stringify(item) }) : fc.array(items, constraints)
    }
    case 'object':
      return validObject(schema, ids)
    default:
      return fc.jsonValue()
  }
}

function validObject(schema: JsonSchema, ids: string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {})
  return fc.record(Object.fromEntries(properties.map(([key, property]) => [key, validValue(property, ids)])), { requiredKeys: schema.required ?? [] })
}

/** Values the schema may forbid: wrong types, missing and extra fields, a hostile value in one field, huge and deep input. */
export function hostileValue(schema: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  if (schema.type !== 'object' || !schema.properties) return hostileLeaf
  const required = schema.required ?? []
  const keys = Object.keys(schema.properties)
  const mutations = (value: Record<string, unknown>): fc.Arbitrary<unknown> =>
    fc.oneof(
      ...(required.length > 0 ? [fc.constantFrom(...required).map((key) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)))] : []),
      hostileLeaf.map((extra) => ({ ...value, unexpectedField: extra })),
      ...(keys.length > 0 ? [fc.tuple(fc.constantFrom(...keys), hostileLeaf).map(([key, leaf]) => ({ ...value, [key]: leaf }))] : [])
    )
  return fc.oneof({ arbitrary: validObject(schema, ids).chain(mutations), weight: 4 }, { arbitrary: hostileLeaf, weight: 1 })
}

/** A path parameter: a known id, another id, or something that is no id at all. */
export function pathParameter(schema: JsonSchema, ids: string[]): fc.Arbitrary<string> {
  const valid = validValue(schema, ids).map(String)
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: fc.constantFrom(...NOT_IDS), weight: 1 })
}
