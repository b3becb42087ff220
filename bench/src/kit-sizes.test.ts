import { isSharedRuntime, kitDependencies, kitFolderOf, perAppSubpaths } from './kit-sizes'

describe('UI kit attribution', () => {
  it('names the kit folder of a module, as a remote or the fixture names it', () => {
    expect(kitFolderOf('../shared/src/kit/date-input/Calendar.tsx')).toBe('date-input')
    expect(kitFolderOf('shared/src/kit/pager/index.ts')).toBe('pager')
    expect(kitFolderOf('src/kit/tabs/Tabs.tsx')).toBeUndefined()
    expect(kitFolderOf('../shared/src/ui/Modal.tsx')).toBeUndefined()
  })

  it('tells the singleton runtime from the subpaths each app bundles', () => {
    expect(isSharedRuntime('../shared/src/i18n/language.ts')).toBe(true)
    expect(isSharedRuntime('shared/src/index.ts')).toBe(true)
    expect(isSharedRuntime('../shared/src/kit/tabs/Tabs.tsx')).toBe(false)
    expect(isSharedRuntime('../shared/src/validators/dates.ts')).toBe(false)
    expect(isSharedRuntime('../shared/src/dates/index.ts')).toBe(false)
    expect(isSharedRuntime('react-dom/cjs/react-dom-client.production.js')).toBe(false)
    expect(isSharedRuntime('../shared/src/api/generated/attachments.ts')).toBe(false)
    expect(isSharedRuntime('../shared/src/api/protocol.ts')).toBe(false)
    expect(isSharedRuntime('../shared/src/api/client.ts')).toBe(true)
  })

  it('follows kit imports transitively, through cycles, including the folder itself', () => {
    const imports: Record<string, string[]> = { a: ['b'], b: ['c', 'a'], c: [], d: ['c'] }
    expect([...kitDependencies('a', (folder) => imports[folder] ?? [])].sort()).toEqual(['a', 'b', 'c'])
    expect([...kitDependencies('c', (folder) => imports[folder] ?? [])]).toEqual(['c'])
  })
})

describe('perAppSubpaths', () => {
  it('reads folders and files of the bundled subpaths from the exports, leaving out the singleton and the test helpers', () => {
    expect(
      perAppSubpaths({
        '.': './src/index.ts',
        './validators': './src/validators/index.ts',
        './protocol': './src/api/protocol.ts',
        './kit/*': './src/kit/*/index.ts',
        './api/*': './src/api/generated/*.ts',
        './testing': './src/testing/index.ts'
      })
    ).toEqual(['shared/src/validators/', 'shared/src/api/protocol.ts', 'shared/src/kit/', 'shared/src/api/generated/'])
  })
})
