import { percentile, spread } from './stats'

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index)
    expect(percentile(samples, 50)).toBe(50)
    expect(percentile(samples, 95)).toBe(95)
    expect(percentile(samples, 99)).toBe(99)
    expect(percentile(samples, 100)).toBe(100)
    expect(percentile(samples, 0)).toBe(1)
  })

  it('answers NaN for no samples', () => {
    expect(percentile([], 50)).toBeNaN()
  })

  it('gives the median of an odd count as the middle value, with min and max', () => {
    expect(spread([300, 100, 200, 500, 400])).toEqual({ median: 300, min: 100, max: 500, runs: 5 })
  })
})
