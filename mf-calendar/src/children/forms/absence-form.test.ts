import { absenceDateBounds, emptyAbsenceApplication, hasAbsenceInput, validateAbsenceApplicationForm } from './absence-form'

const TODAY = '2026-11-24'
const RANGES = [
  { start: '2026-11-24', end: '2026-12-18' },
  { start: '2027-01-07', end: '2027-05-31' }
]
const filled = { start: '2026-12-01', end: '2026-12-11', description: 'Matka', confirmed: true }

describe('validateAbsenceApplicationForm', () => {
  it('accepts a range in preschool with a reason and the confirmation', () => {
    expect(validateAbsenceApplicationForm(filled, {}, RANGES, TODAY)).toEqual({})
  })

  it('needs the dates, a reason and the confirmation', () => {
    expect(validateAbsenceApplicationForm(emptyAbsenceApplication, {}, RANGES, TODAY)).toEqual({
      startDate: 'REQUIRED',
      endDate: 'REQUIRED',
      description: 'REQUIRED',
      confirmed: 'REQUIRED'
    })
  })

  it('refuses a start before today and an end before the start', () => {
    expect(validateAbsenceApplicationForm({ ...filled, start: '2026-11-23' }, {}, RANGES, TODAY)).toEqual({ startDate: 'DATE_TOO_EARLY' })
    expect(validateAbsenceApplicationForm({ ...filled, end: '2026-11-30' }, {}, RANGES, TODAY)).toEqual({ endDate: 'DATE_TOO_EARLY' })
  })

  it('says a typed text that is not a date is one', () => {
    expect(validateAbsenceApplicationForm({ ...filled, start: undefined }, { start: 'INVALID_DATE' }, RANGES, TODAY)).toEqual({ startDate: 'INVALID_DATE' })
  })

  it('takes a range that starts or ends in preschool, and refuses one wholly outside (invalidDateRange)', () => {
    expect(validateAbsenceApplicationForm({ ...filled, start: '2026-12-14', end: '2027-01-04' }, {}, RANGES, TODAY)).toEqual({})
    expect(validateAbsenceApplicationForm({ ...filled, start: '2026-12-21', end: '2027-01-08' }, {}, RANGES, TODAY)).toEqual({})
    expect(validateAbsenceApplicationForm({ ...filled, start: '2026-12-21', end: '2027-01-06' }, {}, RANGES, TODAY)).toEqual({ startDate: 'DATE_UNSELECTABLE' })
    expect(validateAbsenceApplicationForm(filled, {}, [], TODAY)).toEqual({ startDate: 'DATE_UNSELECTABLE' })
  })
})

describe('absenceDateBounds', () => {
  it('runs from today or the first preschool day to the last one', () => {
    expect(absenceDateBounds(RANGES, TODAY)).toEqual({ min: TODAY, max: '2027-05-31' })
    expect(absenceDateBounds([{ start: '2027-01-07', end: '2027-05-31' }], TODAY)).toEqual({ min: '2027-01-07', max: '2027-05-31' })
    expect(absenceDateBounds([], TODAY)).toEqual({ min: TODAY, max: undefined })
  })
})

describe('hasAbsenceInput', () => {
  it('holds once anything is typed or ticked', () => {
    expect(hasAbsenceInput(emptyAbsenceApplication)).toBe(false)
    expect(hasAbsenceInput({ ...emptyAbsenceApplication, description: '  ' })).toBe(false)
    expect(hasAbsenceInput({ ...emptyAbsenceApplication, confirmed: true })).toBe(true)
    expect(hasAbsenceInput({ ...emptyAbsenceApplication, start: '2026-12-01' })).toBe(true)
  })
})
