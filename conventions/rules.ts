import { readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * The project's small conventions as checks (STYLE.md, "Small conventions become lint rules"):
 * each rule takes a file's repository path and text and answers what it breaks.
 */
export type Rule = (file: string, text: string) => string[]

const APPS = ['shell', 'mf-map', 'mf-applications', 'mf-messages', 'mf-calendar', 'mf-income', 'mf-personal']

function importsOf(text: string): string[] {
  const statements = [...text.matchAll(/^\s*(?:import|export)\b[^'"()=]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!)
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!)
  return [...statements, ...dynamic]
}

function appOf(file: string): string | undefined {
  return APPS.find((app) => file.startsWith(`${app}/`))
}

/** Areas never import each other, the shell, or the server: what they share is in @pesa/shared. */
export const noCrossAppImports: Rule = (file, text) => {
  const app = appOf(file)
  if (!app) return []
  return importsOf(text).flatMap((specifier) => {
    if (/^@pesa\/(?!shared)/.test(specifier)) return [`${file} imports ${specifier}`]
    if (specifier.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      if (!target.startsWith(`${app}/`)) return [`${file} reaches outside ${app}/ with ${specifier}`]
    }
    return []
  })
}

/**
 * A remote that serves several route areas (its package.json `pesa.prefixes`) keeps each in a
 * folder named after its prefix (`mf-calendar/src/children/` for `/children`), with its own
 * texts namespace. A sub-area imports only its own folder and the remote's `common/`, as remotes
 * import only @pesa/shared; `common/` imports no sub-area; the remote's entry files (area.tsx,
 * bootstrap.tsx, index.ts) put the sub-areas together.
 */
export const SUB_AREAS: Record<string, string[]> = Object.fromEntries(
  APPS.filter((app) => app.startsWith('mf-')).flatMap((app) => {
    const prefixes: string[] = JSON.parse(readFileSync(path.join(__dirname, '..', app, 'package.json'), 'utf8')).pesa?.prefixes ?? []
    return prefixes.length > 1 ? [[app, prefixes.map((prefix) => prefix.replace(/^\//, ''))]] : []
  })
)

/** Which sub-area folder (or `common`, or the remote's root) a path of a remote with sub-areas lies in. */
function roomOf(app: string, file: string): string {
  const [, folder, rest] = /^[^/]+\/src\/([^/]+)(\/.*)?$/.exec(file) ?? []
  if (!folder || rest === undefined) return 'root'
  return folder === 'common' || SUB_AREAS[app]!.includes(folder) ? folder : 'root'
}

export const subAreasApart: Rule = (file, text) => {
  const app = appOf(file)
  if (!app || !SUB_AREAS[app] || !file.startsWith(`${app}/src/`)) return []
  const room = roomOf(app, file)
  if (room === 'root') return []
  return importsOf(text).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return []
    const target = roomOf(app, path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
    if (target === room || target === 'common') return []
    return [
      `${file} (${room}) reaches ${target === 'root' ? "the remote's root" : `the sub-area ${target}`} with ${specifier}; share through ${app}/src/common/`
    ]
  })
}

/** The server uses only the stateless parts of the shared package, never its React runtime. */
export const serverUsesStatelessShared: Rule = (file, text) => {
  if (!file.startsWith('api/')) return []
  return importsOf(text)
    .filter((specifier) => specifier === '@pesa/shared' || /^@pesa\/shared\/(api|testing|standalone)/.test(specifier))
    .map((specifier) => `${file} imports ${specifier}`)
}

/** A focused test silently skips the rest of the suite. */
export const noFocusedTests: Rule = (file, text) =>
  /\.(test|spec)\.tsx?$/.test(file) && /\b(test|it|describe)\.only\(/.test(text) ? [`${file} has a focused test (.only)`] : []

/** Components are PascalCase .tsx files; every other module is kebab-case. */
export const fileNames: Rule = (file) => {
  if (!/\/src\//.test(file) || !/\.(tsx?|css)$/.test(file)) return []
  const base = path.posix
    .basename(file)
    .replace(/\.(test|module)(?=\.)/, '')
    .replace(/\.(tsx?|css)$/, '')
  const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(base)
  const pascal = /^[A-Z][A-Za-z0-9]*$/.test(base)
  if (file.endsWith('.tsx') || file.endsWith('.module.css')) return kebab || pascal ? [] : [`${file}: name it PascalCase or kebab-case`]
  return kebab ? [] : [`${file}: name it kebab-case`]
}

/*
 * The server's layers (api/README.md). `platform/` is the infrastructure every module stands on;
 * the core modules hold the facts several areas read (people and guardianships, the family's
 * children and features); an area owns its routes, rules and tables. Composition roots wire areas
 * together or fill them with data and may import anything.
 */
export const API_CORE_MODULES = ['population-register', 'family', 'units', 'placements', 'application-core', 'process-metadata']
const API_COMPOSITION = ['seed', 'dev-api']

/** The top-level module of a path under api/src/, or '' for the files at its root (app.ts, server.ts). */
function apiModuleOf(file: string): string | undefined {
  if (!file.startsWith('api/src/')) return undefined
  const rest = file.slice('api/src/'.length)
  return rest.includes('/') ? rest.split('/')[0]! : ''
}

function allowedApiModules(module: string, isTest: boolean): ((target: string) => boolean) | undefined {
  if (module === '' || API_COMPOSITION.includes(module)) return undefined
  const fixtures = (target: string) => isTest && (target === 'seed' || target === '')
  if (module === 'platform') return (target) => target === 'platform' || fixtures(target)
  if (API_CORE_MODULES.includes(module)) return (target) => target === 'platform' || API_CORE_MODULES.includes(target) || fixtures(target)
  return (target) => target === module || target === 'platform' || API_CORE_MODULES.includes(target) || fixtures(target)
}

/** An area module never imports another area; platform imports no area; core imports only platform and core. */
export const apiLayers: Rule = (file, text) => {
  const module = apiModuleOf(file)
  if (module === undefined) return []
  const allowed = allowedApiModules(module, /\.test\.ts$/.test(file))
  if (!allowed) return []
  return importsOf(text).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return []
    const target = apiModuleOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
    if (target === undefined || allowed(target)) return []
    return [`${file} (${module || 'api root'}) imports ${specifier} (${target || 'api root'})`]
  })
}

/** Folders of what is not the server: the tests' support and suites, codegen, the bench's generators (api/README.md). */
const API_TOOLING_DIRS = ['api/test/', 'api/scripts/', 'api/bench/']
const API_TOOLING_NAMES = new Set(['test', 'tests', 'test-support', 'testing', 'reliability', 'codegen', 'bench', 'tools', 'scripts'])

/**
 * api/src/ is the server the bundle is built from: no test-support or tooling folder lives there,
 * and none of its runtime files imports from the folders where they live (a test may).
 */
export const apiToolingOutsideSrc: Rule = (file, text) => {
  if (!file.startsWith('api/src/')) return []
  const folders = file.slice('api/src/'.length).split('/').slice(0, -1)
  const misplaced = folders.filter((folder) => API_TOOLING_NAMES.has(folder)).map((folder) => `${file} is in a tooling folder (${folder}/) inside api/src/`)
  if (/\.test\.ts$/.test(file)) return misplaced
  return [
    ...misplaced,
    ...importsOf(text).flatMap((specifier) => {
      if (!specifier.startsWith('.')) return []
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      return API_TOOLING_DIRS.some((dir) => target.startsWith(dir)) ? [`${file} (server code) imports ${specifier} from outside api/src/`] : []
    })
  ]
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/** Cycles among the relative imports of the given files: each cycle as its files in import order. */
export function importCycles(files: { file: string; text: string }[]): string[][] {
  const known = new Set(files.map(({ file }) => file))
  const resolve = (from: string, specifier: string) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
    return [base, ...SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`)].find((candidate) => known.has(candidate))
  }
  const edges = new Map(
    files.map(({ file, text }) => [
      file,
      importsOf(text)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(file, specifier))
        .filter((target): target is string => target !== undefined)
    ])
  )
  const cycles: string[][] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'visiting')
    stack.push(file)
    for (const target of edges.get(file) ?? []) {
      if (state.get(target) === 'visiting') cycles.push(stack.slice(stack.indexOf(target)))
      else if (!state.has(target)) visit(target)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of known) if (!state.has(file)) visit(file)
  return cycles
}

/*
 * @pesa/shared is one federation singleton (its index: the stores, the API client, the basic UI)
 * plus subpaths every app bundles for itself, tree-shaken (validators, dates, the deployment file,
 * forms, the UI kit, the generated API client). A subpath that reached a runtime module by a
 * relative path would bundle a second auth store or language store into the remote; it goes
 * through '@pesa/shared'.
 */
const SHARED_SUBPATHS = [
  'shared/src/validators/',
  'shared/src/dates/',
  'shared/src/deployment/',
  'shared/src/forms/',
  'shared/src/kit/',
  'shared/src/api/generated/'
]

export const sharedSubpathsUseTheSingleton: Rule = (file, text) => {
  const subpath = SHARED_SUBPATHS.find((folder) => file.startsWith(folder))
  if (!subpath) return []
  return importsOf(text).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return []
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    return SHARED_SUBPATHS.some((folder) => `${target}/`.startsWith(folder))
      ? []
      : [`${file} reaches the shared runtime by a relative path (${specifier}); import it from '@pesa/shared'`]
  })
}

const GENERATED_HEADER = '// GENERATED FILE'

/** Generated client files keep their header: they are rewritten by `pnpm generate`, never by hand. */
export const generatedFilesMarked: Rule = (file, text) =>
  file.startsWith('shared/src/api/generated/') && !text.startsWith(GENERATED_HEADER) ? [`${file} lost its generated-file header`] : []

/*
 * Validation once (shared/src/forms/DECISIONS.md, "Forms, errors and validation"): the rules of a request body
 * that need no database are one function in shared/src/validators/bodies/, named after the body
 * schema's title (`validatePersonalDataUpdate` for the schema titled 'PersonalDataUpdate'). The
 * form calls it for guidance; the API module whose route takes that body must call it too, or
 * the server would not enforce what the form promises. A query string's rules follow the same
 * pattern (`validateAutocompleteQuery` for the route's `querystring: AutocompleteQuery`).
 */
const BODY_VALIDATORS = 'shared/src/validators/bodies/'

export function unenforcedBodyValidators(files: { file: string; text: string }[]): string[] {
  const source = files.filter(({ file }) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  const validators = source
    .filter(({ file }) => file.startsWith(BODY_VALIDATORS))
    .flatMap(({ file, text }) => [...text.matchAll(/^export function validate([A-Z]\w*)\(/gm)].map((match) => ({ file, title: match[1]! })))
  return validators.flatMap(({ file, title }) => {
    const name = `validate${title}`
    const schema = source.find(({ file: candidate, text }) => candidate.startsWith('api/src/') && text.includes(`title: '${title}'`))
    if (!schema) return [`${file}: ${name} has no schema titled '${title}' in api/src`]
    const folder = `${path.posix.dirname(schema.file)}/`
    const inModule = source.filter(({ file: candidate }) => candidate.startsWith(folder) && !candidate.slice(folder.length).includes('/'))
    if (!inModule.some(({ text }) => new RegExp(`\\b(?:body|querystring): ${title}\\b`).test(text)))
      return [`${file}: no route in ${folder} takes ${title} as its body or query string`]
    const enforced = inModule.some(({ text }) => new RegExp(`\\b${name}\\(`).test(text) && importsOf(text).includes('@pesa/shared/validators'))
    return enforced ? [] : [`${file}: ${name} is the rule of a request ${folder} takes, but nothing in ${folder} calls it`]
  })
}

/**
 * What a browser keeps of a person outlives the page: a shared computer's next user could read it.
 * Personal input is kept only as a tab draft (`shared/src/forms/tab-drafts.ts`), which logout and
 * another person's login clear, or as a write waiting for the network in the outbox
 * (`shared/src/outbox/outbox.ts`), which logout, another person's login and an ended session clear;
 * the other two stores hold a language and a yes/no choice.
 */
const BROWSER_STORAGE_OWNERS = [
  'shared/src/forms/tab-drafts.ts',
  'shared/src/outbox/outbox.ts',
  'shared/src/i18n/language.ts',
  'shell/src/pages/use-stored-flag.ts'
]

export const browserStorageOnlyThroughDrafts: Rule = (file, text) => {
  if (!/^(shell|shared|mf-[a-z]+)\/src\//.test(file) || /\.test\.tsx?$/.test(file) || BROWSER_STORAGE_OWNERS.includes(file)) return []
  return /\b(sessionStorage|localStorage|indexedDB)\b/.test(text.replace(/^\s*(\/\/|\*).*$/gm, ''))
    ? [`${file} uses browser storage directly; keep a person's input with the tab drafts of '@pesa/shared/forms'`]
    : []
}

/**
 * Every custom property a stylesheet reads (`var(--name)`, with or without a fallback) is
 * defined somewhere: in a stylesheet (`--name: …`) or as an inline style a component sets
 * (`'--name': …`). An undefined one falls back silently (white text on a white card).
 */
export function undefinedCustomProperties(files: { file: string; text: string }[]): string[] {
  const defined = new Set<string>()
  for (const { file, text } of files) {
    if (file.endsWith('.css')) for (const match of text.matchAll(/(--[\w-]+)\s*:/g)) defined.add(match[1]!)
    else if (/\.tsx?$/.test(file)) for (const match of text.matchAll(/['"`](--[\w-]+)['"`]\s*[:,]/g)) defined.add(match[1]!)
  }
  return files
    .filter(({ file }) => file.endsWith('.css'))
    .flatMap(({ file, text }) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].filter((match) => !defined.has(match[1]!)).map((match) => `${file}: ${match[1]}`))
}

/**
 * Every form of the remotes (a component whose `useSubmit` has field rules) is in the registry
 * of `e2e/forms/registry.ts`, which drives each through the same three error cases (missing,
 * malformed, fixed) or says why it does not yet. A new form cannot opt out by being forgotten.
 */
export const FORMS_REGISTRY = 'e2e/forms/registry.ts'

export function formsOutsideTheRegistry(files: { file: string; text: string }[]): string[] {
  const registry = files.find(({ file }) => file === FORMS_REGISTRY)?.text ?? ''
  const listed = new Set([...registry.matchAll(/file: '([^']+)'/g)].map((match) => match[1]!))
  const forms = files.filter(
    // A .ts too: a form's state and submit can live in its hook (the income editor's do).
    ({ file, text }) => /^mf-[a-z]+\/src\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && /useSubmit\b[^]*?\bvalidate\b/.test(text)
  )
  const missing = forms.filter(({ file }) => !listed.has(file)).map(({ file }) => `${file} has a form that ${FORMS_REGISTRY} does not list`)
  const stale = [...listed].filter((file) => !forms.some((form) => form.file === file)).map((file) => `${FORMS_REGISTRY} lists ${file}, which has no form`)
  return [...missing, ...stale]
}

/**
 * One "today" per side, and one for the tests. The front end's is `today()` of `@pesa/shared/dates`, which follows the
 * e2e suite's clock like the API client does; a page that computes its own from the device's
 * clock disagrees with the server in a test (a child page did). The server's is
 * `helsinkiDate(request.now())`, so it never calls the browser's.
 */
export const oneToday: Rule = (file, text) => {
  const code = text.replace(/^\s*(\/\/|\*).*$/gm, '')
  const fromTheRealClock = /helsinkiDate\(\s*new Date\(\s*(\)|Date\.now\(\))/.test(code)
  // The tests' today is the run's (`@pesa/shared/dates/story-clock`): after January 2027 the real
  // one is past the demo story's school year, and the seed and servers are not on it.
  if (/^e2e\//.test(file) && file !== 'e2e/support/environment.ts') {
    if (fromTheRealClock) return [`${file} counts today from the real clock; the suite's is storyToday() of e2e/support/environment.ts`]
    // The suite has no use for the real now: what it hands the server (a notice's end, a mocked time) is on the run's clock.
    return /\bDate\.now\(\)|new Date\(\s*\)/.test(code) ? [`${file} reads the real clock; the suite's now is storyNow() of e2e/support/environment.ts`] : []
  }
  if (/^api\/src\/.*\.test\.ts$/.test(file)) {
    return fromTheRealClock ? [`${file} counts today from the real clock; the tests' is helsinkiDate(testClock.now()), api/test/support/clock.ts`] : []
  }
  if (/\.test\.tsx?$/.test(file) || file === 'shared/src/dates/index.ts') return []
  if (/^api\/src\//.test(file)) {
    return /import\s*\{[^}]*\btoday\b[^}]*\}\s*from\s*'@pesa\/shared\/dates'/.test(code)
      ? [`${file} takes the browser's today(); the server's today is helsinkiDate(request.now())`]
      : []
  }
  if (!/^(shell|shared|mf-[a-z]+)\/src\//.test(file)) return []
  return /helsinkiDate\(\s*new Date\(\s*(\)|Date\.now\(\)|testHooks)/.test(code) ? [`${file} computes today itself; use today() of '@pesa/shared/dates'`] : []
}

/**
 * Rooms of a livable size (issue 36 §4): a source file over 300 lines is reported, over 500 fails.
 * Tests, generated files, seed data and texts are long by nature and are left out by name. A
 * file still waiting for its split is listed with the reason, so the list can only shrink.
 */
export const FILE_LINES_WARN = 300
export const FILE_LINES_FAIL = 500
const LONG_BY_NATURE = [/\.(test|spec)\.tsx?$/, /^shared\/src\/api\/generated\//, /^api\/src\/seed\//, /\/i18n\/(fi|sv|en)\.ts$/, /\/texts\//]
export const WAITING_FOR_SPLIT: Record<string, string> = {}

export function fileSizes(files: { file: string; text: string }[]): { over: string[]; long: string[] } {
  const measured = files
    .filter(({ file }) => /\.(tsx?|mjs|cjs)$/.test(file) && !LONG_BY_NATURE.some((pattern) => pattern.test(file)))
    .map(({ file, text }) => ({ file, lines: text.split('\n').length }))
  return {
    over: measured.filter(({ file, lines }) => lines > FILE_LINES_FAIL && !(file in WAITING_FOR_SPLIT)).map(({ file, lines }) => `${file}: ${lines} lines`),
    long: measured.filter(({ lines }) => lines > FILE_LINES_WARN).map(({ file, lines }) => `${file}: ${lines} lines`)
  }
}

/*
 * A text field's limit is the server's (the generated TEXT_LIMITS of @pesa/shared/api/limits) or a
 * named fact (SSN_LENGTH), never a number of the form's own: a form that allowed more than the
 * server took let a guardian type past the limit and lose it to a refusal; one that allowed less
 * cut a valid answer.
 */
export const textLimitsFromTheServer: Rule = (file, text) =>
  /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file) && /\/src\//.test(file)
    ? [...text.matchAll(/maxLength=\{\s*[\d_]+\s*\}/g)].map((match) => `${file}: ${match[0]} is a limit of its own; take the server's from TEXT_LIMITS`)
    : []

/*
 * An e2e write to the API goes through `callApi` of e2e/support/api.ts, typed by the generated
 * client, so a body field the route does not take fails type-check (issue 36 §3). A raw one (a
 * refusal the test asserts, a header or status the test reads) says why on the line of the call
 * or the line before, in a `// raw: …` comment; its body can still be typed (`satisfies BodyOf`).
 */
export const e2eWritesThroughTheClient: Rule = (file, text) => {
  if (!/^e2e\/.*\.ts$/.test(file)) return []
  const lines = text.split('\n')
  return [...text.matchAll(/\.(post|put|patch|delete)\(\s*[`'"][^`'"]*\/api\//g)].flatMap((match) => {
    const line = text.slice(0, match.index).split('\n').length - 1
    const marked = [lines[line], lines[line - 1]].some((candidate) => /\/\/\s*raw:/.test(candidate ?? ''))
    return marked ? [] : [`${file}:${line + 1}: a raw ${match[1]} of the API; use callApi (e2e/support/api.ts) or say why with // raw: …`]
  })
}

export const RULES = {
  e2eWritesThroughTheClient,
  browserStorageOnlyThroughDrafts,
  subAreasApart,
  textLimitsFromTheServer,
  oneToday,
  noCrossAppImports,
  apiLayers,
  apiToolingOutsideSrc,
  sharedSubpathsUseTheSingleton,
  serverUsesStatelessShared,
  noFocusedTests,
  fileNames,
  generatedFilesMarked
}
