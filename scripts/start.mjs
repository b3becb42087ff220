// The README's start command: installs, builds what changed, and runs the whole service with
// demo data on one port (API, shell and remotes). PostgreSQL when DATABASE_URL is set, else PGlite in .data/.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildAll, SITE_DIR } from './build.mjs'
import { elapsed, installDependencies, log, ROOT } from './lib.mjs'

const started = Date.now()
installDependencies()
const { version } = await buildAll()

const port = Number(process.env.PORT ?? 8080)
const env = {
  PESA_ENV: 'dev',
  PORT: String(port),
  PESA_STATIC_DIR: SITE_DIR,
  PESA_APP_VERSION: version,
  PGLITE_DATA_DIR: path.join(ROOT, '.data/pglite'),
  LOG_LEVEL: 'warn',
  ...process.env
}
log(`Starting the server (${env.DATABASE_URL ? 'PostgreSQL server' : `PGlite in ${env.PGLITE_DATA_DIR}`})`)
const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.cjs')], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

const url = `http://localhost:${port}/`
for (let attempt = 0; attempt < 240; attempt++) {
  const up = await fetch(`${url}api/citizen/auth/status`)
    .then((response) => response.ok)
    .catch(() => false)
  if (up) {
    console.log(`
  Pesä is running at ${url}   (ready in ${elapsed(started)})

  Demo logins (README, "Demo people"):
    username and password  anna.virtanen@example.fi / kumisaapas-metsaretki-2026
    strong identification  choose a person on the identification page, e.g. Anna 120385-1243
`)
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 250))
}
