import 'fake-indexeddb/auto'
import { removeFromOutbox } from '@pesa/shared'
import { renderSettled, settled } from '@pesa/shared/testing'
import { useMemo } from 'react'
import { ABSENCE_KIND } from '../absence-queue'
import { useReservations } from '../queries'
import { testData } from '../test-data'
import { useRefreshWhenAbsencesSent } from './AbsenceQueue'

const NO_HEADERS = { get: () => null }
const reads: string[] = []
let releaseFirst: () => void = () => undefined

/** The calendar's reads: the first one waits until the test lets it answer, as a read under way while the outbox is sent. */
const fetchMock = jest.fn(async (url: string) => {
  reads.push(new URL(url, 'http://localhost').pathname)
  if (reads.length === 1) await new Promise<void>((resolve) => (releaseFirst = resolve))
  return { ok: true, headers: NO_HEADERS, status: 200, text: async () => JSON.stringify(testData()) }
})

/** The read's key is its range: each test its own, as refreshReservations reaches SWR's one cache. */
function Calendar({ to }: { to: string }) {
  useRefreshWhenAbsencesSent()
  const range = useMemo(() => ({ from: '2026-11-30', to }), [to])
  const result = useReservations(range)
  return <p data-qa="calendar">{result.data ? 'read' : 'loading'}</p>
}

/*
 * The shell sends the outbox when the app starts, beside the calendar's first read. The queue's
 * provider is drawn only once that read is in, so a send that ended while the read was under way
 * was heard by no one: the calendar kept the day as read before the absence was saved (seen in the
 * e2e run on PostgreSQL, "Aino: Ilmoitus puuttuu" after the absence was sent).
 */
describe('a sent absence reads the calendar again', () => {
  beforeEach(() => {
    reads.length = 0
    globalThis.fetch = fetchMock as unknown as typeof fetch
  })

  it('also when it is sent while the first read is under way', async () => {
    const view = await renderSettled(<Calendar to="2026-12-31" />)
    expect(reads).toEqual(['/api/citizen/reservations'])
    await settled(() => removeFromOutbox('absence-1', ABSENCE_KIND, 'sent'))
    await settled(async () => releaseFirst())
    expect(view.container.textContent).toBe('read')
    expect(reads).toEqual(['/api/citizen/reservations', '/api/citizen/reservations'])
  })

  it('not for another kind of write, nor for one removed unsent', async () => {
    await renderSettled(<Calendar to="2027-01-31" />)
    await settled(async () => releaseFirst())
    await settled(() => removeFromOutbox('message-1', 'messages/reply', 'sent'))
    await settled(() => removeFromOutbox('absence-2', ABSENCE_KIND, 'removed'))
    expect(reads).toEqual(['/api/citizen/reservations'])
  })
})
