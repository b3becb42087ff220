import { ApiError } from '@pesa/shared'
import { REFUSED_DAY_REASONS } from '@pesa/shared/protocol'
import fi from './i18n/fi'
import sv from './i18n/sv'
import en from './i18n/en'
import { refusalLines, refusalOf } from './refusal'
import { AINO, ELLA, testData } from './test-data'

const REASONS = {
  NOT_RESERVABLE_YET: 'not yet',
  PAST: 'past',
  NO_PLACEMENT: 'no placement',
  HOLIDAY_PERIOD_NOT_OPEN: 'not open',
  CLOSED: 'closed',
  BEYOND_RESERVABLE_RANGE: 'beyond',
  HOLIDAY_PERIOD_CLOSED: 'holiday closed',
  STAFF_MARKED: 'staff',
  ATTENDANCE_EXISTS: 'attended',
  CONTINUOUS_ABSENCE: 'continuous',
  TERM_BREAK: 'term break',
  FIXED_SCHEDULE: 'fixed schedule',
  UNKNOWN: 'cannot be saved'
}

describe('refusal', () => {
  it('reads the refused days defensively and names each child with its dates and reason', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      errorCode: 'NON_RESERVABLE_DAYS',
      message: 'refused',
      days: [
        { childId: ELLA, date: '2026-12-09', reason: 'HOLIDAY_PERIOD_NOT_OPEN' },
        { childId: ELLA, date: '2026-12-08', reason: 'HOLIDAY_PERIOD_NOT_OPEN' },
        { childId: AINO, date: '2026-12-08', reason: 'SOMETHING_NEW' },
        { childId: 7, date: null },
        'junk'
      ]
    } as never)
    const refusal = refusalOf(error)!
    expect(refusal.code).toBe('NON_RESERVABLE_DAYS')
    expect(refusalLines(refusal, testData(), (d) => d.split('-').reverse().join('.'), REASONS).map((l) => l.text)).toEqual([
      'Ella: 08.12.2026, 09.12.2026 – not open',
      'Aino: 08.12.2026 – cannot be saved'
    ])
  })

  it('is no refusal without days, or for anything but an API error', () => {
    expect(refusalOf(new ApiError(400, { statusCode: 400, errorCode: 'NON_RESERVABLE_DAYS', message: 'x' }))).toBeUndefined()
    expect(refusalOf(new ApiError(400, { statusCode: 400, errorCode: 'NON_RESERVABLE_DAYS', message: 'x', days: 'no' } as never))).toBeUndefined()
    expect(refusalOf(new Error('x'))).toBeUndefined()
  })
})

describe('refusal texts', () => {
  // Every reason the server can name a day with has its own text in every language: a reason added
  // to REFUSED_DAY_REASONS without one fails here, and TypeScript fails on the `satisfies` in each file.
  it.each([
    ['fi', fi],
    ['sv', sv],
    ['en', en]
  ] as const)('%s has a text of its own for every reason the server sends', (_lang, texts) => {
    const reasons: Record<string, string> = texts.refusal.reasons
    for (const reason of REFUSED_DAY_REASONS) {
      expect([reason, reasons[reason]?.trim() ?? '']).toEqual([reason, expect.stringMatching(/\S/)])
      expect([reason, reasons[reason]]).not.toEqual([reason, reasons.UNKNOWN])
    }
    expect(new Set(REFUSED_DAY_REASONS.map((reason) => reasons[reason])).size).toBe(REFUSED_DAY_REASONS.length)
  })

  it('reads every reason the server sends as that reason', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      errorCode: 'NON_RESERVABLE_DAYS',
      message: 'refused',
      days: REFUSED_DAY_REASONS.map((reason) => ({ childId: ELLA, date: '2026-12-08', reason }))
    } as never)
    expect(refusalOf(error)!.days.map((day) => day.reason)).toEqual([...REFUSED_DAY_REASONS])
  })
})
