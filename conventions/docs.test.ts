import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * The docs test (issue 36): the map stays a map, every path the documents name exists, the area
 * table says what the remotes declare, and every "<file>.md, "<item>"" reference in the code
 * leads to an item of that file. A document that drifts from the code fails here, not in a
 * newcomer's hands.
 */
const ROOT = path.resolve(__dirname, '..')
const SKIP = new Set(['node_modules', 'dist', 'test-reports', 'bench-results', '.git', '.data', 'coverage', '.mf', '@mf-types'])
const ARCHITECTURE_MAX_LINES = 400

function walk(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('test-results')) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full, keep)
    return keep(entry.name) ? [path.relative(ROOT, full).split(path.sep).join('/')] : []
  })
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const documents = () => walk(ROOT, (name) => name.endsWith('.md'))

/**
 * What runs write (ignored by git), media types, and routes written without their leading
 * slash: named in the documents, never files of the repository.
 */
const RUNTIME_OR_NOT_A_PATH = /^(\.data|attachments|bench-results|test-results[\w-]*|dist|api\/dist|application|text|image|sfi|number|file-type)\//
/** Beside the repository, not in it: the spec's folder holds these. */
const OUTSIDE = new Set(['STYLE.md', 'DESIGN.md'])

/** `a/b.ts`, `shell/`, `api/migrations/0800_income.sql`: backticked texts that read as a path in the repository. */
export function namedPaths(markdown: string): string[] {
  const paths = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!)
  return paths.filter(
    (text) =>
      /^[\w@.-]+(\/[\w@.-]+)*\/?$/.test(text) &&
      text.includes('/') &&
      !/^(\.\.?\/|https?:|@|\/)/.test(text) &&
      !RUNTIME_OR_NOT_A_PATH.test(text) &&
      !/\.(fi|example|invalid)$/.test(text)
  )
}

/**
 * Where a named path may be counted from: the root, the document's folder and its parents, the
 * API's and the shared package's sources, and each remote's sources and their areas (a decisions
 * file beside the API code names the remote's files from the remote's area folder). An import
 * subpath (`api/types`) is a file without its extension.
 */
function exists(document: string, named: string): boolean {
  const remoteSources = readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .flatMap((remote) => [
      path.join(ROOT, remote),
      path.join(ROOT, remote, 'src'),
      ...readdirSync(path.join(ROOT, remote, 'src'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(ROOT, remote, 'src', entry.name))
    ])
  const bases = [
    ROOT,
    path.join(ROOT, 'api/src'),
    path.join(ROOT, 'api'),
    path.join(ROOT, 'shared/src'),
    path.join(ROOT, 'shared/src/validators'),
    ...remoteSources
  ]
  // `@pesa/shared/api/<name>` is `shared/src/api/generated/<name>.ts` (the package's exports map).
  if (/^api\/[\w-]+$/.test(named) && existsSync(path.join(ROOT, 'shared/src/api/generated', `${named.slice(4)}.ts`))) return true
  for (let dir = path.dirname(path.join(ROOT, document)); dir.startsWith(ROOT); dir = path.dirname(dir)) bases.push(dir)
  return bases.some((base) => ['', '.ts', '.tsx', '/index.ts'].some((extension) => existsSync(path.join(base, named + extension))))
}

/** `file.md, "Item"` or `file.md "Item"` in the code and the documents. */
export function itemReferences(text: string): { file: string; item: string }[] {
  return [...text.matchAll(/([\w/.-]+\.md),? ["“]([^"”]+)["”]/g)].map((match) => ({ file: match[1]!, item: match[2]!.replace(/\s*\n\s*\*?\s*/g, ' ') }))
}

/** The headings and the bold item names of a document. */
export function itemsOf(markdown: string): Set<string> {
  const items = new Set<string>()
  for (const [, heading] of markdown.matchAll(/^#{1,4} (.+)$/gm)) {
    items.add(heading!.trim())
    items.add(heading!.replace(/\s*\(.*$/, '').trim())
  }
  for (const [, bold] of markdown.matchAll(/\*\*([^*]+?)\*\*/g)) {
    items.add(bold!.trim().replace(/[.:]$/, ''))
    items.add(bold!.split(':')[0]!.trim())
  }
  return items
}

describe('the docs test catches what it should', () => {
  it('namedPaths takes paths and leaves other code texts', () => {
    expect(namedPaths('see `api/src/app.ts`, `shell/`, `npm test`, `../shared/spec/`, `.data/pglite`, `application/pdf` and `README.md`')).toEqual([
      'api/src/app.ts',
      'shell/'
    ])
  })
  it('itemReferences reads a reference broken over comment lines', () => {
    expect(itemReferences('(api/src/platform/DECISIONS.md, "Logs and\n * metrics")')).toEqual([
      { file: 'api/src/platform/DECISIONS.md', item: 'Logs and metrics' }
    ])
  })
  it('itemsOf knows headings, with and without their parenthesis, and bold items', () => {
    expect([...itemsOf('## Jobs (`api/src/platform/jobs/`)\n- **Faults** (x): y')]).toEqual(['Jobs (`api/src/platform/jobs/`)', 'Jobs', 'Faults'])
  })
  it('a missing path is missing', () => {
    expect(exists('ARCHITECTURE.md', 'api/src/no-such-area/')).toBe(false)
    expect(exists('api/src/calendar/DECISIONS.md', 'repository.ts')).toBe(true)
  })
})

describe('the documents', () => {
  it(`ARCHITECTURE.md is a map of at most ${ARCHITECTURE_MAX_LINES} lines`, () => {
    expect(read('ARCHITECTURE.md').split('\n').length).toBeLessThanOrEqual(ARCHITECTURE_MAX_LINES)
  })

  it('name only paths that exist', () => {
    const missing = documents().flatMap((document) =>
      namedPaths(read(document))
        .filter((named) => !exists(document, named))
        .map((named) => `${document}: ${named}`)
    )
    expect(missing).toEqual([])
  })

  it("the area table gives each remote's prefixes, and every remote has a row", () => {
    const rows = read('ARCHITECTURE.md')
      .split('\n')
      .filter((line) => /^\| [a-z ]+ \| `\//.test(line))
    const remotes = readdirSync(ROOT).filter((name) => name.startsWith('mf-'))
    expect(remotes.length).toBeGreaterThan(5)
    for (const remote of remotes) {
      const prefixes: string[] = JSON.parse(read(`${remote}/package.json`)).pesa.prefixes
      const tabled = rows
        .filter((row) => row.split('|')[3]!.includes(`\`${remote}/\``))
        .flatMap((row) => [...row.split('|')[2]!.matchAll(/`(\/[a-z-]+)`/g)].map((match) => match[1]!))
      expect({ remote, prefixes: [...tabled].sort() }).toEqual({ remote, prefixes: [...prefixes].sort() })
    }
  })

  it('every "<file>.md, "<item>"" reference leads to an item of that file', () => {
    // This file's own examples are not references. An applied migration never changes (its
    // checksum is kept), so its comments keep naming the document of their day.
    const sources = walk(ROOT, (name) => /\.(tsx?|mjs|cjs|md)$/.test(name)).filter((source) => source !== 'conventions/docs.test.ts')
    const broken = sources.flatMap((source) =>
      itemReferences(read(source))
        .filter(({ file }) => !file.startsWith('..') && !OUTSIDE.has(file))
        .filter(({ file, item }) => {
          const target = existsSync(path.join(ROOT, file)) ? file : path.join(path.dirname(source), file)
          return !existsSync(path.join(ROOT, target)) || !itemsOf(read(target)).has(item)
        })
        .map(({ file, item }) => `${source}: ${file} "${item}"`)
    )
    expect(broken).toEqual([])
  })
})
