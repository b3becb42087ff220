import type { RouteRecord } from '../../src/platform/types'
import { textLimitsFile } from './text-limits'
import { TypeCollector, type JsonSchema } from './typescript-of-schema'

const HEADER = '// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.\n'

interface Operation {
  name: string
  method: string
  url: string
  summary: string
  auth: string
  params?: JsonSchema
  query?: JsonSchema
  body?: JsonSchema
  response?: JsonSchema
}

function operationsOf(routes: RouteRecord[]): Map<string, Operation[]> {
  const byTag = new Map<string, Operation[]>()
  for (const route of routes) {
    const schema = route.schema as Record<string, unknown> | undefined
    if (!schema?.operationId) continue
    // Not called as JSON: a multipart upload (the areas' upload helper) and a stored file's download (a link)
    if ((schema.consumes as string[] | undefined)?.includes('multipart/form-data')) continue
    if ((schema.response as Record<string, { contentMediaType?: string }> | undefined)?.[200]?.contentMediaType === '*/*') continue
    const tag = (schema.tags as string[] | undefined)?.[0]
    if (!tag) throw new Error(`${route.method} ${route.url} has an operationId but no tag`)
    const responses = (schema.response ?? {}) as Record<string, JsonSchema>
    const operations = byTag.get(tag) ?? []
    operations.push({
      name: schema.operationId as string,
      method: route.method,
      url: route.url,
      summary: (schema.summary as string | undefined) ?? '',
      auth: route.auth ?? '',
      params: schema.params as JsonSchema | undefined,
      query: schema.querystring as JsonSchema | undefined,
      body: schema.body as JsonSchema | undefined,
      response: responses['200'] ?? responses['201']
    })
    byTag.set(tag, operations)
  }
  return byTag
}

function functionOf(operation: Operation, types: TypeCollector): string {
  const args: string[] = []
  if (operation.params) args.push(`params: ${types.typeOf(operation.params)}`)
  if (operation.query) {
    // A query whose required fields all have defaults may be left out, as each field may (typescript-of-schema.ts).
    const needed = (operation.query.required ?? []).filter((key) => !('default' in (operation.query!.properties?.[key] ?? {})))
    args.push(`query${needed.length ? '' : '?'}: ${types.typeOf(operation.query)}`)
  }
  if (operation.body) args.push(`body: ${types.typeOf(operation.body)}`)
  const parameters = args.length
    ? `args: { ${args.join('; ')} }${args.every((arg) => arg.startsWith('query?')) ? ' = {}' : ''}, options: RequestOptions = {}`
    : 'options: RequestOptions = {}'
  const path = operation.url.replace(/^\/api/, '').replace(/:([A-Za-z]+)/g, (_, name: string) => `\${encodeURIComponent(args.params.${name})}`)
  const result = operation.response ? types.typeOf(operation.response) : 'void'
  // A titled query schema is an interface, which has no index signature; its spread has one.
  const query = operation.query?.title ? '{ ...args.query }' : 'args.query'
  const request = [
    `method: '${operation.method}'`,
    `path: \`${path}\``,
    ...(operation.query ? [`query: ${query}`] : []),
    ...(operation.body ? ['body: args.body'] : []),
    '...options'
  ].join(', ')
  return `/** ${operation.method} ${operation.url} (${operation.auth}): ${operation.summary} */
export function ${operation.name}(${parameters}): Promise<${result}> {
  return apiRequest<${result}>({ ${request} })
}
`
}

/**
 * The error catalogue as a union for the client (`ApiError.errorCode`), so a screen's texts can
 * be typed by the codes it shows and a code the server does not have fails to compile.
 */
function errorCodesFile(errorCodes: readonly string[]): string {
  const members = [...errorCodes].sort().map((code) => `  | '${code}'`)
  return `${HEADER}
/** Every errorCode the API answers: the keys of ERROR_STATUS in api/src/platform/errors.ts. */
export type ServerErrorCode =
${members.join('\n')}
`
}

/** File name → content of the generated client: one file per area (route tag), the types, the error codes and the text limits. */
export function generateClientFiles(routes: RouteRecord[], errorCodes: readonly string[]): Map<string, string> {
  const types = new TypeCollector()
  const files = new Map<string, string>()
  for (const [tag, operations] of [...operationsOf(routes)].sort(([a], [b]) => a.localeCompare(b))) {
    const functions = operations.sort((a, b) => a.name.localeCompare(b.name)).map((operation) => functionOf(operation, types))
    const used = [...types.declarations.keys()].filter((name) => functions.some((fn) => new RegExp(`\\b${name}\\b`).test(fn)))
    const imports = [`import { apiRequest, type RequestOptions } from '@pesa/shared'\n`]
    if (used.length) imports.push(`import type { ${used.sort().join(', ')} } from './types'\n`)
    const reexport = used.length ? `\nexport type { ${used.sort().join(', ')} }\n` : ''
    files.set(`${tag}.ts`, `${HEADER}${imports.join('')}${reexport}\n${functions.join('\n')}`)
  }
  const declarations = [...types.declarations.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, text]) => text)
  files.set('types.ts', `${HEADER}\n${declarations.join('\n\n')}\n`)
  files.set('error-codes.ts', errorCodesFile(errorCodes))
  const bodies = [...operationsOf(routes).values()].flat().flatMap((operation) => (operation.body ? [operation.body] : []))
  files.set('limits.ts', textLimitsFile(bodies, HEADER))
  return files
}
