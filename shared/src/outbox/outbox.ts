/*
 * Writes a guardian made while offline, kept in IndexedDB until they are sent (issue 37 §2):
 * they survive closing the app, but belong to one person's one session. Every end of a session
 * the page sees calls `clearOutbox` (`endSession`: logout, expiry, a start without one); the auth store drops what is not the logged-in
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
    // No storage (private mode, disabled): the database alone carries the outbox, and `used`
    // must then say yes (undefined, not null), or a logout would leave the items in place.
    return undefined
  }
}

/**
 * The write itself, as plain data: the shell sends it from whichever page is open when the
 * network returns (outbox-send.ts), so it cannot be a function of the area that queued it.
 */
export interface OutboxRequest<T = unknown> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path below /api, as the generated client's */
  path: string
  body: T
}

/** The server's answer when the item was sent and refused: kept until the guardian has read it, never sent again. */
export interface OutboxRefusal {
  status: number
  /** The error body as answered (its errorCode, the refused days): the area reads it into its own texts */
  body: unknown
}

export interface OutboxItem<T = unknown> {
  id: string
  /** Whose write this is: only their session reads or sends it */
  personId: string
  /** Which kind of write (e.g. 'calendar/absence'): an area reads only its own */
  kind: string
  request: OutboxRequest<T>
  /** The page that shows the item and its refusal (e.g. '/calendar'): the shell links there from any other */
  shownAt: string
  refused?: OutboxRefusal
  /** ms since the epoch */
  queuedAt: number
}

export type OutboxChange = { type: 'added' | 'removed' | 'sent' | 'refused'; item: Pick<OutboxItem, 'id' | 'kind'> }
const CHANGE_EVENT = 'pesa:outbox-change'

/**
 * Hears every change the page makes to the outbox, whichever part of it made it: the shell
 * sends and the calendar shows. A window event rather than a listener list, so whichever
 * bundle holds a listener hears it.
 */
export function onOutboxChange(listener: (change: OutboxChange) => void): () => void {
  const heard = (event: Event) => listener((event as CustomEvent<OutboxChange>).detail)
  window.addEventListener(CHANGE_EVENT, heard)
  return () => window.removeEventListener(CHANGE_EVENT, heard)
}

function outboxChanged(change: OutboxChange): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<OutboxChange>(CHANGE_EVENT, { detail: change }))
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
/** Whether this browser has ever queued anything: without it no database is opened (an anonymous visitor's polls). */
export const used = () => typeof indexedDB !== 'undefined' && storage((s) => s.getItem(USED_KEY)) !== null

export async function addToOutbox<T>(item: OutboxItem<T>): Promise<void> {
  storage((s) => s.setItem(USED_KEY, '1'))
  await withStore('readwrite', (store) => store.put(item))
  outboxChanged({ type: 'added', item })
}

/** Keeps the server's refusal with the item in place of its waiting state. */
export async function markRefused(item: OutboxItem, refused: OutboxRefusal): Promise<void> {
  await withStore('readwrite', (store) => store.put({ ...item, refused }))
  outboxChanged({ type: 'refused', item })
}

/** Removes one item: cancelled or dismissed by the guardian, or `sent` by the shell. */
export async function removeFromOutbox(id: string, kind = '', type: 'removed' | 'sent' = 'removed'): Promise<void> {
  await withStore('readwrite', (store) => store.delete(id))
  outboxChanged({ type, item: { id, kind } })
}

async function allItems(): Promise<OutboxItem[]> {
  return ((await withStore<OutboxItem[]>('readonly', (store) => store.getAll() as IDBRequest<OutboxItem[]>)) ?? []).sort((a, b) => a.queuedAt - b.queuedAt)
}

async function removeWhere(remove: (item: OutboxItem) => boolean): Promise<void> {
  const ids = (await allItems()).filter(remove).map((item) => item.id)
  if (ids.length > 0) await withStore('readwrite', (store) => ids.forEach((id) => store.delete(id)))
}

/**
 * The person's items (of one kind, or all), oldest first; anything queued before the last
 * clearing is dropped on the way.
 */
export async function outboxItems<T>(personId: string, kind?: string): Promise<OutboxItem<T>[]> {
  if (!used()) return []
  const since = clearedAt()
  const items = await allItems()
  if (items.some((item) => item.queuedAt <= since)) await removeWhere((item) => item.queuedAt <= since)
  return items.filter((item) => item.queuedAt > since && (kind === undefined || item.kind === kind) && item.personId === personId) as OutboxItem<T>[]
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
