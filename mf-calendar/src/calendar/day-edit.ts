import type { ReservationResponseDayChild, ReservationsRequest, ReservationsResponse, TimeRange } from '@pesa/shared/api/types'
import { addDays } from '@pesa/shared/dates'
import { validateReservationsRequest, type FieldErrors, type ValidationCode } from '@pesa/shared/validators'
import { childDayWritable } from './day-state'
import { isBlank, type DayTimes } from './reservation-form'

/** The day modal's edit mode (spec part 2 §2): childId → that child's answer for the day, for the children whose day may be written. */
export type DayEdit = Record<string, DayTimes>

const blank = (): TimeRange => ({ start: '', end: '' })
const timesOf = (child: ReservationResponseDayChild) => child.reservations.flatMap((r) => (r.type === 'TIMES' ? [r.range] : []))

/** The children of the date whose answer the guardian may write, each starting from what the day holds now. */
export function initialDayEdit(data: ReservationsResponse, date: string): DayEdit {
  const day = data.days.find((d) => d.date === date)
  const edit: DayEdit = {}
  for (const child of day?.children ?? []) {
    if (!childDayWritable(child, date, data.reservableRange)) continue
    const ranges = timesOf(child)
    if (child.absence) edit[child.childId] = { absent: true, notSet: false, ranges: [blank()] }
    // A fixed-schedule day (preschool or club alone) is present at the set hours unless absent: no times, no "not set".
    else if (child.scheduleType === 'FIXED_SCHEDULE') edit[child.childId] = { absent: false, notSet: false, ranges: [blank()] }
    else if (ranges.length > 0) edit[child.childId] = { absent: false, notSet: false, ranges: ranges.map((r) => ({ ...r })) }
    // Present without times (NO_TIMES) has no field of its own: left as it is, it is not sent.
    else if (child.reservations.length > 0) edit[child.childId] = { absent: false, notSet: false, ranges: [blank()] }
    else edit[child.childId] = { absent: false, notSet: true, ranges: [blank()] }
  }
  return edit
}

const same = (a: DayTimes, b: DayTimes) =>
  a.absent === b.absent && (a.notSet ?? false) === (b.notSet ?? false) && JSON.stringify(a.ranges.filter(filled)) === JSON.stringify(b.ranges.filter(filled))
const filled = (range: TimeRange) => range.start !== '' || range.end !== ''

const MIDNIGHT_END = '23:59'
const MIDNIGHT_START = '00:00'

/**
 * What saving the day sends: an item for the date for each child whose answer changed, and no
 * other child or day — except the morning part of an overnight stay. Overnight care is two parts
 * (§5: the evening ends 23:59, the next morning starts 00:00); decided here, as the spec is silent:
 * when the edit takes away the evening's 23:59 end (other times, absent, not set), the stay ends
 * that evening, so the next morning's 00:00 part goes too (its other range stays), in the same
 * request — no orphaned morning. A morning edited away from 00:00 leaves the evening as it is: a
 * stay until midnight is whole on its own.
 */
export function dayEditRequest(data: ReservationsResponse, date: string, edit: DayEdit): ReservationsRequest {
  const initial = initialDayEdit(data, date)
  const request: ReservationsRequest = []
  const next = data.days.find((d) => d.date === addDays(date, 1))
  const thisDay = data.days.find((d) => d.date === date)
  for (const [childId, times] of Object.entries(edit)) {
    const before = initial[childId]
    if (!before) continue
    // A fixed-schedule day is answered absent or present only (the server refuses times there): an
    // absence unchecked is present, with no times to wait for.
    if (thisDay?.children.find((c) => c.childId === childId)?.scheduleType === 'FIXED_SCHEDULE') {
      if (before.absent !== times.absent) request.push({ childId, date, type: times.absent ? 'ABSENT' : 'PRESENT' })
      continue
    }
    if (same(before, times) || isBlank(times)) continue
    if (times.notSet) request.push({ childId, date, type: 'NOTHING' })
    else if (times.absent) request.push({ childId, date, type: 'ABSENT' })
    else {
      const [first, second] = times.ranges.filter((range, index) => index === 0 || filled(range))
      request.push({ childId, date, type: 'RESERVATIONS', reservation: first ?? null, secondReservation: second ?? null })
    }
    const eveningBefore = before.ranges.some((r) => r.end === MIDNIGHT_END) && !before.absent && !before.notSet
    const eveningAfter = !times.absent && !times.notSet && times.ranges.some((r) => r.end === MIDNIGHT_END)
    const morning = next?.children.find((c) => c.childId === childId)
    const morningTimes = morning ? timesOf(morning) : []
    if (eveningBefore && !eveningAfter && morningTimes.some((r) => r.start === MIDNIGHT_START)) {
      const [rest] = morningTimes.filter((r) => r.start !== MIDNIGHT_START)
      request.push(
        rest ? { childId, date: next!.date, type: 'RESERVATIONS', reservation: rest, secondReservation: null } : { childId, date: next!.date, type: 'NOTHING' }
      )
    }
  }
  return request
}

/** The next morning's 00:00 part of a child's overnight stay that starts this evening, if any (shown beside the evening). */
export function overnightMorning(data: ReservationsResponse, date: string, childId: string): TimeRange | undefined {
  const child = data.days.find((d) => d.date === date)?.children.find((c) => c.childId === childId)
  if (!child || !timesOf(child).some((r) => r.end === MIDNIGHT_END)) return undefined
  const morning = data.days.find((d) => d.date === addDays(date, 1))?.children.find((c) => c.childId === childId)
  return morning ? timesOf(morning).find((r) => r.start === MIDNIGHT_START) : undefined
}

/**
 * The edit's field errors by the fields' names `<childId>.<range>.<start|end>`: the shared
 * validator the server runs over what would be sent, with each child's hours of each day.
 */
export function validateDayEdit(data: ReservationsResponse, date: string, edit: DayEdit): FieldErrors {
  const request = dayEditRequest(data, date, edit)
  const hours = new Map(data.days.flatMap((day) => day.children.map((child) => [`${child.childId}/${day.date}`, child.reservableTimeRange] as const)))
  const errors: FieldErrors = {}
  const serverErrors = validateReservationsRequest(request, { reservableTimeRange: (childId, day) => hours.get(`${childId}/${day}`) })
  for (const [path, code] of Object.entries(serverErrors) as [string, ValidationCode][]) {
    const match = /^(\d+)\.(reservation|secondReservation)(?:\.(start|end))?$/.exec(path)
    const item = match ? request[Number(match[1])] : undefined
    if (!match || !item || item.date !== date) continue
    errors[`${item.childId}.${match[2] === 'reservation' ? 0 : 1}.${match[3] ?? 'start'}`] ??= code
  }
  return errors
}
