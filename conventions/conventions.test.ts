import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  apiLayers,
  apiToolingOutsideSrc,
  browserStorageOnlyThroughDrafts,
  sharedSubpathsUseTheSingleton,
  fileNames,
  textLimitsFromTheServer,
  subAreasApart,
  SUB_AREAS,
  FILE_LINES_FAIL,
  fileSizes,
  WAITING_FOR_SPLIT,
  FORMS_REGISTRY,
  formsOutsideTheRegistry,
  generatedFilesMarked,
  importCycles,
  noCrossAppImports,
  noFocusedTests,
  oneToday,
  e2eWritesThroughTheClient,
  RULES,
  undefinedCustomProperties,
  serverUsesStatelessShared,
  unenforcedBodyValidators
} from './rules'
import { parseDeployment, parsePrefixes, RESERVED_PREFIXES } from '../shared/src/deployment'

const ROOT = path.resolve(__dirname, '..')
const SKIP = new Set(['node_modules', 'dist', 'test-reports', 'bench-results', '.git', '.data', 'coverage'])
/** What runs write, not what anyone wrote: Playwright's results and HTML reports of both passes (test-results, -postgres, -report). */
const skipped = (name: string) => SKIP.has(name) || name.startsWith('test-results')

function sourceFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(tsx?|css)$/.test(entry.name) ? [path.relative(ROOT, full).split(path.sep).join('/')] : []
  })
}

describe('the rules catch what they should', () => {
  it('noCrossAppImports refuses imports of another app, by package or by path', () => {
    expect(noCrossAppImports('mf-map/src/area.tsx', "import { x } from '@pesa/mf-calendar'")).toHaveLength(1)
    expect(noCrossAppImports('mf-map/src/area.tsx', "import { x } from '../../mf-calendar/src/x'")).toHaveLength(1)
    expect(noCrossAppImports('shell/src/App.tsx', "const m = import('../../mf-income/src/area')")).toHaveLength(1)
    expect(noCrossAppImports('mf-map/src/area.tsx', "import { Button } from '@pesa/shared'\nimport { x } from './x'")).toEqual([])
  })

  it('subAreasApart keeps the sub-areas of a remote in their own folders', () => {
    expect(SUB_AREAS['mf-calendar']).toEqual(['calendar', 'children', 'child-documents'])
    expect(subAreasApart('mf-calendar/src/child-documents/QuestionField.tsx', "import { x } from '../children/forms/fields'")).toHaveLength(1)
    expect(subAreasApart('mf-calendar/src/children/pages.tsx', "import { useCalendarTexts } from '../i18n'")).toHaveLength(1)
    expect(subAreasApart('mf-calendar/src/common/x.ts', "import { x } from '../calendar/queries'")).toHaveLength(1)
    expect(subAreasApart('mf-calendar/src/children/child-page/ChildPage.tsx', "import { x } from '../i18n'\nimport { y } from '../../common/y'")).toEqual([])
    expect(subAreasApart('mf-calendar/src/area.tsx', "import { x } from './children/pages'")).toEqual([])
    expect(subAreasApart('mf-map/src/components/Map.tsx', "import { x } from '../../src/x'")).toEqual([])
  })

  it('apiLayers keeps areas apart and platform below them', () => {
    expect(apiLayers('api/src/personal/service.ts', "import { usernameOf } from '../auth/repository'")).toHaveLength(1)
    expect(apiLayers('api/src/platform/types.ts', "import type { X } from '../shell/schemas'")).toHaveLength(1)
    expect(apiLayers('api/src/family/repository.ts', "import { x } from '../children/service'")).toHaveLength(1)
    expect(
      apiLayers('api/src/personal/service.ts', "import { x } from '../platform/db'\nimport { y } from '../family/repository'\nimport { z } from './repository'")
    ).toEqual([])
    expect(apiLayers('api/src/personal/personal.test.ts', "import { DEMO_SSN } from '../seed/demo-people'")).toEqual([])
    expect(apiLayers('api/src/personal/service.ts', "import { DEMO_SSN } from '../seed/demo-people'")).toHaveLength(1)
    expect(apiLayers('api/src/seed/index.ts', "import { seedMap } from '../map/seed'")).toEqual([])
    expect(apiLayers('api/src/app.ts', "import { personalRoutes } from './personal/routes'")).toEqual([])
  })

  it('apiToolingOutsideSrc keeps test support and tooling out of api/src and out of the server', () => {
    expect(apiToolingOutsideSrc('api/src/test-support/app.ts', "import { buildApp } from '../app'")).toHaveLength(1)
    expect(apiToolingOutsideSrc('api/src/personal/codegen/client.ts', '')).toHaveLength(1)
    expect(apiToolingOutsideSrc('api/src/personal/service.ts', "import { startClamd } from '../../test/support/clamd'")).toHaveLength(1)
    expect(apiToolingOutsideSrc('api/src/app.ts', "import { loadRoutes } from '../scripts/codegen/load-routes'")).toHaveLength(1)
    expect(apiToolingOutsideSrc('api/src/personal/personal.test.ts', "import { createTestApp } from '../../test/support/app'")).toEqual([])
    expect(apiToolingOutsideSrc('api/src/personal/service.ts', "import { x } from '../platform/db'")).toEqual([])
    expect(apiToolingOutsideSrc('api/test/support/app.ts', "import { buildApp } from '../../src/app'")).toEqual([])
  })

  it('oneToday keeps one today per side', () => {
    expect(oneToday('mf-calendar/src/calendar/queries.ts', 'export const todayInHelsinki = () => helsinkiDate(new Date())')).toHaveLength(1)
    expect(oneToday('mf-income/src/x.tsx', 'const t = () => helsinkiDate(new Date(testHooks()?.mockedTime ?? Date.now()))')).toHaveLength(1)
    expect(oneToday('api/src/calendar/service.ts', "import { addDays, today } from '@pesa/shared/dates'")).toHaveLength(1)
    expect(oneToday('mf-calendar/src/x.tsx', "import { today } from '@pesa/shared/dates'\nconst day = today()")).toEqual([])
    expect(oneToday('mf-calendar/src/x.tsx', 'formatFinnishDate(helsinkiDate(new Date(document.publishedAt)))')).toEqual([])
    expect(oneToday('api/src/calendar/service.ts', 'const today = helsinkiDate(now)')).toEqual([])
    expect(oneToday('e2e/calendar/view.spec.ts', 'const today = helsinkiDate(new Date())')).toHaveLength(1)
    expect(oneToday('api/src/calendar/calendar.test.ts', 'const today = helsinkiDate(new Date())')).toHaveLength(1)
    expect(oneToday('e2e/calendar/view.spec.ts', 'const today = storyToday()')).toEqual([])
    expect(oneToday('e2e/shell/login.spec.ts', 'validTo: new Date(Date.now() + 86_400_000).toISOString()')).toHaveLength(1)
    expect(oneToday('e2e/shell/login.spec.ts', 'validTo: new Date(storyNow().getTime() + 86_400_000).toISOString()')).toEqual([])
    expect(oneToday('api/src/calendar/calendar.test.ts', 'const today = helsinkiDate(testClock.now())')).toEqual([])
  })

  it('e2eWritesThroughTheClient wants a typed call or a reason for a raw write', () => {
    expect(e2eWritesThroughTheClient('e2e/x/x.spec.ts', "await page.request.post('/api/citizen/reservations', { data })")).toHaveLength(1)
    expect(e2eWritesThroughTheClient('e2e/x/x.page.ts', 'const r = await mikko.put(\n  `/api/citizen/child-documents/${id}`, { data })')).toHaveLength(1)
    expect(e2eWritesThroughTheClient('e2e/x/x.spec.ts', "// unrelated\n\nawait page.request.delete('/api/citizen/x')")).toHaveLength(1)
    expect(e2eWritesThroughTheClient('e2e/x/x.spec.ts', "// raw: the refusal (404) is asserted\nawait page.request.post('/api/citizen/x', { data })")).toEqual(
      []
    )
    expect(e2eWritesThroughTheClient('e2e/x/x.spec.ts', "await page.request.post('/api/citizen/x') // raw: no body")).toEqual([])
    expect(e2eWritesThroughTheClient('e2e/x/x.spec.ts', "await callApi<typeof f>(page.request, 'post', '/citizen/x', body)")).toEqual([])
    expect(e2eWritesThroughTheClient('e2e/x/x.spec.ts', "await page.request.get('/api/citizen/x')")).toEqual([])
    expect(e2eWritesThroughTheClient('api/src/x.test.ts', "await request.post('/api/citizen/x')")).toEqual([])
  })

  it('browserStorageOnlyThroughDrafts keeps personal input in the drafts that logout clears', () => {
    expect(browserStorageOnlyThroughDrafts('mf-applications/src/editor/x.ts', "window.sessionStorage.setItem('k', v)")).toHaveLength(1)
    expect(browserStorageOnlyThroughDrafts('shell/src/x.ts', 'const db = indexedDB.open("x")')).toHaveLength(1)
    expect(browserStorageOnlyThroughDrafts('mf-income/src/x.ts', ' * kept in sessionStorage as a tab draft')).toEqual([])
    expect(browserStorageOnlyThroughDrafts('shared/src/forms/tab-drafts.ts', 'window.sessionStorage.getItem(key)')).toEqual([])
    expect(browserStorageOnlyThroughDrafts('mf-income/src/x.test.ts', 'window.sessionStorage.clear()')).toEqual([])
  })

  it('importCycles finds a cycle of relative imports and nothing in a tree', () => {
    const files = [
      { file: 'api/src/seed/index.ts', text: "import { seedMap } from '../map/seed'" },
      { file: 'api/src/map/seed.ts', text: "import type { SeedContext } from '../seed'" },
      { file: 'api/src/map/routes.ts', text: "import { x } from './seed'" }
    ]
    expect(importCycles(files)).toEqual([['api/src/seed/index.ts', 'api/src/map/seed.ts']])
    expect(importCycles(files.slice(1))).toEqual([])
  })

  it('sharedSubpathsUseTheSingleton keeps a second store out of the subpath bundles', () => {
    expect(sharedSubpathsUseTheSingleton('shared/src/kit/date-input/DateInput.tsx', "import { useCommonTexts } from '../../i18n/common'")).toHaveLength(1)
    expect(sharedSubpathsUseTheSingleton('shared/src/kit/date-input/DateInput.tsx', "import { useCommonTexts } from '@pesa/shared'")).toEqual([])
    expect(sharedSubpathsUseTheSingleton('shared/src/forms/use-submit.ts', "import { parseFinnishDate } from '../validators/dates'")).toEqual([])
    expect(sharedSubpathsUseTheSingleton('shared/src/ui/Modal.tsx', "import { trapTab } from './focus'")).toEqual([])
  })

  it('serverUsesStatelessShared refuses the React runtime of the shared package in the API', () => {
    expect(serverUsesStatelessShared('api/src/x.ts', "import { authStore } from '@pesa/shared'")).toHaveLength(1)
    expect(serverUsesStatelessShared('api/src/x.ts', "import { ssn } from '@pesa/shared/validators'")).toEqual([])
  })

  it('noFocusedTests finds test.only, it.only and describe.only', () => {
    for (const fn of ['test', 'it', 'describe']) {
      expect(noFocusedTests('e2e/x/x.spec.ts', `${fn}.only('x', () => {})`)).toHaveLength(1)
    }
    expect(noFocusedTests('e2e/x/x.spec.ts', "test('only the best', () => {})")).toEqual([])
  })

  it('textLimitsFromTheServer refuses a form limit of its own and takes the generated one', () => {
    expect(textLimitsFromTheServer('mf-x/src/Form.tsx', '<TextArea maxLength={2000} />')).toHaveLength(1)
    expect(textLimitsFromTheServer('mf-x/src/Form.tsx', '<input maxLength={10_000} />')).toHaveLength(1)
    expect(textLimitsFromTheServer('mf-x/src/Form.tsx', '<TextArea maxLength={TEXT_LIMITS.NewMessage.content} />')).toEqual([])
    expect(textLimitsFromTheServer('mf-x/src/Form.test.tsx', '<input maxLength={3} />')).toEqual([])
  })

  it('fileNames wants PascalCase components and kebab-case modules', () => {
    expect(fileNames('shell/src/layout/Layout.tsx', '')).toEqual([])
    expect(fileNames('shell/src/auth/redirects.test.ts', '')).toEqual([])
    expect(fileNames('shell/src/layout/Layout.module.css', '')).toEqual([])
    expect(fileNames('shell/src/auth/loginUrls.ts', '')).toHaveLength(1)
    expect(fileNames('shell/src/auth/Login_Page.tsx', '')).toHaveLength(1)
  })

  it('unenforcedBodyValidators wants the API module whose route takes a body to call its shared validator', () => {
    const validator = {
      file: 'shared/src/validators/bodies/messages.ts',
      text: 'export function validateNewMessage(body: NewMessage): FieldErrors {\n  return {}\n}'
    }
    const schemas = { file: 'api/src/messages/schemas.ts', text: "export const NewMessage = Type.Object({}, { title: 'NewMessage' })" }
    const routes = { file: 'api/src/messages/routes.ts', text: "app.post('', { schema: { body: NewMessage } }, handler)" }
    const service = {
      file: 'api/src/messages/service.ts',
      text: "import { validateNewMessage } from '@pesa/shared/validators'\nexport function send(body) {\n  refuseInvalid(validateNewMessage(body))\n}"
    }
    const forgetful = { file: service.file, text: 'export function send(body) {}' }
    expect(unenforcedBodyValidators([validator, schemas, routes, service])).toEqual([])
    expect(unenforcedBodyValidators([validator, schemas, routes, forgetful])).toEqual([
      'shared/src/validators/bodies/messages.ts: validateNewMessage is the rule of a request api/src/messages/ takes, but nothing in api/src/messages/ calls it'
    ])
    expect(unenforcedBodyValidators([validator, schemas, { ...routes, text: "app.post('', { schema: {} }, handler)" }, service])).toHaveLength(1)
    expect(unenforcedBodyValidators([validator, routes, service])).toHaveLength(1)
    expect(
      unenforcedBodyValidators([validator, schemas, routes, service, { file: 'api/src/messages/messages.test.ts', text: 'validateNewMessage(x)' }])
    ).toEqual([])
  })

  it('unenforcedBodyValidators holds a query string to the same rule', () => {
    const validator = {
      file: 'shared/src/validators/bodies/map.ts',
      text: 'export function validateAddressQuery(query: AddressQuery): FieldErrors {\n  return {}\n}'
    }
    const schemas = { file: 'api/src/map/schemas.ts', text: "export const AddressQuery = Type.Object({}, { title: 'AddressQuery' })" }
    const routes = { file: 'api/src/map/routes.ts', text: "app.get('', { schema: { querystring: AddressQuery } }, handler)" }
    const service = {
      file: 'api/src/map/service.ts',
      text: "import { validateAddressQuery } from '@pesa/shared/validators'\nexport function search(query) {\n  refuseInvalid(validateAddressQuery(query))\n}"
    }
    expect(unenforcedBodyValidators([validator, schemas, routes, service])).toEqual([])
    expect(unenforcedBodyValidators([validator, schemas, routes, { file: service.file, text: 'export function search(query) {}' }])).toHaveLength(1)
  })

  it('undefinedCustomProperties finds a property a stylesheet reads and nothing defines, fallback or not', () => {
    const tokens = { file: 'shared/src/ui/tokens.css', text: ':root {\n  --pesa-color-brand: #0050bb;\n}' }
    const inline = { file: 'mf-x/src/Bar.tsx', text: "<div style={{ '--bar-width': `${width}%` }} />" }
    const reads = (text: string) => ({ file: 'mf-x/src/X.module.css', text })
    expect(undefinedCustomProperties([tokens, inline, reads('.a { color: var(--pesa-color-brand); width: var(--bar-width); }')])).toEqual([])
    expect(undefinedCustomProperties([tokens, reads('.a { background: var(--pesa-color-primary); }')])).toEqual(['mf-x/src/X.module.css: --pesa-color-primary'])
    expect(undefinedCustomProperties([tokens, reads('.a { color: var( --pesa-color-on-primary, #fff); }')])).toEqual([
      'mf-x/src/X.module.css: --pesa-color-on-primary'
    ])
  })

  it('formsOutsideTheRegistry finds a form the registry does not list, and a listed file with no form', () => {
    const form = { file: 'mf-x/src/NewForm.tsx', text: 'const s = useSubmit({ validate: () => ({}), action })' }
    const button = { file: 'mf-x/src/Button.tsx', text: 'const s = useSubmit({ action })' }
    const registry = (...listed: string[]) => ({ file: FORMS_REGISTRY, text: listed.map((file) => `{ file: '${file}' }`).join('\n') })
    expect(formsOutsideTheRegistry([form, button, registry()])).toEqual([`mf-x/src/NewForm.tsx has a form that ${FORMS_REGISTRY} does not list`])
    expect(formsOutsideTheRegistry([form, button, registry('mf-x/src/NewForm.tsx')])).toEqual([])
    expect(formsOutsideTheRegistry([form, button, registry('mf-x/src/NewForm.tsx', 'mf-x/src/Button.tsx')])).toEqual([
      `${FORMS_REGISTRY} lists mf-x/src/Button.tsx, which has no form`
    ])
  })

  it('fileSizes fails a long source file and leaves tests, generated files, seed data and texts', () => {
    const long = 'x\n'.repeat(FILE_LINES_FAIL + 1)
    expect(fileSizes([{ file: 'mf-x/src/Editor.tsx', text: long }]).over).toEqual([`mf-x/src/Editor.tsx: ${FILE_LINES_FAIL + 2} lines`])
    for (const file of [
      'mf-x/src/Editor.test.tsx',
      'shared/src/api/generated/x.ts',
      'api/src/seed/people.ts',
      'mf-x/src/i18n/fi.ts',
      'shared/src/kit/x/texts/fi.ts'
    ]) {
      expect(fileSizes([{ file, text: long }])).toEqual({ over: [], long: [] })
    }
    expect(fileSizes([{ file: 'mf-x/src/Short.tsx', text: 'x\n'.repeat(301) }])).toEqual({ over: [], long: ['mf-x/src/Short.tsx: 302 lines'] })
  })

  it('generatedFilesMarked wants the header on generated files', () => {
    expect(generatedFilesMarked('shared/src/api/generated/auth.ts', 'export function x() {}')).toHaveLength(1)
    expect(generatedFilesMarked('shared/src/api/generated/auth.ts', '// GENERATED FILE by …')).toEqual([])
  })
})

describe('the repository follows its conventions', () => {
  const files = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }))

  it('has the sources of every app', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  it('enforces every shared body validator in the API module whose route takes the body', () => {
    expect(files.some(({ file }) => file.startsWith('shared/src/validators/bodies/'))).toBe(true)
    expect(unenforcedBodyValidators(files)).toEqual([])
  })

  it('reads no custom property in a stylesheet that nothing defines', () => {
    expect(undefinedCustomProperties(files)).toEqual([])
  })

  it('lists every form of the remotes in the registry of the forms error test', () => {
    expect(formsOutsideTheRegistry(files)).toEqual([])
  })

  it('keeps every source file under the line limit, and says which are long', () => {
    const { over, long } = fileSizes(files)
    if (long.length > 0) console.warn(`Source files over 300 lines (split them when you next touch them):\n${long.join('\n')}`)
    expect(over).toEqual([])
    // A file waiting for its split leaves the list once split.
    expect(Object.keys(WAITING_FOR_SPLIT).filter((file) => !long.some((line) => line.startsWith(`${file}:`)))).toEqual([])
  })

  it('has no import cycles', () => {
    expect(importCycles(files.filter(({ file }) => /\.tsx?$/.test(file)))).toEqual([])
  })

  for (const [name, rule] of Object.entries(RULES)) {
    it(`${name}`, () => {
      expect(files.flatMap(({ file, text }) => rule(file, text))).toEqual([])
    })
  }

  it("no area can claim the shell's own pages or the folders of its static files", () => {
    const pages = [...readFileSync(path.join(ROOT, 'shell/src/App.tsx'), 'utf8').matchAll(/\bpath: '([a-z-]+)/g)].map((match) => `/${match[1]}`)
    const folders = readdirSync(path.join(ROOT, 'shell/public/static'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/${entry.name}`)
    expect(pages).toContain('/login')
    expect(RESERVED_PREFIXES).toEqual(expect.arrayContaining([...pages, ...folders]))
  })

  it('the dev deployment file mounts every remote at the prefixes its package.json declares', () => {
    const dev = parseDeployment(JSON.parse(readFileSync(path.join(ROOT, 'shell/remotes.dev.json'), 'utf8')), 'shell/remotes.dev.json')
    const remotes = readdirSync(ROOT).filter((name) => name.startsWith('mf-'))
    const declared = Object.fromEntries(
      remotes.map((app) => {
        const file = `${app}/package.json`
        return [app.slice('mf-'.length), parsePrefixes(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')).pesa?.prefixes, file)]
      })
    )
    expect(Object.fromEntries(Object.entries(dev).map(([area, { prefixes }]) => [area, prefixes]))).toEqual(declared)
  })
})
