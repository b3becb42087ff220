/** @jest-environment node */
'use strict'
const path = require('node:path')
const { compatibleRange, sharedSingletons } = require('./federation.cjs')

const sharedPackage = require('../package.json')
const appDir = path.join(__dirname, '..')

describe('compatibleRange', () => {
  it('asks for the minor a build was built against or a later one of the same major, any patch', () => {
    expect(compatibleRange('1.1.3')).toBe('^1.1.0')
    expect(compatibleRange('19.3.1')).toBe('^19.3.0')
    expect(compatibleRange('0.4.2')).toBe('^0.4.0')
  })
})

describe('sharedSingletons', () => {
  afterEach(() => {
    delete process.env.PESA_SHARED_VERSION
  })

  it('makes every entry a singleton with a range, never a bare or workspace version', () => {
    for (const [name, config] of Object.entries(sharedSingletons(appDir))) {
      expect([name, config.singleton]).toEqual([name, true])
      expect(config.requiredVersion).toMatch(/^\^\d+\.\d+\.0$/)
    }
  })

  it('shares @pesa/shared at its own version, strictly: a remote needing another major or a newer minor is refused', () => {
    expect(sharedSingletons(appDir)['@pesa/shared']).toEqual({
      singleton: true,
      strictVersion: true,
      version: sharedPackage.version,
      requiredVersion: compatibleRange(sharedPackage.version)
    })
    expect(sharedPackage.version).toMatch(/^[1-9]\d*\.\d+\.\d+$/)
  })

  it('declares another @pesa/shared version when a fixture build asks for one', () => {
    process.env.PESA_SHARED_VERSION = '2.0.0'
    expect(sharedSingletons(appDir)['@pesa/shared']).toMatchObject({ version: '2.0.0', requiredVersion: '^2.0.0' })
  })
})

describe('the react-router share', () => {
  const root = path.join(__dirname, '..', '..')
  const { readdirSync, readFileSync } = require('node:fs')
  const namesIn = (source, pattern) => [...source.matchAll(pattern)].flatMap((match) => match[1].split(',').map((name) => name.trim()))
  const provided = namesIn(readFileSync(path.join(__dirname, 'react-router-exports.mjs'), 'utf8'), /export \{([^}]*)\}/g)
  const appSources = ['shell', 'shared', ...readdirSync(root).filter((folder) => folder.startsWith('mf-'))].flatMap((app) =>
    readdirSync(path.join(root, app, 'src'), { recursive: true })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('testing'))
      .map((file) => path.join(root, app, 'src', file))
  )

  it("provides every export that an app outside its tests imports, at react-router's own version", () => {
    const imported = new Set(
      appSources.flatMap((file) =>
        namesIn(readFileSync(file, 'utf8'), /import \{([^}]*)\} from 'react-router'/g)
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => `${name} (${path.relative(root, file)})`)
      )
    )
    expect(imported.size).toBeGreaterThan(20)
    expect([...imported].filter((entry) => !provided.includes(entry.split(' ')[0]))).toEqual([])
    expect(sharedSingletons(appDir)['react-router']).toMatchObject({ version: require('react-router/package.json').version })
  })
})
