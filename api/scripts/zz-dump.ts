import { writeFileSync } from 'node:fs'
import { buildApp } from '/work/wt/messages/api/src/app'
import { loadConfig } from '/work/wt/messages/api/src/platform/config'
import { databaseCounters } from '/work/wt/messages/api/src/platform/counters'
import { loadMunicipality } from '/work/wt/messages/api/src/platform/municipality'
void (async () => {
const db = { query: async () => [] } as any
const config = { ...loadConfig({ PESA_ENV: 'dev' }), staticDir: undefined, remotesFile: undefined }
const app = await buildApp({ config, db, clock: { now: () => new Date() }, counters: databaseCounters(db), municipality: loadMunicipality('pesala') })
await app.ready()
writeFileSync('/tmp/messages-openapi.json', JSON.stringify((app as any).swagger(), null, 1))
await app.close()
})()
