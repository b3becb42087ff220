import fi from './i18n/fi'
import sv from './i18n/sv'
import en from './i18n/en'
import { childDayState } from './day-state'
import { childDay, ELLA } from './test-data'

const range = { start: '2026-12-14', end: '2027-08-31' }

describe('day states', () => {
  it('a day before the reservable range with nothing entered is closed, not "not reported"', () => {
    expect(childDayState(childDay(ELLA), '2026-12-11', range)).toBe('reservationClosed')
    expect(childDayState(childDay(ELLA), '2026-12-14', range)).toBe('notSet')
    expect(childDayState(childDay(ELLA, { holidayPeriodEffect: { type: 'ReservationsClosed' } }), '2026-12-21', range)).toBe('reservationClosed')
    expect(childDayState(childDay(ELLA, { reservations: [{ type: 'NO_TIMES' }] }), '2026-12-11', range)).toBe('present')
  })

  it('reads "Ilmoitusaika päättynyt" in Finnish, and has its own text in Swedish and English', () => {
    expect(fi.states.reservationClosed).toBe('Ilmoitusaika päättynyt')
    expect(sv.states.reservationClosed).toBe('Anmälningstiden har gått ut')
    expect(en.states.reservationClosed).toBe('Reporting closed')
    for (const texts of [fi, sv, en]) expect(texts.states.reservationClosed).not.toBe(texts.states.notSet)
  })
})
