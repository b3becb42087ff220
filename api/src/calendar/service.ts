import { datesOf, helsinkiDate, isFinnishHoliday } from '@pesa/shared/dates'
import { minutesOfTime, validateAbsenceRequest, validateReservationsRequest } from '@pesa/shared/validators'
import { childrenOfGuardian } from '../family/repository'
import type { Queryable } from '../platform/db'
import { ApiError, refuseInvalid } from '../platform/errors'
import type { Platform } from '../platform/types'
import { placementsOf, type Placement } from '../placements/repository'
import { PRESCHOOL_TYPES } from '../placements/schedule'
import { clubTerms, preschoolTerms } from '../units/repository'
import { childDay, isPreschoolOperationalDay, reservableRange, type CalendarFacts, type ChildDay, type DateRange } from './days'
import * as repository from './repository'
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
/** Spec §9: more than 5 absence days from preschool need an absence application. */
const MAX_ABSENCE_DAYS_WITHOUT_APPLICATION = 5

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
  const byChild = new Map<string, Placement[]>()
  for (const placement of placements) byChild.set(placement.childId, [...(byChild.get(placement.childId) ?? []), placement])
  return { today, placements: byChild, terms: { preschool, club }, holidayPeriods }
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
  const guardianChildren = await childrenOfGuardian(db, guardianId, today)
  const childIds = guardianChildren.map((child) => child.id)
  const facts = await loadFacts(db, childIds, range, today)
  const [reservationRows, absenceRows, attendanceRows] = await Promise.all([
    repository.reservationsOf(db, childIds, range),
    repository.absencesOf(db, childIds, range),
    repository.attendancesOf(db, childIds, range)
  ])
  const key = (childId: string, date: string) => `${childId}/${date}`
  const group = <T extends { childId: string; date: string }>(rows: T[]) => {
    const map = new Map<string, T[]>()
    for (const row of rows) map.set(key(row.childId, row.date), [...(map.get(key(row.childId, row.date)) ?? []), row])
    return map
  }
  const reservationsByDay = group(reservationRows)
  const attendancesByDay = group(attendanceRows)
  const absenceByDay = new Map(absenceRows.map((row) => [key(row.childId, row.date), row]))
  const summaries = new Map<string, Map<string, MonthSummary>>()

  const days = datesOf(range.start, range.end).map((date) => {
    const children: ReservationResponseDayChild[] = []
    for (const childId of childIds) {
      const day = childDay(facts, childId, date)
      if (!day) continue
      const reservations = reservationsByDay.get(key(childId, date)) ?? []
      const attendances = attendancesByDay.get(key(childId, date)) ?? []
      const absence = absenceByDay.get(key(childId, date)) ?? null
      const timed = reservations.flatMap((r) => (r.start && r.end ? [{ start: r.start, end: r.end }] : []))
      const reservedMinutes = timed.reduce((sum, r) => sum + minutesOf(r), 0)
      let usedService: ReservationResponseDayChild['usedService'] = null
      if (date < today && day.scheduleType === 'RESERVATION_REQUIRED') {
        // Spec silent (ARCHITECTURE.md "Calendar"): used service of a past day is the union of
        // reserved and attended times, else the service need's daily share, marked calculated.
        const ranges = union([...timed, ...attendances.flatMap((a) => (a.end ? [{ start: a.start, end: a.end }] : []))])
        const calculated = ranges.length === 0 && !absence
        usedService = {
          reservedMinutes,
          usedServiceMinutes: calculated ? dailyShareMinutes(day) : ranges.reduce((sum, r) => sum + minutesOf(r), 0),
          usedServiceRanges: ranges,
          calculated
        }
      }
      const month = date.slice(0, 7)
      const childMonths = summaries.get(childId) ?? new Map<string, MonthSummary>()
      summaries.set(childId, childMonths)
      const summary = childMonths.get(month) ?? {
        year: Number(date.slice(0, 4)),
        month: Number(date.slice(5, 7)),
        reservedMinutes: 0,
        usedServiceMinutes: 0,
        serviceNeedMinutes: 0,
        attendanceDays: 0,
        contractDaysPerMonth: null
      }
      childMonths.set(month, summary)
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

/**
 * POST /citizen/reservations (spec part 2 §3, §5): every day of the request is checked before
 * anything is written, and the days are then replaced in one transaction.
 */
export async function saveReservations(platform: Platform, guardianId: string, body: ReservationsRequest, now: Date): Promise<void> {
  const childIds = [...new Set(body.map((item) => item.childId))]
  await requireOwnChildren(platform.db, guardianId, childIds)
  const today = helsinkiDate(now)
  const dates = body.map((item) => item.date).sort()
  const facts = await loadFacts(platform.db, childIds, { start: dates[0]!, end: dates[dates.length - 1]! }, today)
  const days = body.map((item) => childDay(facts, item.childId, item.date))

  const errors = validateReservationsRequest(body, { reservableTimeRange: (childId, date) => childDay(facts, childId, date)?.reservableTimeRange })
  const outsideHours = Object.values(errors).includes('TIME_OUTSIDE_RANGE')
  refuseInvalid(Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== 'TIME_OUTSIDE_RANGE')))

  const range = reservableRangeAt(platform, now)
  const { absences, reservations } = await existingOf(platform.db, childIds, { start: dates[0]!, end: dates[dates.length - 1]! })
  const writes: { item: ReservationsRequest[number]; day: ChildDay }[] = []
  body.forEach((item, index) => {
    const day = days[index]
    if (!day || item.date < range.start || item.date > range.end) throw new ApiError('NON_RESERVABLE_DAYS')
    const effect = day.holidayPeriodEffect?.type
    if (effect === 'NotYetReservable') return
    if (effect === 'ReservationsClosed') {
      // Spec §4: after the deadline only a day already reserved (and not absent) may change, or turn absent.
      const key = `${item.childId}/${item.date}`
      if (item.type !== 'ABSENT' && !(reservations.has(key) && !absences.has(key))) throw new ApiError('NON_RESERVABLE_DAYS')
    }
    writes.push({ item, day })
  })
  if (outsideHours) throw new ApiError('OUTSIDE_OPENING_HOURS', 'A time is outside the opening hours', errors)
  for (const { item, day } of writes) {
    if (absences.get(`${item.childId}/${item.date}`) === 'STAFF') throw new ApiError('ABSENCE_NOT_EDITABLE')
    if (item.type === 'PRESENT' && day.scheduleType === 'RESERVATION_REQUIRED' && day.holidayPeriodEffect?.type !== 'ReservationsOpen') {
      throw new ApiError('RESERVATION_TIMES_REQUIRED')
    }
  }

  await platform.db.transaction(async (tx) => {
    for (const { item, day } of writes) {
      await repository.clearDay(tx, item.childId, item.date)
      const base = { childId: item.childId, date: item.date, createdBy: guardianId }
      if (item.type === 'ABSENT') {
        await repository.upsertAbsence(tx, { ...base, type: day.serviceNeed?.contractDaysPerMonth ? 'PLANNED_ABSENCE' : 'OTHER_ABSENCE' })
      } else if (day.scheduleType === 'RESERVATION_REQUIRED' && item.type === 'PRESENT') {
        await repository.insertReservation(tx, { ...base, start: null, end: null })
      } else if (day.scheduleType === 'RESERVATION_REQUIRED' && item.type === 'RESERVATIONS') {
        // Fixed-schedule and term-break days take absences only: their times are not reserved.
        for (const range of [item.reservation, item.secondReservation]) {
          if (range) await repository.insertReservation(tx, { ...base, start: range.start, end: range.end })
        }
      }
    }
  })
}

/** Which days already have a reservation, and which an absence (STAFF when staff marked it). */
async function existingOf(db: Queryable, childIds: string[], range: DateRange) {
  const [reservationRows, absenceRows] = await Promise.all([repository.reservationsOf(db, childIds, range), repository.absencesOf(db, childIds, range)])
  return {
    reservations: new Set(reservationRows.map((row) => `${row.childId}/${row.date}`)),
    absences: new Map(absenceRows.map((row) => [`${row.childId}/${row.date}`, row.staffMarked ? ('STAFF' as const) : ('CITIZEN' as const)]))
  }
}

/**
 * POST /citizen/absences (spec part 2 §5, §8): full days from today to the end of the reservable
 * range, on the days each child's unit takes the child; staff-marked days are left as they are.
 */
export async function saveAbsences(platform: Platform, guardianId: string, body: AbsenceRequest, now: Date): Promise<void> {
  refuseInvalid(validateAbsenceRequest(body))
  await requireOwnChildren(platform.db, guardianId, body.childIds)
  const today = helsinkiDate(now)
  const start = body.dateRange.start > today ? body.dateRange.start : today
  const rangeEnd = reservableRangeAt(platform, now).end
  const end = body.dateRange.end < rangeEnd ? body.dateRange.end : rangeEnd
  if (start > end) return
  const facts = await loadFacts(platform.db, body.childIds, { start, end }, today)
  const { featureFlags } = platform.municipality

  const daysByChild = body.childIds.map((childId) => ({
    childId,
    days: datesOf(start, end).flatMap((date) => {
      const day = childDay(facts, childId, date)
      return day && day.scheduleType !== 'TERM_BREAK' && day.holidayPeriodEffect?.type !== 'NotYetReservable' ? [{ date, day }] : []
    })
  }))
  if (body.absenceType === 'PLANNED_ABSENCE') {
    // Spec §5: planned absence is for shift work, and a contract-day type cannot be saved for only some of the children.
    const planned = daysByChild.every(({ days }) => days.some(({ day }) => day.shiftCare || day.serviceNeed?.contractDaysPerMonth))
    if (!featureFlags.citizenShiftCareAbsence || !planned) refuseInvalid({ absenceType: 'SELECT_ONE' })
  }
  const attendances = await repository.attendancesOf(platform.db, body.childIds, { start, end })
  if (attendances.some((a) => daysByChild.some(({ childId, days }) => childId === a.childId && days.some(({ date }) => date === a.date)))) {
    throw new ApiError('ATTENDANCE_ALREADY_EXISTS')
  }
  if (featureFlags.absenceApplications && body.absenceType !== 'SICKLEAVE') {
    const needApplication = daysByChild.filter(
      ({ childId, days }) => days.filter(({ date }) => isPreschoolOperationalDay(facts, childId, date)).length > MAX_ABSENCE_DAYS_WITHOUT_APPLICATION
    )
    if (needApplication.length > 0) {
      throw new ApiError('ABSENCE_APPLICATION_REQUIRED', 'A long absence from preschool needs an application', {
        ...Object.fromEntries(needApplication.map(({ childId }) => [`childIds.${body.childIds.indexOf(childId)}`, 'DATE_UNSELECTABLE' as const]))
      })
    }
  }
  await platform.db.transaction(async (tx) => {
    for (const { childId, days } of daysByChild) {
      const dates = days.map(({ date }) => date)
      await repository.deleteReservationsOn(tx, childId, dates)
      for (const date of dates) await repository.upsertAbsence(tx, { childId, date, type: body.absenceType, createdBy: guardianId })
    }
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
