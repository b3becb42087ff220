import { createTestApp, type TestApp } from '../../../test/support/app'
import { DEMO_SSN } from '../../seed/demo-people'
import { HOUSEKEEPING_JOB } from './housekeeping'
import { testClock } from '../../../test/support/clock'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => t.close())

test('housekeeping is a recurring job: expired sessions and old finished jobs go, live ones stay', async () => {
  const { db } = t.platform
  const live = await t.login(DEMO_SSN.anna)
  // On the run's clock, which the housekeeping reads (api/test/support/clock.ts), not the database's.
  const now = testClock.now()
  await db.query("update session set expires_at = $1::timestamptz - interval '1 minute' where id = (select id from session order by created_at limit 1)", [now])
  const kept = await t.login(DEMO_SSN.anna, 'WEAK')
  await db.query(
    `insert into job (type, created_at, run_at, done_at) values
       ('OLD', $1::timestamptz - interval '8 days', $1::timestamptz - interval '8 days', $1::timestamptz - interval '8 days'),
       ('RECENT', $1::timestamptz - interval '1 day', $1::timestamptz - interval '1 day', $1::timestamptz - interval '1 day')`,
    [now]
  )
  await t.app.jobs.ensureSchedules()
  await t.app.jobs.drain()

  expect(await db.query('select count(*)::int as n from session')).toEqual([{ n: 1 }])
  expect((await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: kept })).json()).toMatchObject({ loggedIn: true })
  expect((await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: live })).json()).toMatchObject({ loggedIn: false })
  expect(
    (await db.query<{ type: string }>("select type from job where type in ('OLD', 'RECENT', $1) order by id", [HOUSEKEEPING_JOB])).map((row) => row.type)
  ).toEqual(['RECENT', HOUSEKEEPING_JOB])
  const [next] = await db.query<{ run_at: Date }>('select run_at from job where recurring_key = $1', [HOUSEKEEPING_JOB])
  expect(next!.run_at.getTime()).toBeGreaterThan(testClock.now().getTime() + 9 * 60_000)
})
