import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { childrenOfGuardian } from '../family/repository'
import type { Queryable } from '../platform/db'
import { placementsOf } from '../placements/repository'
import { DEMO_SSN } from '../seed/demo-people'
import { clubTerms, preschoolTerms } from '../units/repository'
import { createTestApp, type TestApp } from '../../test/support/app'
import { absencesOf, attendancesOf, guardianCalendar, holidayPeriodsOverlapping, reservationsOf } from './repository'
import { testClock } from '../../test/support/clock'

describe("the calendar's one-statement read", () => {
  let t: TestApp
  let db: Queryable
  const today = helsinkiDate(testClock.now())
  const range = { start: addDays(today, -400), end: addDays(today, 400) }

  beforeAll(async () => {
    t = await createTestApp()
    db = t.platform.db
  })
  afterAll(() => t.close())

  const byKey = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))

  it.each([
    ['Anna, three children, one of them unplaced', DEMO_SSN.anna],
    ['Liisa, one child', DEMO_SSN.liisa],
    ['Pekka, custodian of nobody', DEMO_SSN.pekka]
  ])('gives what the readers of each kind give, in their order: %s', async (_who, ssn) => {
    const [{ id: guardianId }] = (await db.query<{ id: string }>('select id from person where ssn = $1', [ssn])) as [{ id: string }]
    const children = await childrenOfGuardian(db, guardianId, today)
    const childIds = children.map((child) => child.id)
    const read = await guardianCalendar(db, guardianId, today, range)
    expect(read.children).toEqual(children)
    expect(read.placements).toEqual(await placementsOf(db, childIds, range))
    expect(read.preschoolTerms).toEqual(await preschoolTerms(db))
    expect(read.clubTerms).toEqual(await clubTerms(db))
    expect(read.holidayPeriods).toEqual(await holidayPeriodsOverlapping(db, range))
    if (childIds.length === 0) {
      expect([read.reservations, read.absences, read.attendances]).toEqual([[], [], []])
      return
    }
    expect(read.reservations).toEqual(await reservationsOf(db, childIds, range))
    expect(read.attendances).toEqual(await attendancesOf(db, childIds, range))
    // Absences are looked up by day, in no order.
    expect(byKey(read.absences)).toEqual(byKey(await absencesOf(db, childIds, range)))
  })

  it('has something of each kind to compare for Anna', async () => {
    const [{ id }] = (await db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.anna])) as [{ id: string }]
    const read = await guardianCalendar(db, id, today, range)
    for (const kind of ['children', 'placements', 'preschoolTerms', 'clubTerms', 'holidayPeriods', 'reservations', 'absences', 'attendances'] as const) {
      expect([kind, read[kind].length > 0]).toEqual([kind, true])
    }
  })
})
