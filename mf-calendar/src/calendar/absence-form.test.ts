import { absenceWarnings, childrenNeedingApplication, operationalDatesRequest, plannedAbsenceOffered, validateAbsenceForm } from './absence-form'
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

  it('keeps the problem its date field shows (a start before today) as an error, so save stays disabled', () => {
    const form = { childIds: [ELLA], start: '2026-12-01', end: '2026-12-08', absenceType: 'SICKLEAVE' as const }
    expect(validateAbsenceForm({ ...form, dateProblems: { start: 'DATE_TOO_EARLY' } })).toEqual({ start: 'DATE_TOO_EARLY' })
    expect(validateAbsenceForm({ ...form, dateProblems: { end: 'DATE_TOO_LATE' } })).toEqual({ end: 'DATE_TOO_LATE' })
    expect(validateAbsenceForm({ ...form, dateProblems: {} })).toEqual({})
  })

  it('asks the server for the preschool days the absence would mark: not for sick leave, an invalid form or no preschool child', () => {
    const form = { childIds: [ELLA, AINO], start: '2026-12-07', end: '2026-12-15', absenceType: 'OTHER_ABSENCE' as const }
    expect(operationalDatesRequest(form, data, '2026-12-01')).toEqual({ range: { start: '2026-12-07', end: '2026-12-15' }, childIds: [ELLA] })
    expect(operationalDatesRequest({ ...form, absenceType: 'SICKLEAVE' }, data, '2026-12-01')).toBeUndefined()
    expect(operationalDatesRequest({ ...form, end: '2026-12-06' }, data, '2026-12-01')).toBeUndefined()
    expect(operationalDatesRequest({ ...form, childIds: [AINO] }, data, '2026-12-01')).toBeUndefined()
  })

  it('clips the asked range to today and the end of the reservable range, as the server marks', () => {
    const form = { childIds: [ELLA], start: '2026-12-01', end: '2027-09-30', absenceType: 'OTHER_ABSENCE' as const }
    expect(operationalDatesRequest(form, data, '2026-12-03')?.range).toEqual({ start: '2026-12-03', end: '2027-08-31' })
    expect(operationalDatesRequest({ ...form, start: '2027-09-01' }, data, '2026-12-03')).toBeUndefined()
  })

  it('needs an absence application past five preschool days', () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-12-${String(7 + i).padStart(2, '0')}`)
    expect(childrenNeedingApplication({ [ELLA]: days(6), [AINO]: days(5) })).toEqual([ELLA])
    expect(childrenNeedingApplication({ [ELLA]: days(5) })).toEqual([])
    expect(childrenNeedingApplication(undefined)).toEqual([])
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
