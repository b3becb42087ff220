/*
 * Writes a guardian made while offline, kept in IndexedDB until they are sent (issue 37 §2):
 * they survive closing the app, but belong to one person's one session. Every logout link calls
 * `clearTabDrafts`, which calls `clearOutbox`; the auth store drops what is not the logged-in
 * person's (`keepOutboxOf`), and everything once the server answers that nobody is logged in
 * (a session that expired). A few lines of IndexedDB instead of a library (shared/src/forms/DECISIONS.md, "Outbox").
 */
const DB_NAME = 'pesa-outbox'
const STORE = 'items'
/**
 * When the outbox was last cleared: a logout link leaves the page at once, and a transaction the
 * page did not finish is lost, so anything queued before this moment is dropped at the next read.
 */
const CLEARED_AT_KEY = 'pesa-outbox:cleared-at'
/** Set by the first write: an anonymous visitor's status poll never creates the database. */
const USED_KEY = 'pesa-outbox:used'

function storage(read: (storage: Storage) => string | null | void): string | null | void {
  try {
    return read(window.localStorage)
  } catch {
    // No storage (private mode, disabled): the database alone carries the outbox
    return null
  }
}

export interface OutboxItem<T = unknown> {
  id: string
  /** Whose write this is: only their session reads or sends it */
  personId: string
  /** Which kind of write (e.g. 'calendar/absence'): an area reads only its own */
  kind: string
  body: T
  /** ms since the epoch */
  queuedAt: number
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** Runs one transaction on the store and closes the connection, so a database deletion is never blocked. */
async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await openDb()
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode)
      const request = run(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request ? request.result : undefined)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  } finally {
    db.close()
  }
}

const clearedAt = () => Number(storage((s) => s.getItem(CLEARED_AT_KEY)) ?? 0) || 0
const used = () => typeof indexedDB !== 'undefined' && storage((s) => s.getItem(USED_KEY)) !== null

export async function addToOutbox<T>(item: OutboxItem<T>): Promise<void> {
  storage((s) => s.setItem(USED_KEY, '1'))
  await withStore('readwrite', (store) => store.put(item))
}

export async function removeFromOutbox(id: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(id))
}

async function allItems(): Promise<OutboxItem[]> {
  return ((await withStore<OutboxItem[]>('readonly', (store) => store.getAll() as IDBRequest<OutboxItem[]>)) ?? []).sort((a, b) => a.queuedAt - b.queuedAt)
}

async function removeWhere(remove: (item: OutboxItem) => boolean): Promise<void> {
  const ids = (await allItems()).filter(remove).map((item) => item.id)
  if (ids.length > 0) await withStore('readwrite', (store) => ids.forEach((id) => store.delete(id)))
}

/** The person's items of a kind, oldest first; anything queued before the last clearing is dropped on the way. */
export async function outboxItems<T>(kind: string, personId: string): Promise<OutboxItem<T>[]> {
  const since = clearedAt()
  const items = await allItems()
  if (items.some((item) => item.queuedAt <= since)) await removeWhere((item) => item.queuedAt <= since)
  return items.filter((item) => item.queuedAt > since && item.kind === kind && item.personId === personId) as OutboxItem<T>[]
}

/** Logout: everything goes. Marked at once (synchronously), removed as far as the page lets it finish. */
export function clearOutbox(): void {
  if (!used()) return
  storage((s) => s.setItem(CLEARED_AT_KEY, String(Date.now())))
  void removeWhere(() => true).catch(() => undefined)
}

/**
 * What the server says of the session: a person logged in keeps only their own items (anyone else
 * logging in drops the previous person's), and no one logged in (logged out, expired) drops all.
 */
export function keepOutboxOf(personId: string | undefined): void {
  if (!used()) return
  if (personId === undefined) return clearOutbox()
  void removeWhere((item) => item.personId !== personId).catch(() => undefined)
}
