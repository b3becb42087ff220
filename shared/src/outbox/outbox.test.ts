import 'fake-indexeddb/auto'
import {
  addToOutbox,
  clearOutbox,
  keepOutboxOf,
  markRefused,
  onOutboxChange,
  outboxItems,
  removeFromOutbox,
  type OutboxChange,
  type OutboxItem
} from './outbox'
import { endSession } from '../session/end'

// jsdom has no structuredClone, which IndexedDB stores with; the items are plain JSON.
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

const KIND = 'calendar/absence'
let clock = 1_000
const item = (id: string, personId = 'anna', kind = KIND): OutboxItem<{ day: string }> => ({
  id,
  personId,
  kind,
  request: { method: 'POST', path: '/citizen/absences', body: { day: id } },
  shownAt: '/calendar',
  queuedAt: ++clock
})

/** Everything in the database, whoever it belongs to: what a logout must leave empty. */
function stored(): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('pesa-outbox', 1)
    open.onupgradeneeded = () => open.result.createObjectStore('items', { keyPath: 'id' })
    open.onsuccess = () => {
      const request = open.result.transaction('items').objectStore('items').getAll()
      request.onsuccess = () => {
        open.result.close()
        resolve(request.result)
      }
      request.onerror = () => reject(request.error)
    }
  })
}

/** The clearing paths do not wait for IndexedDB (a logout link leaves the page): give it its turn. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeEach(async () => {
  jest.spyOn(Date, 'now').mockImplementation(() => clock)
  window.localStorage.clear()
  await addToOutbox(item('setup'))
  await removeFromOutbox('setup')
  for (const left of (await stored()) as OutboxItem[]) await removeFromOutbox(left.id)
})

afterEach(() => jest.restoreAllMocks())

describe('the outbox', () => {
  it('keeps a person’s items of a kind, oldest first, across connections (survives closing the app)', async () => {
    await addToOutbox(item('b'))
    await addToOutbox(item('a'))
    await addToOutbox(item('other-kind', 'anna', 'messages/draft'))
    await addToOutbox(item('liisa', 'liisa'))
    expect((await outboxItems('anna', KIND)).map((i) => i.id)).toEqual(['b', 'a'])
    expect((await outboxItems('liisa', KIND)).map((i) => i.request.body)).toEqual([{ day: 'liisa' }])
  })

  it('removes one item when it has been sent or cancelled', async () => {
    await addToOutbox(item('a'))
    await addToOutbox(item('b'))
    await removeFromOutbox('a')
    expect((await outboxItems('anna', KIND)).map((i) => i.id)).toEqual(['b'])
  })

  it('every end of a session (logout, expiry, a start without one) leaves nothing in IndexedDB', async () => {
    await addToOutbox(item('a'))
    await addToOutbox(item('liisa', 'liisa'))
    await endSession('logout')
    await settled()
    expect(await stored()).toEqual([])
    for (const reason of ['expired', 'absent'] as const) {
      await addToOutbox(item('a'))
      await endSession(reason)
      await settled()
      expect(await stored()).toEqual([])
    }
  })

  it('drops what was queued before a logout even if the page left before the removal finished', async () => {
    await addToOutbox(item('a'))
    // The removal is lost with the page; the mark written at once is what the next start reads.
    clearOutbox()
    expect(await outboxItems('anna', KIND)).toEqual([])
    expect(await stored()).toEqual([])
    await addToOutbox(item('after'))
    expect((await outboxItems('anna', KIND)).map((i) => i.id)).toEqual(['after'])
  })

  it('another person logging in drops the previous person’s items; the same person keeps theirs', async () => {
    await addToOutbox(item('a'))
    keepOutboxOf('anna')
    await settled()
    expect((await outboxItems('anna', KIND)).map((i) => i.id)).toEqual(['a'])
    keepOutboxOf('liisa')
    await settled()
    expect(await stored()).toEqual([])
  })

  it('a session the server no longer knows (expired, logged out elsewhere) drops everything', async () => {
    await addToOutbox(item('a'))
    keepOutboxOf(undefined)
    await settled()
    expect(await stored()).toEqual([])
  })

  it('reads every kind of the person’s items when no kind is named (what the shell sends)', async () => {
    await addToOutbox(item('a'))
    await addToOutbox(item('b', 'anna', 'messages/draft'))
    await addToOutbox(item('liisa', 'liisa'))
    expect((await outboxItems('anna')).map((i) => i.id)).toEqual(['a', 'b'])
  })

  it('tells the page of every change, whichever copy of the module made it', async () => {
    const heard: OutboxChange[] = []
    const stop = onOutboxChange((change) => heard.push(change))
    await addToOutbox(item('a'))
    await markRefused(item('a'), { status: 400, body: { errorCode: 'NON_RESERVABLE_DAYS' } })
    await removeFromOutbox('a', KIND, 'sent')
    stop()
    await addToOutbox(item('unheard'))
    expect(heard.map((change) => `${change.type} ${change.item.id} ${change.item.kind}`)).toEqual([
      'added a calendar/absence',
      'refused a calendar/absence',
      'sent a calendar/absence'
    ])
  })

  it('a refused item keeps the server’s answer in place of its waiting state', async () => {
    await addToOutbox(item('a'))
    await markRefused(item('a'), { status: 400, body: { errorCode: 'NON_RESERVABLE_DAYS' } })
    expect((await outboxItems('anna'))[0]!.refused).toEqual({ status: 400, body: { errorCode: 'NON_RESERVABLE_DAYS' } })
  })

  it('without localStorage (private mode, disabled) a logout still leaves nothing', async () => {
    await addToOutbox(item('a'))
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    keepOutboxOf(undefined)
    await settled()
    jest.restoreAllMocks()
    expect(await stored()).toEqual([])
  })
})
