import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findModuleBenches } from './module-benches'
import { parseOptions, PARTS } from './options'

describe('options', () => {
  it('runs every part in full mode by default, on port 9500', () => {
    const options = parseOptions([], {})
    expect([...options.parts]).toEqual([...PARTS])
    expect(options.short).toBe(false)
    expect(options.port).toBe(9500)
    expect(options.settings.largeChildren).toBeGreaterThanOrEqual(50_000)
    expect(options.settings.pageRuns).toBeGreaterThanOrEqual(5)
    expect(options.settings.connections).toEqual([10, 100])
    expect(options.resultFile).toMatch(/bench-results\/latest\.json$/)
  })

  it('has a short mode with small data and brief load, written to its own file', () => {
    const options = parseOptions(['--short', '--only=api,modules'], { PESA_BENCH_PORT: '9550' })
    expect([...options.parts]).toEqual(['api', 'modules'])
    expect(options.settings.largeChildren).toBeLessThanOrEqual(2_000)
    expect(options.settings.connections).toEqual([100])
    expect(options.port).toBe(9550)
    expect(options.resultFile).toMatch(/latest-short\.json$/)
  })

  it('records a full run of every part, a run of some parts or a short run only when asked (--record)', () => {
    expect(parseOptions([], {}).record).toBe(true)
    expect(parseOptions(['--only=pages'], {}).record).toBe(false)
    expect(parseOptions(['--short'], {}).record).toBe(false)
    expect(parseOptions(['--short', '--record'], {}).record).toBe(true)
    expect(parseOptions(['--only=pages', '--record'], {}).record).toBe(true)
  })

  it('refuses a part it does not know', () => {
    expect(() => parseOptions(['--only=api,speed'], {})).toThrow('Unknown part speed')
  })
})

describe("areas' own benchmarks", () => {
  it("are the .bench.ts files in the bench folder of each remote and of the API's", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'pesa-bench-'))
    for (const dir of ['mf-map/bench', 'mf-calendar/src', 'shell/bench', 'api/bench']) mkdirSync(path.join(root, dir), { recursive: true })
    for (const file of [
      'mf-map/bench/filter-order.bench.ts',
      'mf-map/bench/helpers.ts',
      'mf-calendar/src/x.bench.ts',
      'shell/bench/y.bench.ts',
      'api/bench/pdf.bench.ts'
    ]) {
      writeFileSync(path.join(root, file), '')
    }
    expect(findModuleBenches(root)).toEqual(['api/bench/pdf.bench.ts', 'mf-map/bench/filter-order.bench.ts'])
  })
})
