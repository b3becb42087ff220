/** @jest-environment node */
'use strict'
const { mkdtempSync, writeFileSync } = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { isMarkedSlow, slowFirst } = require('./jest-slow-first-sequencer.cjs')

describe('the slow-first test order', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pesa-sequencer-'))
  const file = (name, text) => {
    const at = path.join(dir, name)
    writeFileSync(at, text)
    return at
  }

  it('reads the mark from a line of its own near the top, not from a mention elsewhere', () => {
    expect(isMarkedSlow(file('marked.test.ts', "import x from 'y'\n// jest: slow — three minutes on PGlite\nit('runs', () => {})\n"))).toBe(true)
    expect(isMarkedSlow(file('quoted.test.ts', "const note = '// jest: slow'\nit('runs', () => {})\n"))).toBe(false)
    expect(isMarkedSlow(file('late.test.ts', `${'\n'.repeat(3000)}// jest: slow\n`))).toBe(false)
    expect(isMarkedSlow(path.join(dir, 'missing.test.ts'))).toBe(false)
  })

  it('starts the marked files first and keeps jest’s order within each group', () => {
    const tests = ['big', 'slow-a', 'middle', 'slow-b', 'small'].map((name) => ({ path: name }))
    const order = slowFirst(tests, (test) => test.path.startsWith('slow')).map((test) => test.path)
    expect(order).toEqual(['slow-a', 'slow-b', 'big', 'middle', 'small'])
  })

  it('leaves jest’s order as it is when nothing is marked', () => {
    const tests = ['b', 'a', 'c'].map((name) => ({ path: name }))
    expect(slowFirst(tests, () => false)).toEqual(tests)
  })
})
