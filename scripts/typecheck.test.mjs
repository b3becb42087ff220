import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { typecheckPrograms } from './typecheck.mjs'

describe('typecheckPrograms', () => {
  let root
  const pkg = (name, config) => {
    mkdirSync(path.join(root, name), { recursive: true })
    writeFileSync(path.join(root, name, 'tsconfig.json'), JSON.stringify(config))
  }
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'pesa-typecheck-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it("joins packages with the same options into one program of every package's includes", () => {
    pkg('a', { extends: '../base.json', compilerOptions: { types: ['node'] }, include: ['src', '../shared/types'] })
    pkg('b', { extends: '../base.json', compilerOptions: { types: ['node'] }, include: ['src', 'fixtures', '../shared/types'] })
    const programs = typecheckPrograms(['a', 'b'], { root, cacheDir: path.join(root, 'cache') })
    expect(programs.map((program) => program.packages)).toEqual([['a', 'b']])
    expect(JSON.parse(readFileSync(programs[0].tsconfig, 'utf8'))).toEqual({
      extends: path.join(root, 'base.json'),
      compilerOptions: { types: ['node'] },
      include: [path.join(root, 'a/src'), path.join(root, 'shared/types'), path.join(root, 'b/src'), path.join(root, 'b/fixtures')]
    })
  })

  it('checks a package with other options, or an exclude, with its own tsconfig', () => {
    pkg('a', { extends: '../base.json', compilerOptions: { types: ['node'] }, include: ['src'] })
    pkg('b', { extends: '../base.json', compilerOptions: { types: ['node'], lib: ['ES2023'] }, include: ['src'] })
    pkg('c', { extends: '../base.json', compilerOptions: { types: ['node'] }, include: ['**/*.ts'], exclude: ['node_modules'] })
    const programs = typecheckPrograms(['a', 'b', 'c'], { root, cacheDir: path.join(root, 'cache') })
    expect(programs).toEqual([
      { packages: ['a'], tsconfig: path.join(root, 'a/tsconfig.json') },
      { packages: ['b'], tsconfig: path.join(root, 'b/tsconfig.json') },
      { packages: ['c'], tsconfig: path.join(root, 'c/tsconfig.json') }
    ])
  })
})
