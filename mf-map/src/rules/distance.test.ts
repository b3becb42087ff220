import { EARTH_RADIUS_M, formatDistance, straightDistance } from './distance'

describe('straightDistance', () => {
  it('is zero between a point and itself', () => {
    expect(straightDistance({ lat: 64.13, lon: 28.39 }, { lat: 64.13, lon: 28.39 })).toBe(0)
  })

  it('measures one degree of latitude as the earth radius times π/180', () => {
    expect(straightDistance({ lat: 64, lon: 28 }, { lat: 65, lon: 28 })).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 180, 3)
  })

  it('shrinks a degree of longitude with the latitude', () => {
    expect(straightDistance({ lat: 60, lon: 24 }, { lat: 60, lon: 25 })).toBeCloseTo(55597, 0)
  })
})

describe('formatDistance', () => {
  it('shows under 1000 m as whole metres', () => {
    expect(formatDistance(999.4, 'fi')).toBe('999 m')
    expect(formatDistance(0, 'en')).toBe('0 m')
  })

  it('shows 1000 m or more as kilometres with one decimal, with the language’s decimal mark', () => {
    expect(formatDistance(1000, 'fi')).toBe('1,0 km')
    expect(formatDistance(12_345, 'sv')).toBe('12,3 km')
    expect(formatDistance(1_050, 'en')).toBe('1.1 km')
  })

  it('shows anything that is not a number as a question mark', () => {
    expect(formatDistance(null, 'fi')).toBe('?')
    expect(formatDistance(undefined, 'fi')).toBe('?')
    expect(formatDistance(Number.NaN, 'fi')).toBe('?')
    expect(formatDistance('5', 'fi')).toBe('?')
  })
})
