import type { Queryable } from './db'

export interface AuditEntry {
  at: Date
  actorType: 'CITIZEN' | 'UNKNOWN'
  actorId: string | null
  authLevel: string | null
  event: string
  targetIds: string[]
  requestId: string
  meta: Record<string, unknown> | null
}

/*
 * The audit log is a legal usage log: a request answers only after its row is stored, and a row
 * that cannot be stored fails its request. Rows of requests that run at the same time are stored
 * together by one statement (group commit), so a busy server spends one round trip on many rows
 * instead of one round trip a row; an idle server writes a row in the next turn of the event loop.
 */
const INSERT_ENTRIES = `insert into audit_log (at, actor_type, actor_id, auth_level, event, target_ids, request_id, meta)
  select at, actor_type, actor_id, auth_level, event, target_ids, request_id, meta
  from jsonb_to_recordset($1::jsonb)
    as entry(at timestamptz, actor_type text, actor_id uuid, auth_level text, event text, target_ids text[], request_id text, meta jsonb)`

/** Bounds one statement's size; more rows waiting go in the next one. */
const MAX_BATCH = 500

interface Waiting {
  entry: AuditEntry
  stored(): void
  failed(error: unknown): void
}

const asRecord = (entry: AuditEntry) => ({
  at: entry.at.toISOString(),
  actor_type: entry.actorType,
  actor_id: entry.actorId,
  auth_level: entry.authLevel,
  event: entry.event,
  target_ids: entry.targetIds,
  request_id: entry.requestId,
  meta: entry.meta
})

/** One writer per database: its `write` resolves when the entry is stored, in a statement shared with the entries written meanwhile. */
export function auditWriter(db: Queryable): { write(entry: AuditEntry): Promise<void> } {
  let waiting: Waiting[] = []
  let writing = false

  const writeWaiting = async (): Promise<void> => {
    if (writing || waiting.length === 0) return
    writing = true
    const batch = waiting.slice(0, MAX_BATCH)
    waiting = waiting.slice(MAX_BATCH)
    try {
      await db.query(INSERT_ENTRIES, [JSON.stringify(batch.map(({ entry }) => asRecord(entry)))])
      for (const { stored } of batch) stored()
    } catch (error) {
      for (const { failed } of batch) failed(error)
    } finally {
      writing = false
      void writeWaiting()
    }
  }

  return {
    write: (entry) =>
      new Promise<void>((stored, failed) => {
        waiting.push({ entry, stored, failed })
        // The entries of the requests finishing in this turn of the event loop join this one.
        if (waiting.length === 1) setImmediate(() => void writeWaiting())
      })
  }
}
