import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { backendPids, dropDatabase, freshDatabase, POSTGRES_SERVER, postgresAnswers } from './databases'
import { BENCH_CHILD_FIRST_NAME, CEILING, childPath, ENDPOINTS, type Endpoint } from './endpoints'
import { cpuSnapshot, cpuUsed, withDescendants } from './process-cpu'
import { startServer, type RunningServer } from './server'
import { strongSession, weakLogin } from './sessions'
import { percentile } from './stats'

/*
 * CPU per read, one read at a time: the production server (its cluster) on PostgreSQL, the reads
 * sent one after another over one keep-alive connection, the CPU of the server's process tree and
 * of its database connections read from /proc before and after. Without concurrency one read's
 * CPU is not mixed with another's, so a change to one read shows in its own figure.
 *
 *   tsx src/read-cpu.ts [--reads=300] [--rounds=1] [--only=calendar,inbox] [--bundles=api/dist/base.cjs,api/dist/server.cjs]
 *
 * --only keeps the endpoints whose name contains one of the words (the ceiling is always read).
 * --bundles runs each build on a database of its own and measures them in turns, round after
 * round, so the machine's changing load falls on each alike; the table gives the median of the
 * rounds. Ports from PESA_BENCH_PORT (9500), two apart. PESA_READ_CPU_PROFILE=<dir> makes the
 * servers write V8 CPU profiles there when they stop.
 */

export interface ReadCpuArgs {
  reads: number
  rounds: number
  only: string[]
  bundles: string[]
  port: number
}

export function parseReadCpuArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ReadCpuArgs {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
  const reads = Number(value('reads') ?? 300)
  const rounds = Number(value('rounds') ?? 1)
  if (!Number.isInteger(reads) || reads < 10) throw new Error('--reads must be an integer of at least 10')
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a positive integer')
  return {
    reads,
    rounds,
    only: (value('only') ?? '').split(',').filter(Boolean),
    bundles: (value('bundles') ?? 'api/dist/server.cjs').split(',').filter(Boolean),
    port: Number(env.PESA_BENCH_PORT ?? 9500)
  }
}

/** The endpoints whose name holds one of the words; all of them without words. */
export function selected(endpoints: Endpoint[], only: string[]): Endpoint[] {
  return only.length === 0 ? endpoints : endpoints.filter((endpoint) => only.some((word) => endpoint.name.includes(word)))
}

/**
 * Transactions committed in the database so far: a statement outside a transaction is one, so
 * their count per read is its statements (a transaction of several counts once). A backend
 * reports its counts when idle, at most once a second, hence the wait.
 */
async function commits(name: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1100))
  const client = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` })
  await client.connect()
  try {
    const { rows } = await client.query<{ commits: string }>('select xact_commit as commits from pg_stat_database where datname = $1', [name])
    return Number(rows[0]!.commits)
  } finally {
    await client.end()
  }
}

const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' }

interface Target {
  bundle: string
  database: string
  server: RunningServer
  cookies: { WEAK: string; STRONG: string }
  childId: string
}

interface Figures {
  status: number
  bytes: number
  wallMs: number
  serverMs: number
  pgMs: number
  commits: number
}

async function startTarget(bundle: string, index: number, port: number): Promise<Target> {
  const database = `pesa_bench_readcpu_${port}`
  const databaseUrl = await freshDatabase(database)
  const profileDir = process.env.PESA_READ_CPU_PROFILE
  const server = await startServer({
    port,
    mode: 'production',
    databaseUrl,
    logName: `server-read-cpu-${index}`,
    bundle: path.resolve(__dirname, '../..', bundle),
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
  })
  const weak = await weakLogin(server.url)
  const cookies = { WEAK: weak, STRONG: await strongSession(databaseUrl, weak.split('=')[0]!) }
  const children = (await (await fetch(`${server.url}/api/citizen/children`, { headers: { cookie: weak } })).json()) as { id: string; firstName: string }[]
  const childId = children.find((child) => child.firstName.startsWith(BENCH_CHILD_FIRST_NAME))!.id
  return { bundle, database, server, cookies, childId }
}

async function measure(target: Target, endpoint: Endpoint, reads: number): Promise<Figures> {
  const url = `${target.server.url}${childPath(endpoint, target.childId)}`
  const headers = { ...HEADERS, ...(endpoint.session ? { cookie: target.cookies[endpoint.session] } : {}) }
  const read = async () => {
    const response = await fetch(url, { headers })
    const body = await response.arrayBuffer()
    return { status: response.status, bytes: body.byteLength }
  }
  let last = { status: 0, bytes: 0 }
  for (let index = 0; index < Math.min(50, reads); index++) last = await read()
  const commitsBefore = await commits(target.database)
  const serverPids = withDescendants(target.server.pid)
  const before = { server: cpuSnapshot(serverPids), pg: cpuSnapshot(await backendPids(target.database)) }
  const started = performance.now()
  for (let index = 0; index < reads; index++) last = await read()
  const wallMs = (performance.now() - started) / reads
  const after = { server: cpuSnapshot(serverPids), pg: cpuSnapshot(await backendPids(target.database)) }
  const committed = (await commits(target.database)) - commitsBefore
  return {
    ...last,
    wallMs,
    serverMs: (1000 * cpuUsed(before.server, after.server)) / reads,
    pgMs: (1000 * cpuUsed(before.pg, after.pg)) / reads,
    commits: committed / reads
  }
}

async function main(): Promise<void> {
  const args = parseReadCpuArgs(process.argv.slice(2))
  if (!(await postgresAnswers())) throw new Error('No PostgreSQL server answers (PESA_BENCH_POSTGRES)')
  const targets: Target[] = []
  try {
    for (const [index, bundle] of args.bundles.entries()) targets.push(await startTarget(bundle, index, args.port + 2 * index))
    const load = () =>
      os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')
    console.log(`load at start: ${load()}; ${args.reads} sequential reads, ${args.rounds} rounds, median of the rounds`)
    const endpoints = [CEILING, ...selected(ENDPOINTS, args.only)]
    const results = new Map<string, Figures[]>()
    for (let round = 0; round < args.rounds; round++) {
      for (const endpoint of endpoints) {
        for (const target of targets) {
          const key = `${endpoint.name}\t${target.bundle}`
          results.set(key, [...(results.get(key) ?? []), await measure(target, endpoint, args.reads)])
        }
      }
    }
    console.log(
      ['endpoint', 'bundle', 'status', 'bytes', 'wall ms', 'server CPU ms', 'PG CPU ms', 'total CPU ms', 'commits/read', 'total of each round'].join('\t')
    )
    for (const [key, figures] of results) {
      const of = (pick: (figure: Figures) => number) => percentile(figures.map(pick), 50).toFixed(2)
      console.log(
        [
          key,
          figures[0]!.status,
          figures[0]!.bytes,
          of((figure) => figure.wallMs),
          of((figure) => figure.serverMs),
          of((figure) => figure.pgMs),
          of((figure) => figure.serverMs + figure.pgMs),
          of((figure) => figure.commits),
          figures.map((figure) => (figure.serverMs + figure.pgMs).toFixed(2)).join(' ')
        ].join('\t')
      )
    }
    console.log(`load at end: ${load()}`)
  } finally {
    for (const target of targets) {
      await target.server.stop()
      await dropDatabase(target.database)
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
