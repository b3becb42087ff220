import { ApiError } from '@pesa/shared'
import { documentLink, firstExpiry, noticeItems, readsUnanswered } from './notices'

describe('the calendar notices', () => {
  it('reads the documents waiting for an answer only in a strong session', () => {
    expect(readsUnanswered('STRONG')).toBe(true)
    expect(readsUnanswered('WEAK')).toBe(false)
    expect(readsUnanswered(undefined)).toBe(false)
  })

  it('lists what the read answered', () => {
    expect(noticeItems({ data: ['2026-12-15'] })).toEqual(['2026-12-15'])
    expect(noticeItems({ data: [] })).toEqual([])
  })

  it('lists nothing while loading, on 404 (area not deployed, feature off) or any other failure', () => {
    expect(noticeItems({})).toEqual([])
    expect(noticeItems({ error: new ApiError(404, { message: 'Not found' }) })).toEqual([])
    // SWR keeps the last answer beside a failed re-read: the notice still goes.
    expect(noticeItems({ data: ['2026-12-15'], error: new ApiError(500, undefined) })).toEqual([])
    expect(noticeItems({ error: new ApiError(0, { message: 'Network error' }) })).toEqual([])
  })

  it('opens a document ready to answer, returning to the calendar', () => {
    expect(documentLink('d1')).toBe('/child-documents/d1?returnTo=calendar&readOnly=false')
  })

  it('names the income that runs out first, none without any', () => {
    expect(firstExpiry(['2027-01-31', '2026-12-15'])).toBe('2026-12-15')
    expect(firstExpiry([])).toBeUndefined()
  })
})
