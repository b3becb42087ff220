import { figures, judge, medianIn, parseSoakOptions, windowSeconds, type Reading, type Sample, type SoakFigures } from './soak-rules'

const steady: SoakFigures = {
  seconds: 60,
  windowSeconds: 12,
  requests: 1800,
  errors: 0,
  p95First: 40,
  p95Last: 60,
  controlP95First: 2,
  controlP95Last: 3,
  rssWarm: 100_000,
  rssEnd: 110_000,
  connectionsWarm: 5,
  connectionsEnd: 2
}

const failing = (f: SoakFigures) =>
  judge(f)
    .filter((rule) => !rule.holds)
    .map((rule) => rule.name)

describe('judge', () => {
  it('passes a steady run', () => {
    expect(failing(steady)).toEqual([])
  })

  it('fails one error, and a run without requests', () => {
    expect(failing({ ...steady, errors: 1 })).toEqual(['errors'])
    expect(failing({ ...steady, requests: 0, p95First: Number.NaN, p95Last: Number.NaN })).toContain('errors')
  })

  it('fails a p95 above twice the first window, or twice the floor when the first window was quicker', () => {
    expect(failing({ ...steady, p95Last: 80 })).toEqual([])
    expect(failing({ ...steady, p95Last: 81 })).toEqual(['p95 last window ≤ 2 × first window'])
    expect(failing({ ...steady, p95First: 5, p95Last: 50 })).toEqual([])
    expect(failing({ ...steady, p95First: 5, p95Last: 51 })).toEqual(['p95 last window ≤ 2 × first window'])
  })

  it('widens the p95 limit as much as the control read slowed down, from its floor, and never narrows it', () => {
    expect(failing({ ...steady, p95Last: 240, controlP95First: 4, controlP95Last: 15 })).toEqual([])
    expect(failing({ ...steady, p95Last: 241, controlP95First: 4, controlP95Last: 15 })).toEqual(['p95 last window ≤ 2 × first window'])
    expect(failing({ ...steady, p95Last: 81, controlP95First: 20, controlP95Last: 2 })).toEqual(['p95 last window ≤ 2 × first window'])
  })

  it('fails memory grown by more than 15 %, or not read', () => {
    expect(failing({ ...steady, rssEnd: 115_000 })).toEqual([])
    expect(failing({ ...steady, rssEnd: 115_100 })).toEqual(['RSS at the end ≤ warm-up + 15 %'])
    expect(failing({ ...steady, rssEnd: Number.NaN })).toEqual(['RSS at the end ≤ warm-up + 15 %'])
  })

  it('fails connections that stay open beyond what the warm-up had', () => {
    expect(failing({ ...steady, connectionsEnd: 5 })).toEqual([])
    expect(failing({ ...steady, connectionsEnd: 6 })).toEqual(['database connections not growing'])
  })
})

describe('figures', () => {
  it('takes the first fifth of a short run and the first minute of a long one as the windows', () => {
    expect(windowSeconds(60)).toBe(12)
    expect(windowSeconds(600)).toBe(60)
  })

  it('compares the p95 of the first and the last window, counts every request and failure (the warm-up included) and the memory in the same windows', () => {
    // Ten seconds of slow warm-up with one failure, then 12 s at 10 ms, 36 s at 20 ms and 12 s at 30 ms with one failure
    const samples: Sample[] = Array.from({ length: 700 }, (_, index) => {
      const at = index / 10 - 10
      return { at, ms: at < 0 ? 500 : at < 12 ? 10 : at >= 48 ? 30 : 20, ok: index !== 50 && index !== 400 }
    })
    // The control read in the same windows, slower than the mix so that mixing them up would show
    samples.push(...[1, 2, 3, 50, 51, 52].map((at) => ({ at, ms: at < 12 ? 100 + at : 200 + at, ok: true, control: true })))
    const rss: Reading[] = [-1, 0, 4, 8, 11, 30, 48, 52, 56, 59].map((at) => ({ at, value: at < 0 || at === 30 ? 500 : at < 12 ? 100 + at : 120 + at }))
    const result = figures(samples, 60, rss, { warm: 4, end: 3 })
    expect(result).toMatchObject({
      windowSeconds: 12,
      requests: 706,
      errors: 2,
      p95First: 10,
      p95Last: 30,
      controlP95First: 103,
      controlP95Last: 252,
      rssWarm: 104,
      rssEnd: 172,
      connectionsWarm: 4,
      connectionsEnd: 3
    })
  })

  it('takes the median of the readings in a span, NaN for none', () => {
    const readings = [1, 2, 3, 4].map((at) => ({ at, value: at === 2 ? 1000 : at }))
    expect(medianIn(readings, 1, 4)).toBe(3)
    expect(medianIn(readings, 5, 6)).toBeNaN()
  })
})

describe('parseSoakOptions', () => {
  it('runs ten minutes locally and one in CI mode, at 30 operations a second unless told', () => {
    expect(parseSoakOptions([], {})).toEqual({ seconds: 600, warmupSeconds: 30, rate: 30, port: 9510 })
    expect(parseSoakOptions(['--short'], { PESA_SOAK_PORT: '10600' })).toEqual({ seconds: 60, warmupSeconds: 10, rate: 30, port: 10600 })
    expect(parseSoakOptions(['--seconds=180', '--rate=20'], {})).toMatchObject({ seconds: 180, rate: 20 })
    expect(() => parseSoakOptions(['--rate=0'], {})).toThrow()
  })
})
