import { ApiError } from '@pesa/shared'
import { refusalLines, refusalOf } from './refusal'
import { AINO, ELLA, testData } from './test-data'

const REASONS = {
  NOT_RESERVABLE_YET: 'not yet',
  PAST: 'past',
  NO_PLACEMENT: 'no placement',
  HOLIDAY_PERIOD_NOT_OPEN: 'not open',
  CLOSED: 'closed',
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
