import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/platform/config'
import { databaseCounters } from '../../src/platform/counters'
import type { Db } from '../../src/platform/db'
import type { RouteRecord } from '../../src/platform/types'
import { loadMunicipality } from '../../src/platform/municipality'

/** Every route of the app as a dev server registers it, without a database. */
export async function loadRoutes(): Promise<RouteRecord[]> {
  const db = { query: async () => [] } as unknown as Db
  const config = { ...loadConfig({ PESA_ENV: 'dev' }), staticDir: undefined, remotesFile: undefined }
  const app = await buildApp({ config, db, clock: { now: () => new Date() }, counters: databaseCounters(db), municipality: loadMunicipality('pesala') })
  await app.ready()
  const routes = [...app.routeCatalogue]
  await app.close()
  return routes
}
