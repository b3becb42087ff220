import type { JsonSchema } from './typescript-of-schema'

/** A body's text limits as a nested object: a string property's maxLength, or the limits inside an object property. */
type Limits = { [field: string]: number | Limits }

/** The one maxLength of a property, also through a union of a string and null (an optional text). */
function maxLengthOf(schema: JsonSchema & { maxLength?: number }): number | undefined {
  if (typeof schema.maxLength === 'number') return schema.maxLength
  const lengths = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((member) => maxLengthOf(member)).filter((length) => length !== undefined)
  return lengths.length && lengths.every((length) => length === lengths[0]) ? lengths[0] : undefined
}

/**
 * An object's limits; an optional object (a union with null) and the variants of a union are
 * read together, and a list of objects by its item (`content: { value: … }` for each answer).
 */
function limitsOf(schema: JsonSchema): Limits {
  const limits: Limits = {}
  const shapes = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
  for (const shape of shapes) {
    for (const [name, property] of Object.entries(shape.properties ?? {})) {
      const length = maxLengthOf(property)
      if (length !== undefined) {
        limits[name] = Math.min(length, typeof limits[name] === 'number' ? limits[name] : length)
        continue
      }
      const inner = limitsOf(property.items && !property.properties ? property.items : property)
      if (Object.keys(inner).length) limits[name] = { ...(typeof limits[name] === 'object' ? limits[name] : {}), ...inner }
    }
  }
  return limits
}

/**
 * The longest text the server takes in each field of each titled request body, so that a form's
 * `maxLength` is the server's and never a number of its own (a form that allowed more than the
 * server lost what the guardian typed past the limit to a refusal).
 */
export function textLimitsFile(bodies: JsonSchema[], header: string): string {
  const byTitle = new Map<string, Limits>()
  for (const body of bodies) {
    if (!body.title || byTitle.has(body.title)) continue
    const limits = limitsOf(body)
    if (Object.keys(limits).length) byTitle.set(body.title, limits)
  }
  const entries = [...byTitle].sort(([a], [b]) => a.localeCompare(b))
  const text = (limits: Limits, indent: string): string =>
    `{\n${Object.entries(limits)
      .map(
        ([name, value]) =>
          `${indent}  ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`}: ${typeof value === 'number' ? value : text(value, `${indent}  `)}`
      )
      .join(',\n')}\n${indent}}`
  return `${header}
/** The longest text the server takes, per request body (its schema's title) and field: a form's maxLength. */
export const TEXT_LIMITS = ${text(Object.fromEntries(entries), '')} as const
`
}
