// A PostgreSQL server for the API tests in CI: the one answering on 127.0.0.1:5432, or Debian's, installed and started here.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { installDebianPackage } from './debian-packages.mjs'
import { portAnswers, run } from './lib.mjs'

const asPostgres = (sql) => run('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -c "${sql}"`])

export async function testDatabaseUrl() {
  if (process.env.PESA_TEST_DATABASE_URL) return process.env.PESA_TEST_DATABASE_URL
  // Our machines run one with trust authentication for local connections.
  if (await portAnswers(5432)) return 'postgres://postgres@127.0.0.1:5432/test'

  installDebianPackage('postgresql')
  const [version] = readdirSync('/etc/postgresql')
  run('pg_ctlcluster', [version, 'main', 'start'])
  for (let attempt = 0; attempt < 30 && !(await portAnswers(5432)); attempt++) await new Promise((resolve) => setTimeout(resolve, 500))
  asPostgres("alter user postgres password 'pesa'")
  if (
    spawnSync('su', ['postgres', '-c', 'psql -lqt'])
      .stdout.toString()
      .split('\n')
      .every((line) => !line.includes('pesa_test'))
  ) {
    asPostgres('create database pesa_test')
  }
  return 'postgres://postgres:pesa@127.0.0.1:5432/pesa_test'
}

/** The server of testDatabaseUrl() for the bench and the soak, which create and drop their own databases on it. */
export async function benchPostgresServer() {
  return process.env.PESA_BENCH_POSTGRES ?? (await testDatabaseUrl()).replace(/\/[^/]*$/, '')
}
