import { ENDPOINTS } from './endpoints'
import { parseReadCpuArgs, selected } from './read-cpu'

describe('read CPU harness', () => {
  it('reads its options, with the ports from PESA_BENCH_PORT', () => {
    expect(parseReadCpuArgs([], {})).toEqual({ reads: 300, rounds: 1, only: [], bundles: ['api/dist/server.cjs'], port: 9500 })
    expect(
      parseReadCpuArgs(['--reads=50', '--rounds=3', '--only=calendar,inbox', '--bundles=api/dist/a.cjs,api/dist/b.cjs'], { PESA_BENCH_PORT: '10100' })
    ).toEqual({
      reads: 50,
      rounds: 3,
      only: ['calendar', 'inbox'],
      bundles: ['api/dist/a.cjs', 'api/dist/b.cjs'],
      port: 10100
    })
    expect(() => parseReadCpuArgs(['--reads=5'], {})).toThrow('--reads')
    expect(() => parseReadCpuArgs(['--rounds=0'], {})).toThrow('--rounds')
  })

  it('keeps the endpoints whose name holds one of the words, or all', () => {
    expect(selected(ENDPOINTS, [])).toBe(ENDPOINTS)
    expect(selected(ENDPOINTS, ['calendar reservations', 'inbox']).map((endpoint) => endpoint.name)).toEqual([
      'messages inbox (page 1)',
      'calendar reservations (initial range)'
    ])
  })
})
