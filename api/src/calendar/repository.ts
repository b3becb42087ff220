import { GUARDIAN_CHILDREN_ROWS, guardianChildOf, type GuardianChildRow } from '../family/repository'
import type { Child } from '../family/schemas'
import type { Queryable } from '../platform/db'
import { placementOf, placementRowsWhere, type Placement, type PlacementRow } from '../placements/repository'
import { clubTermOf, preschoolTermOf, type ClubTermRow, type PreschoolTermRow } from '../units/repository'
import type { ClubTerm, PreschoolTerm } from '../units/schemas'

export interface ReservationRow {
  childId: string
  date: string
  start: string | null
  end: string | null
}

export interface AbsenceRow {
  childId: string
  date: string
  type: 'SICKLEAVE' | 'OTHER_ABSENCE' | 'PLANNED_ABSENCE' | 'FREE_ABSENCE' | 'UNKNOWN_ABSENCE'
  staffMarked: boolean
}

export interface AttendanceRow {
  childId: string
  date: string
  start: string
  end: string | null
}

export interface HolidayPeriod {
  id: string
  period: { start: string; end: string }
  reservationsOpenOn: string
  reservationDeadline: string
}

interface Range {
  start: string
  end: string
}

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5))

type StoredReservation = { child_id: string; date: string; start_time: string | null; end_time: string | null }
const reservationOf = (row: StoredReservation): ReservationRow => ({
  childId: row.child_id,
  date: row.date,
  start: hhmm(row.start_time),
  end: hhmm(row.end_time)
})
type StoredAbsence = { child_id: string; date: string; absence_type: AbsenceRow['type']; staff_marked: boolean }
const absenceOf = (row: StoredAbsence): AbsenceRow => ({ childId: row.child_id, date: row.date, type: row.absence_type, staffMarked: row.staff_marked })
type StoredAttendance = { child_id: string; date: string; start_time: string; end_time: string | null }
const attendanceOf = (row: StoredAttendance): AttendanceRow => ({
  childId: row.child_id,
  date: row.date,
  start: hhmm(row.start_time)!,
  end: hhmm(row.end_time)
})
type StoredHolidayPeriod = { id: string; period_start: string; period_end: string; reservations_open_on: string; reservation_deadline: string }
const holidayPeriodOf = (row: StoredHolidayPeriod): HolidayPeriod => ({
  id: row.id,
  period: { start: row.period_start, end: row.period_end },
  reservationsOpenOn: row.reservations_open_on,
  reservationDeadline: row.reservation_deadline
})

export async function reservationsOf(db: Queryable, childIds: string[], range: Range): Promise<ReservationRow[]> {
  const rows = await db.query<StoredReservation>(
    `select child_id, date, start_time::text, end_time::text from attendance_reservation
     where child_id = any ($1::uuid[]) and date between $2 and $3 order by date, start_time nulls first`,
    [childIds, range.start, range.end]
  )
  return rows.map(reservationOf)
}

export async function absencesOf(db: Queryable, childIds: string[], range: Range): Promise<AbsenceRow[]> {
  const rows = await db.query<StoredAbsence>(
    'select child_id, date, absence_type, staff_marked from absence where child_id = any ($1::uuid[]) and date between $2 and $3',
    [childIds, range.start, range.end]
  )
  return rows.map(absenceOf)
}

export async function attendancesOf(db: Queryable, childIds: string[], range: Range): Promise<AttendanceRow[]> {
  const rows = await db.query<StoredAttendance>(
    `select child_id, date, start_time::text, end_time::text from child_attendance
     where child_id = any ($1::uuid[]) and date between $2 and $3 order by date, start_time`,
    [childIds, range.start, range.end]
  )
  return rows.map(attendanceOf)
}

export async function holidayPeriodsOverlapping(db: Queryable, range: Range): Promise<HolidayPeriod[]> {
  const rows = await db.query<StoredHolidayPeriod>(
    'select id, period_start, period_end, reservations_open_on, reservation_deadline from holiday_period where period_start <= $2 and period_end >= $1 order by period_start',
    [range.start, range.end]
  )
  return rows.map(holidayPeriodOf)
}

/** Everything the calendar's read shows of a guardian's children over a range (service.reservations). */
export interface GuardianCalendar {
  children: Child[]
  placements: Placement[]
  preschoolTerms: PreschoolTerm[]
  clubTerms: ClubTerm[]
  holidayPeriods: HolidayPeriod[]
  reservations: ReservationRow[]
  absences: AbsenceRow[]
  attendances: AttendanceRow[]
}

/*
 * The calendar's read in one statement instead of eight (children, placements, both kinds of
 * terms, holiday periods, reservations, absences, attendances): each set comes back as one JSON
 * array, ordered as its own reader orders it, and is mapped by that reader's own row mapper. A
 * statement costs the server and the database a round trip, a write and the parsing of its rows
 * (a quarter of the read's CPU); JSON is one parse of one value. Each subquery is its reader's
 * select (placementRowsWhere) or repeats its list, so both give the same values: dates and times
 * are text either way and the JSON columns are JSON (repository.test.ts compares the two). The
 * children are the guardian's, as childrenOfGuardian reads them; the rest is read for all of them.
 */
const GUARDIAN_CALENDAR = `
with kids as (select child_id as id from guardianship where guardian_id = $1)
select
  (select coalesce(json_agg(x order by x.date_of_birth, x.first_name), '[]') from (
     ${GUARDIAN_CHILDREN_ROWS}) x) as children,
  (select coalesce(json_agg(x order by x.child_id, x.start_date), '[]') from (
     ${placementRowsWhere('p.child_id in (select id from kids) and p.start_date <= $4 and p.end_date >= $3')}) x) as placements,
  (select coalesce(json_agg(x order by x.finnish_start), '[]') from (
     select finnish_start, finnish_end, swedish_start, swedish_end, extended_start, extended_end,
            application_start, application_end, term_breaks
     from preschool_term) x) as preschool_terms,
  (select coalesce(json_agg(x order by x.term_start), '[]') from (
     select term_start, term_end, application_start, application_end, term_breaks from club_term) x) as club_terms,
  (select coalesce(json_agg(x order by x.period_start), '[]') from (
     select id, period_start, period_end, reservations_open_on, reservation_deadline from holiday_period
     where period_start <= $4 and period_end >= $3) x) as holiday_periods,
  (select coalesce(json_agg(x order by x.date, x.start_time nulls first), '[]') from (
     select child_id, date, start_time::text, end_time::text from attendance_reservation
     where child_id in (select id from kids) and date between $3 and $4) x) as reservations,
  (select coalesce(json_agg(x), '[]') from (
     select child_id, date, absence_type, staff_marked from absence
     where child_id in (select id from kids) and date between $3 and $4) x) as absences,
  (select coalesce(json_agg(x order by x.date, x.start_time), '[]') from (
     select child_id, date, start_time::text, end_time::text from child_attendance
     where child_id in (select id from kids) and date between $3 and $4) x) as attendances`

export async function guardianCalendar(db: Queryable, guardianId: string, today: string, range: Range): Promise<GuardianCalendar> {
  const [row] = await db.query<{
    children: GuardianChildRow[]
    placements: PlacementRow[]
    preschool_terms: PreschoolTermRow[]
    club_terms: ClubTermRow[]
    holiday_periods: StoredHolidayPeriod[]
    reservations: StoredReservation[]
    absences: StoredAbsence[]
    attendances: StoredAttendance[]
  }>(GUARDIAN_CALENDAR, [guardianId, today, range.start, range.end])
  return {
    children: row!.children.map(guardianChildOf),
    placements: row!.placements.map(placementOf),
    preschoolTerms: row!.preschool_terms.map(preschoolTermOf),
    clubTerms: row!.club_terms.map(clubTermOf),
    holidayPeriods: row!.holiday_periods.map(holidayPeriodOf),
    reservations: row!.reservations.map(reservationOf),
    absences: row!.absences.map(absenceOf),
    attendances: row!.attendances.map(attendanceOf)
  }
}

/**
 * Serialises the calendar writes of the children until the transaction ends: a second guardian
 * saving the same child waits for the first to commit, then reads and replaces what it left, so a
 * day ends with exactly what one of them sent (on PGlite, one connection, it is a no-op in effect).
 * The locks are taken in id order so two requests for the same siblings cannot deadlock.
 */
export async function lockChildren(db: Queryable, childIds: string[]): Promise<void> {
  await db.query(
    `select pg_advisory_xact_lock(hashtextextended('calendar-child:' || id::text, 0))
     from (select id from unnest ($1::uuid[]) as id order by id) as ordered`,
    [[...new Set(childIds)]]
  )
}

/**
 * Empties the children's days for the guardian's new answers, in two statements whatever their
 * number: reservations, and absences the guardian marked where `absencesToo` (staff marks stay).
 */
export async function clearDays(db: Queryable, days: { childId: string; date: string; absencesToo: boolean }[]): Promise<void> {
  if (days.length === 0) return
  await db.query(
    `delete from attendance_reservation r using unnest ($1::uuid[], $2::date[]) as d (child_id, date)
     where r.child_id = d.child_id and r.date = d.date`,
    [days.map((d) => d.childId), days.map((d) => d.date)]
  )
  const absences = days.filter((d) => d.absencesToo)
  if (absences.length === 0) return
  await db.query(
    `delete from absence a using unnest ($1::uuid[], $2::date[]) as d (child_id, date)
     where a.child_id = d.child_id and a.date = d.date and not a.staff_marked`,
    [absences.map((d) => d.childId), absences.map((d) => d.date)]
  )
}

/** Inserts reservations in one statement (null times: present without times). */
export async function insertReservations(
  db: Queryable,
  rows: { childId: string; date: string; start: string | null; end: string | null }[],
  createdBy: string
): Promise<void> {
  if (rows.length === 0) return
  await db.query(
    `insert into attendance_reservation (child_id, date, start_time, end_time, created_by)
     select child_id, date, start_time, end_time, $5 from unnest ($1::uuid[], $2::date[], $3::time[], $4::time[]) as r (child_id, date, start_time, end_time)`,
    [rows.map((r) => r.childId), rows.map((r) => r.date), rows.map((r) => r.start), rows.map((r) => r.end), createdBy]
  )
}

/**
 * Writes citizen absences in one statement, replacing a citizen one of the day; staff-marked absences
 * stay as they are. A replaced questionnaire answer's absence becomes the guardian's own (its
 * questionnaire mark cleared), so the next answer does not delete it with its own days.
 */
export async function upsertAbsences(db: Queryable, rows: { childId: string; date: string; type: AbsenceRow['type'] }[], createdBy: string): Promise<void> {
  if (rows.length === 0) return
  await db.query(
    `insert into absence (child_id, date, absence_type, staff_marked, created_by)
     select child_id, date, absence_type, false, $4 from unnest ($1::uuid[], $2::date[], $3::text[]) as a (child_id, date, absence_type)
     on conflict (child_id, date) do update set absence_type = excluded.absence_type, created_by = excluded.created_by, created_at = now(), questionnaire_id = null
     where not absence.staff_marked`,
    [rows.map((r) => r.childId), rows.map((r) => r.date), rows.map((r) => r.type), createdBy]
  )
}

export async function insertReservation(
  db: Queryable,
  reservation: { childId: string; date: string; start: string | null; end: string | null; createdBy: string | null }
): Promise<void> {
  await db.query('insert into attendance_reservation (child_id, date, start_time, end_time, created_by) values ($1, $2, $3, $4, $5)', [
    reservation.childId,
    reservation.date,
    reservation.start,
    reservation.end,
    reservation.createdBy
  ])
}

/** Writes an absence, replacing a citizen one of that day; a staff-marked absence is left as it is. */
export async function upsertAbsence(
  db: Queryable,
  absence: { childId: string; date: string; type: AbsenceRow['type']; staffMarked?: boolean; createdBy: string | null }
): Promise<void> {
  await db.query(
    `insert into absence (child_id, date, absence_type, staff_marked, created_by) values ($1, $2, $3, $4, $5)
     on conflict (child_id, date) do update set absence_type = excluded.absence_type, created_by = excluded.created_by, created_at = now()
     where not absence.staff_marked`,
    [absence.childId, absence.date, absence.type, absence.staffMarked ?? false, absence.createdBy]
  )
}

export async function insertAttendance(
  db: Queryable,
  attendance: { childId: string; unitId: string; date: string; start: string; end: string | null }
): Promise<void> {
  await db.query('insert into child_attendance (child_id, unit_id, date, start_time, end_time) values ($1, $2, $3, $4, $5)', [
    attendance.childId,
    attendance.unitId,
    attendance.date,
    attendance.start,
    attendance.end
  ])
}

export async function insertHolidayPeriod(db: Queryable, period: Omit<HolidayPeriod, 'id'>): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into holiday_period (period_start, period_end, reservations_open_on, reservation_deadline) values ($1, $2, $3, $4) returning id',
    [period.period.start, period.period.end, period.reservationsOpenOn, period.reservationDeadline]
  )
  return row!.id
}

/** The children of the guardian among the ids (custodianship). */
export async function ownChildIds(db: Queryable, guardianId: string, childIds: string[]): Promise<Set<string>> {
  const rows = await db.query<{ child_id: string }>('select child_id from guardianship where guardian_id = $1 and child_id = any ($2::uuid[])', [
    guardianId,
    childIds
  ])
  return new Set(rows.map((row) => row.child_id))
}
