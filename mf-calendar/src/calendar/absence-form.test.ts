import { absenceWarnings, plannedAbsenceOffered, validateAbsenceForm } from './absence-form'
import { AINO, ELLA, testData } from './test-data'

describe('absence form', () => {
  const data = testData()

  it('needs children, a range and a type', () => {
    expect(validateAbsenceForm({ childIds: [], start: undefined, end: undefined, absenceType: undefined })).toEqual({
      childIds: 'REQUIRED',
      start: 'REQUIRED',
      end: 'REQUIRED',
      absenceType: 'REQUIRED'
    })
    expect(validateAbsenceForm({ childIds: [ELLA], start: '2026-12-08', end: '2026-12-07', absenceType: 'SICKLEAVE' })).toEqual({ end: 'DATE_TOO_EARLY' })
  })

  it('asks for an absence application past five preschool days, not for sick leave', () => {
    const form = { childIds: [ELLA, AINO], start: '2026-12-07', end: '2026-12-15', absenceType: 'OTHER_ABSENCE' as const }
    expect(absenceWarnings(form, data, '2026-12-01').needApplication).toEqual([ELLA])
    expect(absenceWarnings({ ...form, absenceType: 'SICKLEAVE' }, data, '2026-12-01').needApplication).toEqual([])
    expect(absenceWarnings({ ...form, end: '2026-12-11' }, data, '2026-12-01').needApplication).toEqual([])
  })

  it('warns of locked days and of a closed holiday period', () => {
    const days = testData()
    days.days[2]!.children[0]!.holidayPeriodEffect = { type: 'ReservationsClosed' }
    const form = { childIds: [ELLA], start: '2026-12-01', end: '2026-12-09', absenceType: 'SICKLEAVE' as const }
    expect(absenceWarnings(form, days, '2026-12-01')).toMatchObject({ locked: true, closedHolidayPeriod: true })
  })

  it('offers planned absence only with the flag and a shift-care child', () => {
    expect(plannedAbsenceOffered(true, data)).toBe(true)
    expect(plannedAbsenceOffered(false, data)).toBe(false)
  })
})
