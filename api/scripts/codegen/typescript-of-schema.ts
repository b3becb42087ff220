/*
 * JSON schema (as TypeBox writes it) → TypeScript type text. Schemas with a `title` become
 * named types, emitted once; everything else is written inline.
 */
export interface JsonSchema {
  title?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  patternProperties?: Record<string, JsonSchema>
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  description?: string
  default?: unknown
}

function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value)
}

export class TypeCollector {
  /** title → declaration text */
  readonly declarations = new Map<string, string>()
  private readonly shapes = new Map<string, string>()

  typeOf(schema: JsonSchema): string {
    if (schema.title) return this.named(schema.title, schema)
    return this.inline(schema)
  }

  private named(title: string, schema: JsonSchema): string {
    const shape = JSON.stringify(schema)
    const known = this.shapes.get(title)
    if (known !== undefined) {
      if (known !== shape) throw new Error(`Two different schemas are titled ${title}`)
      return title
    }
    this.shapes.set(title, shape)
    const body = this.inline({ ...schema, title: undefined })
    this.declarations.set(title, schema.type === 'object' && !schema.patternProperties ? `export interface ${title} ${body}` : `export type ${title} = ${body}`)
    return title
  }

  private inline(schema: JsonSchema): string {
    const union = schema.anyOf ?? schema.oneOf
    if (union) return union.map((member) => this.typeOf(member)).join(' | ')
    if ('const' in schema) return literal(schema.const)
    if (schema.enum) return schema.enum.map(literal).join(' | ')
    if (Array.isArray(schema.type)) return schema.type.map((type) => this.inline({ ...schema, type })).join(' | ')
    switch (schema.type) {
      case 'string':
        return 'string'
      case 'integer':
      case 'number':
        return 'number'
      case 'boolean':
        return 'boolean'
      case 'null':
        return 'null'
      case 'array': {
        const item = schema.items ? this.typeOf(schema.items) : 'unknown'
        return /[|&]/.test(item) ? `(${item})[]` : `${item}[]`
      }
      case 'object':
        return this.object(schema)
      default:
        return 'unknown'
    }
  }

  private object(schema: JsonSchema): string {
    const [pattern] = Object.values(schema.patternProperties ?? {})
    if (pattern) return `Record<string, ${this.typeOf(pattern)}>`
    const required = new Set(schema.required ?? [])
    const lines = Object.entries(schema.properties ?? {}).map(([key, property]) => {
      const doc = property.description ? `  /** ${property.description} */\n` : ''
      const type = this.typeOf(property).replace(/\n/g, '\n  ')
      const name = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : JSON.stringify(key)
      // A default is filled in by the server's validation (ajv's useDefaults) before the handler
      // sees the request, so a caller may leave the field out; defaults are on request schemas only.
      const optional = !required.has(key) || 'default' in property
      return `${doc}  ${name}${optional ? '?' : ''}: ${type}`
    })
    return lines.length === 0 ? 'Record<string, never>' : `{\n${lines.join('\n')}\n}`
  }
}
