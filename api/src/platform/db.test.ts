import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { FRESH_PGLITE_TIMEOUT_MS } from '../test-support/databases'
import { openPglite } from './db'

describe('openPglite', () => {
  let dir: string

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pesa-db-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it(
    'creates a data folder whose parents do not exist yet, as on a fresh checkout',
    async () => {
      const dataDir = path.join(dir, '.data', 'pglite')
      const db = await openPglite(dataDir)
      try {
        expect(await db.query<{ answer: number }>('select 42 as answer')).toEqual([{ answer: 42 }])
        expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
      } finally {
        await db.close()
      }
    },
    FRESH_PGLITE_TIMEOUT_MS
  )
})
