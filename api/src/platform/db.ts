import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { ApiError } from './errors'

/** Something that runs SQL: the database, or one transaction of it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>
  close(): Promise<void>
  readonly kind: 'pglite' | 'postgresql'
  /** Connections of a server's pool (metrics); PGlite has one, in the process */
  poolStats?(): { total: number; idle: number; waiting: number }
}

/*
 * Both drivers read values the same way: calendar dates stay 'yyyy-mm-dd' strings (a JS Date
 * would shift them by the server's time zone), bigint counts become numbers, timestamps Dates.
 */
const DATE_OID = 1082
const INT8_OID = 20
const NUMERIC_OID = 1700

const parsers = {
  [DATE_OID]: (value: string) => value,
  [INT8_OID]: (value: string) => Number(value),
  [NUMERIC_OID]: (value: string) => Number(value)
}

export type PgliteDb = Db & { dumpDataDir(): Promise<Blob> }

export async function openPglite(dataDirOrDump: string | Blob): Promise<PgliteDb> {
  // PGlite creates only the last folder of its path; a fresh checkout has no `.data/` yet.
  if (typeof dataDirOrDump === 'string' && !dataDirOrDump.includes('://')) mkdirSync(dataDirOrDump, { recursive: true })
  const options = typeof dataDirOrDump === 'string' ? { dataDir: dataDirOrDump } : { loadDataDir: dataDirOrDump }
  const lite = await PGlite.create({ ...options, parsers })
  const run =
    (target: Pick<PGlite, 'query'>) =>
    async <T>(sql: string, params?: unknown[]) =>
      (await target.query<T>(sql, params as unknown[])).rows
  return {
    kind: 'pglite',
    query: run(lite),
    transaction: (work) => lite.transaction((tx) => work({ query: run(tx) })),
    exec: async (sql) => {
      await lite.exec(sql)
    },
    close: () => lite.close(),
    dumpDataDir: () => lite.dumpDataDir('none')
  }
}

/**
 * Two waits, told apart on purpose. Opening a new connection is given 3 s: a database that does
 * not answer makes requests fail fast with 503. Waiting for a busy pool's free connection is
 * given 20 s: a burst of writes to the same rows (two guardians saving one child's days at once)
 * queues behind the locks instead of failing as "database unavailable" while the database is up.
 */
const CONNECT_TIMEOUT_MS = 3000
const POOL_WAIT_MS = 20_000

/** pg-pool applies its one timeout to both waits; the client's own covers the connection attempt. */
class ConnectionTimingOut extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  }
}

/** Errors meaning the server is down, restarting or unreachable, not that the statement was wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006'
])

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return (
    (code !== undefined && UNAVAILABLE_CODES.has(code)) ||
    /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Client has encountered a connection error/i.test(message ?? '')
  )
}

/** While the database is away, requests fail at once with 503 and Retry-After instead of hanging (api/test/reliability/DECISIONS.md, "Faults"). */
function unavailable(error: unknown): never {
  if (isDatabaseUnavailable(error)) throw new ApiError('SERVICE_UNAVAILABLE', 'The database is not available')
  throw error
}

/**
 * Which parameterized statements a PostgreSQL server keeps parsed: a text run a third time gets
 * a name, and each connection then parses it once and afterwards only binds and executes it
 * (planning cost more than running for most of the app's reads). Texts built from input (a
 * list of placeholders whose length varies) are bounded: at most `maxNamed` names, and at most
 * `maxCounted` texts counted towards one, so neither the server's connections nor this process
 * keep a growing set.
 */
export function statementNames({ useBeforeNamed = 2, maxNamed = 200, maxCounted = 2000 } = {}): (text: string) => string | undefined {
  const uses = new Map<string, number>()
  const names = new Map<string, string>()
  return (text) => {
    const named = names.get(text)
    if (named !== undefined || names.size >= maxNamed) return named
    const count = (uses.get(text) ?? 0) + 1
    if (count > useBeforeNamed) {
      uses.delete(text)
      const name = `pesa-${names.size + 1}`
      names.set(text, name)
      return name
    }
    if (uses.has(text) || uses.size < maxCounted) uses.set(text, count)
    return undefined
  }
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Db> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      (parsers as Record<number, (value: string) => unknown>)[oid] ?? pg.types.getTypeParser(oid, format)
  }
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    types: types as pg.CustomTypesConfig,
    connectionTimeoutMillis: POOL_WAIT_MS,
    Client: ConnectionTimingOut
  })
  // An idle connection that the server closes (a restart) is dropped by the pool; unhandled, the event would end the process.
  pool.on('error', () => undefined)
  await pool.query('select 1')
  const nameOf = statementNames()
  const serverQuery = (text: string, values: unknown[] | undefined): pg.QueryConfig => {
    const name = values === undefined ? undefined : nameOf(text)
    return name === undefined ? { text, values } : { name, text, values }
  }
  return {
    kind: 'postgresql',
    query: async (sql, params) => (await pool.query(serverQuery(sql, params)).catch(unavailable)).rows,
    transaction: async (work) => {
      const client = await pool.connect().catch(unavailable)
      let broken: Error | undefined
      try {
        await client.query('begin')
        const result = await work({ query: async (sql, params) => (await client.query(serverQuery(sql, params))).rows })
        await client.query('commit')
        return result
      } catch (error) {
        // A connection the server dropped is thrown away, not returned to the pool.
        if (isDatabaseUnavailable(error)) broken = error as Error
        else await client.query('rollback').catch(() => undefined)
        unavailable(error)
      } finally {
        client.release(broken)
      }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })
  }
}

export function openDb(config: { databaseUrl: string | undefined; pgliteDataDir: string }): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.pgliteDataDir)
}
