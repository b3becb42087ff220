import { addDays, datesOf, helsinkiDate, isFinnishHoliday } from '@pesa/shared/dates'
import type { RefusedDay, RefusedDayReason } from '@pesa/shared/protocol'
import { minutesOfTime, validateAbsenceRequest, validateReservationsRequest } from '@pesa/shared/validators'
import type { Queryable } from '../platform/db'
import { ApiError, refuseInvalid, type ErrorCode } from '../platform/errors'
import type { Platform } from '../platform/types'
import { reservableTimeRange } from '../placements/operating-days'
import { placementsOf, type Placement } from '../placements/repository'
import { PRESCHOOL_TYPES } from '../placements/schedule'
import { clubTerms, preschoolTerms } from '../units/repository'
import {
  ABSENCE_RUN_WINDOW_DAYS,
  childDay,
  isPreschoolOperationalDay,
  noDayReason,
  overlongAbsenceDays,
  reservableRange,
  type CalendarFacts,
  type ChildDay,
  type DateRange
} from './days'
import * as repository from './repository'
import type { AbsenceRow } from './repository'
import type {
  AbsenceRequest,
  MonthSummary,
  PreschoolOperationalDates,
  PreschoolOperationalDatesRequest,
  ReservationChild,
  ReservationResponseDayChild,
  ReservationsQuery,
  ReservationsRequest,
  ReservationsResponse,
  TimeRange
} from './schemas'

/** The longest range one read may ask for (spec part 2 §7: a month back to a year ahead, then paging back). */
export const MAX_READ_MONTHS = 15

export function monthsLater(date: string, months: number): string {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7)) - 1 + months
  return `${year + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}${date.slice(7)}`
}

export function reservableRangeAt(platform: Platform, now: Date): DateRange {
  return reservableRange(now, platform.municipality.citizenReservationThresholdHours, helsinkiDate)
}

export async function loadFacts(db: Queryable, childIds: string[], range: DateRange, today: string): Promise<CalendarFacts> {
  const [placements, preschool, club, holidayPeriods] = await Promise.all([
    placementsOf(db, childIds, range),
    preschoolTerms(db),
    clubTerms(db),
    repository.holidayPeriodsOverlapping(db, range)
  ])
  return factsOf({ placements, preschoolTerms: preschool, clubTerms: club, holidayPeriods }, today)
}

function factsOf(read: Pick<repository.GuardianCalendar, 'placements' | 'preschoolTerms' | 'clubTerms' | 'holidayPeriods'>, today: string): CalendarFacts {
  const byChild = new Map<string, Placement[]>()
  for (const placement of read.placements) byChild.set(placement.childId, [...(byChild.get(placement.childId) ?? []), placement])
  return { today, placements: byChild, terms: { preschool: read.preschoolTerms, club: read.clubTerms }, holidayPeriods: read.holidayPeriods }
}

/** The child ids of the request must all be the caller's children: another child is 404, learning nothing. */
export async function requireOwnChildren(db: Queryable, guardianId: string, childIds: string[]): Promise<void> {
  const own = await repository.ownChildIds(db, guardianId, childIds)
  if (childIds.some((id) => !own.has(id))) throw new ApiError('NOT_FOUND')
}

const minutesOf = (range: TimeRange) => minutesOfTime(range.end) - minutesOfTime(range.start)

/** The minutes covered by the ranges, overlaps counted once, as merged ranges. */
function union(ranges: TimeRange[]): TimeRange[] {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start))
  const merged: TimeRange[] = []
  for (const range of sorted) {
    const last = merged[merged.length - 1]
    if (last && range.start <= last.end) last.end = range.end > last.end ? range.end : last.end
    else merged.push({ ...range })
  }
  return merged
}

/** The service need's daily share: its weekly hours over five days. */
const dailyShareMinutes = (day: ChildDay) => (day.serviceNeed?.hoursPerWeek ? Math.round((day.serviceNeed.hoursPerWeek * 60) / 5) : 0)

/** GET /citizen/reservations: the guardian's children and, per day, what each child has (spec part 2 §3). */
export async function reservations(platform: Platform, guardianId: string, query: ReservationsQuery, now: Date): Promise<ReservationsResponse> {
  if (query.to < query.from) throw new ApiError('VALIDATION_FAILED', 'The range ends before it starts', { to: 'DATE_TOO_EARLY' })
  if (query.to > monthsLater(query.from, MAX_READ_MONTHS)) throw new ApiError('VALIDATION_FAILED', 'The range is too long', { to: 'DATE_TOO_LATE' })
  const { db } = platform
  const today = helsinkiDate(now)
  const range = { start: query.from, end: query.to }
  // One statement for all of it (repository.guardianCalendar): the read's fixed cost was its eight.
  const read = await repository.guardianCalendar(db, guardianId, today, range)
  const guardianChildren = read.children
  const childIds = guardianChildren.map((child) => child.id)
  const facts = factsOf(read, today)
  const { reservations: reservationRows, absences: absenceRows, attendances: attendanceRows } = read
  // Each child's rows by date, looked up with the day's one date text: a key built of child and
  // date per child and day cost a new string to hash on each of the year's lookups (a fifth of
  // this function's CPU).
  const byChildAndDate = <T extends { childId: string; date: string }>(rows: T[]) => {
    const byChild = new Map<string, Map<string, T[]>>()
    for (const row of rows) {
      let byDate = byChild.get(row.childId)
      if (!byDate) byChild.set(row.childId, (byDate = new Map()))
      const ofDay = byDate.get(row.date)
      if (ofDay) ofDay.push(row)
      else byDate.set(row.date, [row])
    }
    return byChild
  }
  const reservationsOfChild = byChildAndDate(reservationRows)
  const attendancesOfChild = byChildAndDate(attendanceRows)
  const absencesOfChild = byChildAndDate(absenceRows)
  const none = new Map<string, never[]>()
  const perChild = childIds.map((childId) => ({
    childId,
    reservations: reservationsOfChild.get(childId) ?? none,
    attendances: attendancesOfChild.get(childId) ?? none,
    absences: absencesOfChild.get(childId) ?? none,
    months: new Map<string, MonthSummary>(),
    /** The month of the days counted last and its summary: the next day is most often in it too */
    month: '',
    summary: undefined as MonthSummary | undefined
  }))
  const summaries = new Map(perChild.map((child) => [child.childId, child.months]))

  const days = datesOf(range.start, range.end).map((date) => {
    const children: ReservationResponseDayChild[] = []
    const month = date.slice(0, 7)
    for (const child of perChild) {
      const { childId } = child
      const day = childDay(facts, childId, date)
      if (!day) continue
      const reservations = child.reservations.get(date) ?? []
      const attendances = child.attendances.get(date) ?? []
      const absence = child.absences.get(date)?.[0] ?? null
      const timed: TimeRange[] = []
      let reservedMinutes = 0
      for (const r of reservations) {
        if (!r.start || !r.end) continue
        timed.push({ start: r.start, end: r.end })
        reservedMinutes += minutesOf({ start: r.start, end: r.end })
      }
      let usedService: ReservationResponseDayChild['usedService'] = null
      if (date < today && day.scheduleType === 'RESERVATION_REQUIRED') {
        // Spec silent (api/src/calendar/DECISIONS.md "Calendar"): used service of a past day is the union of
        // reserved and attended times, else the service need's daily share, marked calculated.
        const ranges = union([...timed, ...attendances.flatMap((a) => (a.end ? [{ start: a.start, end: a.end }] : []))])
        // Decision (the spec and the eVaka study in shared/research are silent; eVaka's estimate is
        // the service need's daily share on operation days): a day with nothing recorded is estimated
        // only when the unit normally operates then (a weekday of its hours, not a public holiday).
        // A shift-care child's weekends and holidays are open to it, but a quiet one is a day the
        // child was not in care, not 8 hours used.
        const estimable = reservableTimeRange(day.placement.unit, 'NONE', date) !== null
        const calculated = ranges.length === 0 && !absence && estimable
        usedService = {
          reservedMinutes,
          usedServiceMinutes: calculated ? dailyShareMinutes(day) : ranges.reduce((sum, r) => sum + minutesOf(r), 0),
          usedServiceRanges: ranges,
          calculated
        }
      }
      let summary = child.summary
      if (!summary || child.month !== month) {
        summary = child.months.get(month)
        if (!summary) {
          summary = {
            year: Number(date.slice(0, 4)),
            month: Number(date.slice(5, 7)),
            reservedMinutes: 0,
            usedServiceMinutes: 0,
            serviceNeedMinutes: 0,
            attendanceDays: 0,
            contractDaysPerMonth: null
          }
          child.months.set(month, summary)
        }
        child.summary = summary
        child.month = month
      }
      summary.reservedMinutes += reservedMinutes
      summary.usedServiceMinutes += usedService?.usedServiceMinutes ?? 0
      if (day.scheduleType === 'RESERVATION_REQUIRED' && day.reservableTimeRange.type === 'NORMAL') summary.serviceNeedMinutes += dailyShareMinutes(day)
      if (!absence && (reservations.length > 0 || attendances.length > 0)) summary.attendanceDays += 1
      summary.contractDaysPerMonth = day.serviceNeed?.contractDaysPerMonth ?? summary.contractDaysPerMonth
      children.push({
        childId,
        scheduleType: day.scheduleType,
        shiftCare: day.shiftCare,
        absence: absence ? { type: absence.type, editable: !absence.staffMarked } : null,
        reservations: reservations.map((r) =>
          r.start && r.end ? { type: 'TIMES' as const, range: { start: r.start, end: r.end } } : { type: 'NO_TIMES' as const }
        ),
        attendances: attendances.map((a) => ({ start: a.start, end: a.end })),
        reservableTimeRange: day.reservableTimeRange,
        holidayPeriodEffect: day.holidayPeriodEffect,
        usedService
      })
    }
    return { date, holiday: isFinnishHoliday(date), children }
  })

  const shownChildren = guardianChildren.filter((child) => facts.placements.has(child.id))
  const children: ReservationChild[] = shownChildren.map((child) => {
    const placements = facts.placements.get(child.id) ?? []
    return {
      id: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      preferredName: child.preferredName,
      imageId: null,
      upcomingPlacementType: child.placementType ?? child.upcomingPlacementType,
      group: child.group ? { name: child.group.name } : null,
      unit: child.unit ? { name: child.unit.name } : null,
      permittedActions: ['READ_DAILY_SERVICE_TIMES'],
      hasContractDays: placements.some((p) => p.serviceNeeds.some((need) => need.contractDaysPerMonth !== null)),
      absenceApplicationCreationPossible: platform.municipality.featureFlags.absenceApplications && placements.some((p) => PRESCHOOL_TYPES.has(p.type)),
      serviceApplicationCreationPossible: platform.municipality.featureFlags.serviceApplications,
      monthSummaries: [...(summaries.get(child.id)?.values() ?? [])]
    }
  })
  return { children, days, reservableRange: reservableRangeAt(platform, now) }
}

export type StoredAbsence = { type: AbsenceRow['type']; staffMarked: boolean }

/**
 * What the children's days hold now, read after their lock (lockChildren) so no other write moves
 * them: the absences around the days always; the reservations and attendances of the days only
 * when a rule asks (`need`), so a save of times alone reads once.
 */
async function storedDays(db: Queryable, childIds: string[], window: DateRange, days: DateRange, need: { reservations: boolean; attendances: boolean }) {
  const [reservationRows, absenceRows, attendanceRows] = await Promise.all([
    need.reservations ? repository.reservationsOf(db, childIds, days) : [],
    repository.absencesOf(db, childIds, window),
    need.attendances ? repository.attendancesOf(db, childIds, days) : []
  ])
  return {
    reservations: new Set(reservationRows.map((row) => `${row.childId}/${row.date}`)),
    absences: new Map<string, StoredAbsence>(absenceRows.map((row) => [`${row.childId}/${row.date}`, { type: row.type, staffMarked: row.staffMarked }])),
    attendances: new Set(attendanceRows.map((row) => `${row.childId}/${row.date}`))
  }
}

/** A citizen's absence the continuous-absence rule counts (overlongAbsenceDays): any but sick leave. */
const countedAbsence = (absence: StoredAbsence | undefined) => absence !== undefined && !absence.staffMarked && absence.type !== 'SICKLEAVE'

/**
 * The days of `written` (per child) that would make an over five-day continuous preschool
 * absence, with the stored days around them (spec §5 "More than 5 absences … needs an
 * application"): the same rule on every path that writes absences.
 */
export function overlongAbsences(
  facts: CalendarFacts,
  stored: Map<string, StoredAbsence>,
  written: Map<string, Map<string, boolean>>,
  window: DateRange
): RefusedDay[] {
  return [...written].flatMap(([childId, days]) =>
    overlongAbsenceDays(facts, childId, new Set(days.keys()), (date) => days.get(date) ?? countedAbsence(stored.get(`${childId}/${date}`)), window).map(
      (date) => ({ childId, date, reason: 'CONTINUOUS_ABSENCE' as const })
    )
  )
}

/** The calendar facts around the dates, wide enough for a continuous absence (ABSENCE_RUN_WINDOW_DAYS). */
export const windowAround = (range: DateRange): DateRange => ({
  start: addDays(range.start, -ABSENCE_RUN_WINDOW_DAYS),
  end: addDays(range.end, ABSENCE_RUN_WINDOW_DAYS)
})

/** The absence type a guardian's absence is stored as: a contract-day child's is planned (spec §5), sick leave stays. */
const absenceTypeOf = (day: ChildDay, type: AbsenceRequest['absenceType']): AbsenceRow['type'] =>
  type !== 'SICKLEAVE' && day.serviceNeed?.contractDaysPerMonth ? 'PLANNED_ABSENCE' : type

/**
 * POST /citizen/reservations (spec part 2 §3, §5): every day of the request is checked before
 * anything is written, and the days are then replaced in one transaction. Nothing is skipped: a
 * day the server would not write refuses the whole request, naming the days (RefusedDay).
 */
export async function saveReservations(platform: Platform, guardianId: string, body: ReservationsRequest, now: Date): Promise<void> {
  const childIds = [...new Set(body.map((item) => item.childId))]
  await requireOwnChildren(platform.db, guardianId, childIds)
  const today = helsinkiDate(now)
  const dates = body.map((item) => item.date).sort()
  const span = { start: dates[0]!, end: dates[dates.length - 1]! }
  const window = windowAround(span)
  const facts = await loadFacts(platform.db, childIds, window, today)
  const days = body.map((item) => childDay(facts, item.childId, item.date))

  const errors = validateReservationsRequest(body, { reservableTimeRange: (childId, date) => childDay(facts, childId, date)?.reservableTimeRange })
  const outsideHours = Object.values(errors).includes('TIME_OUTSIDE_RANGE')
  refuseInvalid(Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== 'TIME_OUTSIDE_RANGE')))
  const range = reservableRangeAt(platform, now)
  /** The items' days `reasonOf` refuses: with its reason, or none named (true). */
  const refusedFor = (reasonOf: (item: ReservationsRequest[number], day: ChildDay | null) => RefusedDayReason | boolean | null | undefined): RefusedDay[] =>
    body.flatMap((item, index) => {
      const reason = reasonOf(item, days[index]!)
      if (!reason) return []
      return [reason === true ? { childId: item.childId, date: item.date } : { childId: item.childId, date: item.date, reason }]
    })
  const refuse = (code: ErrorCode, message: string, refused: RefusedDay[]) => {
    if (refused.length > 0) throw new ApiError(code, message, undefined, refused)
  }

  await platform.db.transaction(async (tx) => {
    await repository.lockChildren(tx, childIds)
    const stored = await storedDays(tx, childIds, window, span, {
      reservations: days.some((day) => day?.holidayPeriodEffect?.type === 'ReservationsClosed'),
      attendances: body.some((item) => item.type === 'ABSENT')
    })
    const key = (item: { childId: string; date: string }) => `${item.childId}/${item.date}`
    refuse(
      'NON_RESERVABLE_DAYS',
      'Some of the days cannot be reserved',
      refusedFor((item, day) => {
        if (item.date < today) return 'PAST'
        if (item.date < range.start) return 'NOT_RESERVABLE_YET'
        if (item.date > range.end) return 'BEYOND_RESERVABLE_RANGE'
        if (!day) return noDayReason(facts, item.childId, item.date)
        // Spec §4: a term break is read-only; a fixed-schedule day (preschool or club alone) has its
        // hours set, so it is answered present or absent and times would not be stored.
        if (day.scheduleType === 'TERM_BREAK') return 'TERM_BREAK'
        if (day.scheduleType === 'FIXED_SCHEDULE' && item.type === 'RESERVATIONS') return 'FIXED_SCHEDULE'
        const effect = day.holidayPeriodEffect?.type
        if (effect === 'NotYetReservable') return 'HOLIDAY_PERIOD_NOT_OPEN'
        // Spec §4: after the deadline only a day already reserved (and not absent) may change, or turn absent.
        if (effect === 'ReservationsClosed' && item.type !== 'ABSENT' && !(stored.reservations.has(key(item)) && !stored.absences.has(key(item)))) {
          return 'HOLIDAY_PERIOD_CLOSED'
        }
        return null
      })
    )
    if (outsideHours) throw new ApiError('OUTSIDE_OPENING_HOURS', 'A time is outside the opening hours', errors)
    refuse(
      'ABSENCE_NOT_EDITABLE',
      'Staff marked an absence on some of the days',
      refusedFor((item) => stored.absences.get(key(item))?.staffMarked && 'STAFF_MARKED')
    )
    refuse(
      'RESERVATION_TIMES_REQUIRED',
      'Reservations need times on some of the days',
      refusedFor(
        (item, day) => item.type === 'PRESENT' && day!.scheduleType === 'RESERVATION_REQUIRED' && day!.holidayPeriodEffect?.type !== 'ReservationsOpen'
      )
    )
    refuse(
      'ATTENDANCE_ALREADY_EXISTS',
      'The child already attended on some of the days',
      refusedFor((item) => item.type === 'ABSENT' && stored.attendances.has(key(item)) && 'ATTENDANCE_EXISTS')
    )
    if (platform.municipality.featureFlags.absenceApplications) {
      const written = new Map<string, Map<string, boolean>>()
      for (const item of body) written.set(item.childId, (written.get(item.childId) ?? new Map<string, boolean>()).set(item.date, item.type === 'ABSENT'))
      refuse('ABSENCE_APPLICATION_REQUIRED', 'A long absence from preschool needs an application', overlongAbsences(facts, stored.absences, written, window))
    }

    await repository.clearDays(
      tx,
      body.map((item) => ({ childId: item.childId, date: item.date, absencesToo: item.type !== 'ABSENT' }))
    )
    await repository.upsertAbsences(
      tx,
      body.flatMap((item, index) =>
        item.type === 'ABSENT' ? [{ childId: item.childId, date: item.date, type: absenceTypeOf(days[index]!, 'OTHER_ABSENCE') }] : []
      ),
      guardianId
    )
    // Fixed-schedule days take present (no row) or absent: times there were refused above.
    await repository.insertReservations(
      tx,
      body.flatMap((item, index): { childId: string; date: string; start: string | null; end: string | null }[] => {
        if (days[index]!.scheduleType !== 'RESERVATION_REQUIRED') return []
        if (item.type === 'PRESENT') return [{ childId: item.childId, date: item.date, start: null, end: null }]
        if (item.type !== 'RESERVATIONS') return []
        return [item.reservation, item.secondReservation].flatMap((r) => (r ? [{ childId: item.childId, date: item.date, start: r.start, end: r.end }] : []))
      }),
      guardianId
    )
  })
}

/**
 * POST /citizen/absences (spec part 2 §5, §8): full days of the children's care days in the range
 * (weekends, holidays, term breaks and days without placement are not care days and are passed
 * over). Nothing is skipped silently: past days, days after the reservable range, a holiday period
 * not yet open, a child with no care day in the range, staff-marked absences and attended days
 * refuse the whole request, naming the days.
 */
export async function saveAbsences(platform: Platform, guardianId: string, body: AbsenceRequest, now: Date): Promise<void> {
  refuseInvalid(validateAbsenceRequest(body))
  await requireOwnChildren(platform.db, guardianId, body.childIds)
  const today = helsinkiDate(now)
  const { start, end } = body.dateRange
  const rangeEnd = reservableRangeAt(platform, now).end
  const window = windowAround({ start, end })
  const facts = await loadFacts(platform.db, body.childIds, window, today)
  const { featureFlags } = platform.municipality

  const refused: RefusedDay[] = []
  const daysByChild = body.childIds.map((childId) => {
    const days: { date: string; day: ChildDay }[] = []
    const before = refused.length
    for (const date of datesOf(start, end)) {
      const day = childDay(facts, childId, date)
      if (date < today) refused.push({ childId, date, reason: 'PAST' })
      else if (date > rangeEnd) refused.push({ childId, date, reason: 'BEYOND_RESERVABLE_RANGE' })
      else if (!day || day.scheduleType === 'TERM_BREAK') continue
      else if (day.holidayPeriodEffect?.type === 'NotYetReservable') refused.push({ childId, date, reason: 'HOLIDAY_PERIOD_NOT_OPEN' })
      else days.push({ date, day })
    }
    // A child none of whose days is a care day would get nothing: refused, not skipped.
    if (days.length === 0 && refused.length === before) {
      for (const date of datesOf(start, end)) {
        const day = childDay(facts, childId, date)
        refused.push({ childId, date, reason: day ? (day.scheduleType === 'TERM_BREAK' ? 'TERM_BREAK' : 'CLOSED') : noDayReason(facts, childId, date) })
      }
    }
    return { childId, days }
  })
  if (refused.length > 0) throw new ApiError('NON_RESERVABLE_DAYS', 'Some of the days cannot be marked absent', undefined, refused)
  if (body.absenceType === 'PLANNED_ABSENCE') {
    // Spec §5: planned absence is for shift work, and a contract-day type cannot be saved for only some of the children.
    const planned = daysByChild.every(({ days }) => days.some(({ day }) => day.shiftCare || day.serviceNeed?.contractDaysPerMonth))
    if (!featureFlags.citizenShiftCareAbsence || !planned) refuseInvalid({ absenceType: 'SELECT_ONE' })
  }

  await platform.db.transaction(async (tx) => {
    await repository.lockChildren(tx, body.childIds)
    const stored = await storedDays(tx, body.childIds, window, { start, end }, { reservations: false, attendances: true })
    const each = (test: (childId: string, date: string) => boolean, reason: RefusedDayReason): RefusedDay[] =>
      daysByChild.flatMap(({ childId, days }) => days.filter(({ date }) => test(childId, date)).map(({ date }) => ({ childId, date, reason })))
    const staffMarked = each((childId, date) => stored.absences.get(`${childId}/${date}`)?.staffMarked === true, 'STAFF_MARKED')
    if (staffMarked.length > 0) throw new ApiError('ABSENCE_NOT_EDITABLE', 'Staff marked an absence on some of the days', undefined, staffMarked)
    const attended = each((childId, date) => stored.attendances.has(`${childId}/${date}`), 'ATTENDANCE_EXISTS')
    if (attended.length > 0) throw new ApiError('ATTENDANCE_ALREADY_EXISTS', 'The child already attended on some of the days', undefined, attended)
    if (featureFlags.absenceApplications && body.absenceType !== 'SICKLEAVE') {
      const written = new Map(daysByChild.map(({ childId, days }) => [childId, new Map(days.map(({ date }) => [date, true]))]))
      const overlong = overlongAbsences(facts, stored.absences, written, window)
      if (overlong.length > 0) {
        const childIds = new Set(overlong.map((day) => day.childId))
        throw new ApiError(
          'ABSENCE_APPLICATION_REQUIRED',
          'A long absence from preschool needs an application',
          Object.fromEntries([...childIds].map((childId) => [`childIds.${body.childIds.indexOf(childId)}`, 'DATE_UNSELECTABLE' as const])),
          overlong
        )
      }
    }
    const written = daysByChild.flatMap(({ childId, days }) => days.map(({ date, day }) => ({ childId, date, day })))
    await repository.clearDays(
      tx,
      written.map(({ childId, date }) => ({ childId, date, absencesToo: false }))
    )
    await repository.upsertAbsences(
      tx,
      written.map(({ childId, date, day }) => ({ childId, date, type: absenceTypeOf(day, body.absenceType) })),
      guardianId
    )
  })
}

/**
 * POST /citizen/preschool-operational-dates (spec part 2 §7): the days of the range preschool is
 * taught to each child, which the absence modal counts for the five-day rule (§5, §9) before
 * sending. A read, though sent as POST as the spec names it: it writes nothing.
 */
export async function preschoolOperationalDates(
  platform: Platform,
  guardianId: string,
  body: PreschoolOperationalDatesRequest,
  now: Date
): Promise<PreschoolOperationalDates> {
  const { range, childIds } = body
  if (range.end < range.start) throw new ApiError('VALIDATION_FAILED', 'The range ends before it starts', { 'range.end': 'DATE_TOO_EARLY' })
  if (range.end > monthsLater(range.start, MAX_READ_MONTHS)) throw new ApiError('VALIDATION_FAILED', 'The range is too long', { 'range.end': 'DATE_TOO_LATE' })
  if (childIds.length === 0) throw new ApiError('VALIDATION_FAILED', 'No children', { childIds: 'REQUIRED' })
  await requireOwnChildren(platform.db, guardianId, childIds)
  const facts = await loadFacts(platform.db, childIds, range, helsinkiDate(now))
  const dates = datesOf(range.start, range.end)
  return Object.fromEntries(childIds.map((childId) => [childId, dates.filter((date) => isPreschoolOperationalDay(facts, childId, date))]))
}
