import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { ROOT, TSX } from './paths'

/** The PostgreSQL server the API parts run on: trust authentication for the postgres user on loopback by default. */
export const POSTGRES_SERVER = process.env.PESA_BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432'

const databaseUrl = (name: string) => `${POSTGRES_SERVER}/${name}`

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres'), connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function postgresAnswers(): Promise<boolean> {
  return asAdmin(async (client) => client.query('select 1')).then(
    () => true,
    () => false
  )
}

/** An empty database of this name (dropped first if a previous run left it); answers its URL. */
export async function freshDatabase(name: string): Promise<string> {
  await asAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`)
    await client.query(`create database ${name}`)
  })
  return databaseUrl(name)
}

export async function dropDatabase(name: string): Promise<void> {
  await asAdmin((client) => client.query(`drop database if exists ${name} with (force)`))
}

/** Connections open to the database now, from every client (the admin connection is to another database). */
export async function connectionsTo(name: string): Promise<number> {
  const { rows } = await asAdmin((client) => client.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = $1', [name]))
  return rows[0]!.count
}

/** The server processes of the connections open to the database now: whose CPU a read costs PostgreSQL. */
export async function backendPids(name: string): Promise<number[]> {
  const { rows } = await asAdmin((client) => client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]))
  return rows.map((row) => row.pid)
}

/** Migrates and seeds the database, then adds the generated large municipality (api/bench/large-municipality); answers the generator's output. */
export function generateLargeMunicipality(url: string, children: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['scripts/generate-large-municipality.ts', '--children', String(children)], {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`Generating the large municipality failed:\n${output}`))))
  })
}
