import type { ActiveQuestionnaire } from '@pesa/shared/api/types'
import {
  holidayAction,
  initialFixedPeriodForm,
  initialOpenRangesForm,
  toFixedPeriodsBody,
  toOpenRangesBody,
  validateFixedPeriodForm,
  validateOpenRangesForm
} from './holiday-form'
import { AINO, ELLA } from './test-data'

const text = { fi: 'x', sv: 'x', en: 'x' }
const first = { start: '2027-01-11', end: '2027-01-17' }
const second = { start: '2027-01-18', end: '2027-01-24' }

const questionnaire = (type: 'FIXED_PERIOD' | 'OPEN_RANGES', requiresStrongAuth = false): ActiveQuestionnaire => ({
  questionnaire: {
    id: '00000000-0000-4000-8000-000000000001',
    type,
    absenceType: 'FREE_ABSENCE',
    requiresStrongAuth,
    active: { start: '2026-11-01', end: '2026-12-31' },
    title: text,
    description: text,
    descriptionLink: text,
    periodOptionLabel: text,
    periodOptions: type === 'FIXED_PERIOD' ? [first, second] : [],
    period: { start: first.start, end: second.end },
    conditions: { continuousPlacement: null }
  },
  eligibleChildren: [AINO],
  children: [
    { childId: AINO, eligible: true, reason: null },
    { childId: ELLA, eligible: false, reason: 'NOT_CONTINUOUSLY_PLACED' }
  ],
  previousAnswers: []
})

describe('fixed period form', () => {
  it('asks a choice of every eligible child, and only of them', () => {
    const active = questionnaire('FIXED_PERIOD')
    const form = initialFixedPeriodForm(active)
    expect(Object.keys(form.choices)).toEqual([AINO])
    expect(validateFixedPeriodForm(form, active)).toEqual({ [`fixedPeriods.${AINO}`]: 'SELECT_ONE' })
    expect(validateFixedPeriodForm({ choices: { [AINO]: 'none' } }, active)).toEqual({})
    expect(validateFixedPeriodForm({ choices: { [AINO]: '2027-01-01/2027-01-02' } }, active)).toEqual({ [`fixedPeriods.${AINO}`]: 'SELECT_ONE' })
  })

  it('turns a choice into the option or null, and a previous answer back into the choice', () => {
    const active = questionnaire('FIXED_PERIOD')
    expect(toFixedPeriodsBody({ choices: { [AINO]: `${second.start}/${second.end}` } }, active)).toEqual({ fixedPeriods: { [AINO]: second } })
    expect(toFixedPeriodsBody({ choices: { [AINO]: 'none' } }, active)).toEqual({ fixedPeriods: { [AINO]: null } })
    const answered = { ...active, previousAnswers: [{ questionnaireId: active.questionnaire.id, childId: AINO, fixedPeriod: first, openRanges: [] }] }
    expect(initialFixedPeriodForm(answered).choices[AINO]).toBe(`${first.start}/${first.end}`)
  })
})

describe('open ranges form', () => {
  it('keys the shared rules by child and range, as the server does', () => {
    const active = questionnaire('OPEN_RANGES')
    expect(validateOpenRangesForm(initialOpenRangesForm(active), active)).toEqual({})
    const form = {
      ranges: {
        [AINO]: [
          { start: '2027-01-10', end: '2027-01-12' },
          { start: '2027-01-20', end: '2027-01-25' }
        ]
      }
    }
    expect(validateOpenRangesForm(form, active)).toEqual({ [`openRanges.${AINO}.0.start`]: 'DATE_TOO_EARLY', [`openRanges.${AINO}.1.end`]: 'DATE_TOO_LATE' })
    const overlapping = { ranges: { [AINO]: [first, { start: first.end, end: second.start }] } }
    expect(validateOpenRangesForm(overlapping, active)).toEqual({
      [`openRanges.${AINO}.0.start`]: 'RANGES_OVERLAP',
      [`openRanges.${AINO}.1.start`]: 'RANGES_OVERLAP'
    })
    expect(toOpenRangesBody({ ranges: { [AINO]: [first] } }, active)).toEqual({ openRanges: { [AINO]: [first] } })
  })
})

describe('holiday action', () => {
  it('is hidden without questionnaires for the children, locked when all need a strong login the caller lacks', () => {
    expect(holidayAction([], 'STRONG')).toBe('hidden')
    expect(holidayAction([{ ...questionnaire('FIXED_PERIOD'), children: [] }], 'STRONG')).toBe('hidden')
    expect(holidayAction([questionnaire('OPEN_RANGES', true)], 'WEAK')).toBe('locked')
    expect(holidayAction([questionnaire('OPEN_RANGES', true)], 'STRONG')).toBe('open')
    expect(holidayAction([questionnaire('OPEN_RANGES', true), questionnaire('FIXED_PERIOD')], 'WEAK')).toBe('open')
  })
})
