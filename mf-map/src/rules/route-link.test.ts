import { arrivalDate, nineInHelsinki, routeLink } from './route-link'

describe('arrivalDate', () => {
  it('is the next day on a working week', () => {
    expect(arrivalDate('2026-11-24')).toBe('2026-11-25')
  })

  it('skips the weekend', () => {
    expect(arrivalDate('2026-11-27')).toBe('2026-11-30')
    expect(arrivalDate('2026-11-28')).toBe('2026-11-30')
  })

  it('skips holidays and the weekend after them', () => {
    expect(arrivalDate('2026-12-04')).toBe('2026-12-07') // Sunday 6.12. is Independence Day anyway
    expect(arrivalDate('2026-12-23')).toBe('2026-12-28')
    expect(arrivalDate('2027-03-25')).toBe('2027-03-30') // Good Friday 26.3., Easter Monday 29.3.
    expect(arrivalDate('2026-06-18')).toBe('2026-06-22') // Midsummer eve 19.6.
  })
})

describe('nineInHelsinki', () => {
  it('is 6:00 UTC in summer and 7:00 UTC in winter', () => {
    expect(nineInHelsinki('2026-06-22').toISOString()).toBe('2026-06-22T06:00:00.000Z')
    expect(nineInHelsinki('2026-11-25').toISOString()).toBe('2026-11-25T07:00:00.000Z')
  })
})

describe('routeLink', () => {
  const from = { label: 'Kauppakatu 1, Pesälä', location: { lat: 64.1, lon: 28.3 } }
  const to = { label: 'Päiväkoti Kuusela', location: { lat: 64.2, lon: 28.4 } }

  it('plans the route to arrive at 9:00 on the next working day, in the language', () => {
    const link = routeLink('https://reittiopas.example.fi/reitti/', from, to, new Date('2026-11-27T10:00:00Z'), 'sv')
    const arrival = Date.parse('2026-11-30T07:00:00Z') / 1000
    expect(link).toBe(
      `https://reittiopas.example.fi/reitti/${encodeURIComponent('Kauppakatu 1, Pesälä::64.1,28.3')}/${encodeURIComponent('Päiväkoti Kuusela::64.2,28.4')}?time=${arrival}&arriveBy=true&locale=sv`
    )
  })

  it('counts today in Helsinki, not in UTC', () => {
    // 23:30 UTC on Thursday is already Friday in Helsinki: the route is for Monday.
    const link = routeLink('https://r.example.fi', from, to, new Date('2026-11-26T23:30:00Z'), 'fi')
    expect(link).toContain(`time=${Date.parse('2026-11-30T07:00:00Z') / 1000}&`)
  })
})
