import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/*
 * The error codes each endpoint declares, read from the generated client (the OpenAPI document's
 * operations: method, path and summary), against the codes a remote's screens explain. Used by
 * each remote's `expected-errors.test.ts`; a code named in an operation's summary that a screen
 * calling it has no text for fails that test.
 */

const GENERATED_DIR = path.resolve(__dirname, '../api/generated')

/** Codes every form answers the same way, without a text of its own: field errors go to their fields (useSubmit). */
export const CODES_EVERY_FORM_HANDLES: readonly string[] = ['VALIDATION_FAILED']

export interface DeclaredOperation {
  name: string
  method: string
  path: string
  /** The error codes the operation's summary names, of the server's catalogue (ServerErrorCode) */
  codes: string[]
}

/** Every code of the server's catalogue (the generated `ServerErrorCode` union). */
export function serverErrorCodes(): Set<string> {
  const source = readFileSync(path.join(GENERATED_DIR, 'error-codes.ts'), 'utf8')
  return new Set([...source.matchAll(/\|\s*'([A-Z0-9_]+)'/g)].map((match) => match[1]!))
}

/** Every operation of the generated client, by function name, with the codes its summary declares. */
export function declaredOperations(): Map<string, DeclaredOperation> {
  const codes = serverErrorCodes()
  const operations = new Map<string, DeclaredOperation>()
  for (const file of readdirSync(GENERATED_DIR).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(path.join(GENERATED_DIR, file), 'utf8')
    for (const match of source.matchAll(/\/\*\* (GET|POST|PUT|PATCH|DELETE) (\S+) \([^)]*\): (.*?) \*\/\s*export function (\w+)/g)) {
      const [, method, url, summary, name] = match
      const named = [...new Set([...summary!.matchAll(/\b[A-Z][A-Z0-9_]{2,}\b/g)].map((token) => token[0]))].filter((token) => codes.has(token))
      operations.set(name!, { name: name!, method: method!, path: url!, codes: named })
    }
  }
  return operations
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

/** The generated client's mutations (not GET) that the remote's source imports from `@pesa/shared/api/…`. */
export function mutationsCalledBy(srcDir: string): string[] {
  const operations = declaredOperations()
  const called = new Set<string>()
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8')
    for (const block of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@pesa\/shared\/api\/[\w-]+'/g)) {
      for (const name of block[1]!.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
        const operation = operations.get(name)
        if (operation && operation.method !== 'GET') called.add(name)
      }
    }
  }
  return [...called].sort()
}

/**
 * What is missing for every mutation the remote calls: an entry in its handled set, a handled
 * code for each declared one, and a non-empty text in each language for each handled code.
 */
export function unexplainedErrors(options: {
  srcDir: string
  handled: Record<string, readonly string[]>
  texts: Record<string, Record<string, Partial<Record<string, string>>>>
}): string[] {
  const operations = declaredOperations()
  const problems: string[] = []
  for (const name of mutationsCalledBy(options.srcDir)) {
    const handled = options.handled[name]
    if (!handled) {
      problems.push(`${name}: no handled set`)
      continue
    }
    for (const code of operations.get(name)!.codes) {
      if (!CODES_EVERY_FORM_HANDLES.includes(code) && !handled.includes(code)) problems.push(`${name}: ${code} is not handled`)
    }
    for (const [lang, texts] of Object.entries(options.texts)) {
      for (const code of handled) if (!texts[name]?.[code]?.trim()) problems.push(`${name}: ${code} has no ${lang} text`)
    }
  }
  return problems
}
