import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseOptions } from './options'
import { recordResults, type RunMeta } from './results-file'

const meta: RunMeta = {
  appVersion: 'abc123',
  mode: 'full',
  startedAt: '2026-11-28T10:00:00.000Z',
  seconds: 600,
  machine: { cpus: 2, cpuModel: 'Test CPU', loadAverageAtStart: [0.5, 0.4, 0.3], loadAverageAtEnd: [1.5, 1, 0.5] }
}
const checks = [
  { part: 'api', measure: 'calendar p95 at 100 conns', value: 42.123, budget: 50, unit: 'ms' },
  { part: 'pages', measure: '/login content shown', value: 1.9, budget: 1.2, unit: 's' },
  { part: 'pages', measure: '/map list shown', value: null, budget: 1.8, unit: 's', note: 'no map' }
]
const tables = [{ title: 'API reads', headers: ['read', 'p50'], rows: [['calendar', '3 ms']] }]

describe('the recorded results', () => {
  it('rewrites the markdown with every budget and table, and adds one history line per run', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pesa-results-'))
    const files = { markdown: path.join(dir, 'RESULTS.md'), history: path.join(dir, 'history.jsonl') }
    recordResults(files, meta, checks, tables)
    recordResults(files, { ...meta, appVersion: 'def456' }, checks, tables)

    const markdown = readFileSync(files.markdown, 'utf8')
    expect(markdown).toContain('Release def456, full mode')
    expect(markdown).not.toContain('abc123')
    expect(markdown).toContain('1 of 3 budgets within, 1 missed, 1 not measured')
    expect(markdown).toMatch(/\/login content shown\s+1\.9 s\s+≤ 1\.2 s\s+MISSED/)
    expect(markdown).toContain('API reads')

    const lines = readFileSync(files.history, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { appVersion: string; figures: object })
    expect(lines.map((line) => line.appVersion)).toEqual(['abc123', 'def456'])
    expect(lines[0]!.figures).toEqual({ 'api: calendar p95 at 100 conns': 42.12, 'pages: /login content shown': 1.9, 'pages: /map list shown': null })
  })

  it('is written by full runs, and by a short run only when asked', () => {
    expect(parseOptions([], {}).record).toBe(true)
    expect(parseOptions(['--short'], {}).record).toBe(false)
    expect(parseOptions(['--short', '--record'], {}).record).toBe(true)
  })
})
