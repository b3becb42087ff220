// Drops and creates the PostgreSQL database of a URL, so the suite's server starts from the migrations
// as it does on PGlite; with --drop only drops it, as a worker stops, so that no run leaves its
// databases on the server. Usage: fresh-database.mjs postgres://…/name [--drop] (admin rights needed).
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The API's own driver: the suite has no database dependency of its own.
const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../api/package.json'))
const pg = require('pg')

const target = new URL(process.argv[2])
const database = target.pathname.slice(1)
if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Not a plain database name: ${database}`)
const admin = new URL(target)
admin.pathname = '/postgres'
const client = new pg.Client({ connectionString: admin.toString() })
await client.connect()
try {
  await client.query(`drop database if exists ${database} with (force)`)
  if (!process.argv.includes('--drop')) await client.query(`create database ${database}`)
} finally {
  await client.end()
}
