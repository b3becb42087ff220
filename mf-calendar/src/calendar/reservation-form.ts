import type { ReservationResponseDay, ReservationsRequest, ReservationsResponse, TimeRange } from '@pesa/shared/api/types'
import { datesOf, isoWeekday } from '@pesa/shared/dates'
import { validateReservationsRequest, type FieldErrors, type ValidationCode } from '@pesa/shared/validators'
import type { DateRangeProblems } from '@pesa/shared/kit/date-range-input'
import { childDayWritable } from './day-state'

/** Spec part 2 §3 repetition: the same times every day, per weekday, or per date. */
export type Repetition = 'DAILY' | 'WEEKLY' | 'IRREGULAR'

/**
 * One day's answer as typed: absent, "not set" (clears what was entered: NOTHING, spec part 2 §4
 * "reservation without times (present, absent, notSet)"), or one or two ranges (the second optional).
 * `present` is the answer of a day asked without times (`keysWithoutTimes`); where times are asked it is not read.
 */
export interface DayTimes {
  absent: boolean
  notSet?: boolean
  present?: boolean
  ranges: TimeRange[]
}

/** What a day asked without times sends: present, absent or not set, or nothing yet chosen. */
export type NoTimesChoice = 'PRESENT' | 'ABSENT' | 'NOTHING'

export function noTimesChoiceOf(times: DayTimes | undefined): NoTimesChoice | undefined {
  if (times?.absent) return 'ABSENT'
  if (times?.notSet) return 'NOTHING'
  if (times?.present) return 'PRESENT'
  return undefined
}

/** The answer for a choice, one empty range kept as the absent and not-set checkboxes keep it. */
export const withNoTimesChoice = (choice: NoTimesChoice): DayTimes => ({
  absent: choice === 'ABSENT',
  notSet: choice === 'NOTHING',
  present: choice === 'PRESENT',
  ranges: [{ start: '', end: '' }]
})

export interface ReservationForm {
  childIds: string[]
  start: string | undefined
  end: string | undefined
  repetition: Repetition
  daily: DayTimes
  /** ISO weekday 1–7 → times; a weekday left empty is not sent */
  weekly: Record<number, DayTimes>
  /** date → times */
  irregular: Record<string, DayTimes>
  /** The date fields' own problems: shown there, and save waits for them */
  dateProblems?: DateRangeProblems
}

export const emptyTimes = (): DayTimes => ({ absent: false, ranges: [{ start: '', end: '' }] })

export function initialForm(childIds: string[], start?: string, end?: string): ReservationForm {
  return { childIds, start, end, repetition: 'DAILY', daily: emptyTimes(), weekly: {}, irregular: {} }
}

/** The key of a day's times in the form: 'daily', a weekday number or a date. */
export function timesKeyOf(form: ReservationForm, date: string): string {
  if (form.repetition === 'DAILY') return 'daily'
  if (form.repetition === 'WEEKLY') return String(isoWeekday(date))
  return date
}

function timesOf(form: ReservationForm, date: string): DayTimes | undefined {
  if (form.repetition === 'DAILY') return form.daily
  if (form.repetition === 'WEEKLY') return form.weekly[isoWeekday(date)]
  return form.irregular[date]
}

export const isBlank = (times: DayTimes) => !times.absent && !times.notSet && times.ranges.every((r) => r.start === '' && r.end === '')

/** The days of the chosen range that the chosen children have and the guardian may answer. */
export function writableDays(form: ReservationForm, data: ReservationsResponse): ReservationResponseDay[] {
  if (!form.start || !form.end || form.start > form.end) return []
  const byDate = new Map(data.days.map((day) => [day.date, day]))
  return datesOf(form.start, form.end).flatMap((date) => {
    const day = byDate.get(date)
    if (!day) return []
    const children = day.children.filter((child) => form.childIds.includes(child.childId) && childDayWritable(child, date, data.reservableRange))
    return children.length > 0 ? [{ ...day, children }] : []
  })
}

/** The writable days by the key of their answer in the form (`timesKeyOf`). */
function daysByKey(form: ReservationForm, days: ReservationResponseDay[]): Map<string, ReservationResponseDay[]> {
  const byKey = new Map<string, ReservationResponseDay[]>()
  for (const day of days) {
    const key = timesKeyOf(form, day.date)
    const list = byKey.get(key)
    if (list) list.push(day)
    else byKey.set(key, [day])
  }
  return byKey
}

const withoutTimesOf = (form: ReservationForm, days: ReservationResponseDay[]) =>
  new Set([...daysByKey(form, days)].flatMap(([key, keyDays]) => (keyDays.every(onFixedSchedule) ? [key] : [])))

const onFixedSchedule = (day: ReservationResponseDay) => day.children.every((child) => child.scheduleType === 'FIXED_SCHEDULE')

/**
 * The keys ('daily', a weekday, a date) whose days hold fixed-schedule children only (preschool or
 * club alone: the unit's set hours, and the server refuses times there). No times are asked for
 * them: the answer is present, absent or not set (spec part 2 §4 "reservation without times";
 * mf-calendar/src/calendar/DECISIONS.md, "Fixed-schedule children in the reservation modal").
 */
export function keysWithoutTimes(form: ReservationForm, data: ReservationsResponse): Set<string> {
  return withoutTimesOf(form, writableDays(form, data))
}

/**
 * The chosen children with a fixed-schedule day among the writable days, each once: `beside` when
 * such a day is asked times for other children (the child is then sent present there), else the
 * child's days are asked without times. The modal names each, so no time field looks like it is the child's.
 */
export function fixedScheduleNotes(form: ReservationForm, data: ReservationsResponse): { childId: string; beside: boolean }[] {
  const writable = writableDays(form, data)
  const withoutTimes = withoutTimesOf(form, writable)
  const notes = new Map<string, boolean>()
  for (const [key, days] of daysByKey(form, writable)) {
    for (const child of days.flatMap((day) => day.children)) {
      if (child.scheduleType !== 'FIXED_SCHEDULE') continue
      notes.set(child.childId, (notes.get(child.childId) ?? false) || !withoutTimes.has(key))
    }
  }
  return form.childIds.flatMap((childId) => (notes.has(childId) ? [{ childId, beside: notes.get(childId)! }] : []))
}

/**
 * The request the form stands for: each writable day of each chosen child gets its times, or
 * ABSENT, or NOTHING when set to "not set"; days whose times are left empty are not sent (nothing changes there). A second range
 * left empty is dropped. A day asked without times (`keysWithoutTimes`) sends its choice: PRESENT, ABSENT or NOTHING.
 */
export function toRequest(form: ReservationForm, data: ReservationsResponse): { request: ReservationsRequest; keys: string[] } {
  const request: ReservationsRequest = []
  const keys: string[] = []
  const days = writableDays(form, data)
  const withoutTimes = withoutTimesOf(form, days)
  for (const day of days) {
    const times = timesOf(form, day.date)
    if (withoutTimes.has(timesKeyOf(form, day.date))) {
      // Asked without times: the choice alone is sent; times left in the fields from another child's
      // choice are not taken as present, and nothing chosen sends nothing.
      const type = noTimesChoiceOf(times)
      if (!type) continue
      for (const child of day.children) {
        keys.push(timesKeyOf(form, day.date))
        request.push({ childId: child.childId, date: day.date, type })
      }
      continue
    }
    if (!times || isBlank(times)) continue
    for (const child of day.children) {
      keys.push(timesKeyOf(form, day.date))
      if (times.notSet) {
        request.push({ childId: child.childId, date: day.date, type: 'NOTHING' })
        continue
      }
      if (times.absent) {
        request.push({ childId: child.childId, date: day.date, type: 'ABSENT' })
        continue
      }
      // A fixed-schedule day (preschool or club alone) keeps its set hours: times there mean present,
      // and the server refuses times on such a day (FIXED_SCHEDULE) rather than dropping them.
      if (child.scheduleType === 'FIXED_SCHEDULE') {
        request.push({ childId: child.childId, date: day.date, type: 'PRESENT' })
        continue
      }
      const [first, second] = times.ranges.filter((range, index) => index === 0 || range.start !== '' || range.end !== '')
      request.push({ childId: child.childId, date: day.date, type: 'RESERVATIONS', reservation: first ?? null, secondReservation: second ?? null })
    }
  }
  return { request, keys }
}

/**
 * Spec part 2 §8 "a per-child error names the child and the unit's hours": the chosen children
 * whose times fall outside their unit's hours on some day, each with those hours, once per child
 * and distinct hours (a unit open longer on some weekdays is named with each of its ranges).
 */
export function outsideHours(form: ReservationForm, data: ReservationsResponse): { childId: string; start: string; end: string }[] {
  if (!form.start || !form.end) return []
  const { request } = toRequest(form, data)
  const hours = new Map(data.days.flatMap((day) => day.children.map((child) => [`${child.childId}/${day.date}`, child.reservableTimeRange] as const)))
  const found = new Map<string, { childId: string; start: string; end: string }>()
  const errors = validateReservationsRequest(request, { reservableTimeRange: (childId, date) => hours.get(`${childId}/${date}`) })
  for (const [path, code] of Object.entries(errors)) {
    if (code !== 'TIME_OUTSIDE_RANGE') continue
    const item = request[Number(path.split('.')[0])]
    const range = item && hours.get(`${item.childId}/${item.date}`)
    if (!item || !range || !('range' in range)) continue
    const key = `${item.childId}/${range.range.start}/${range.range.end}`
    if (!found.has(key)) found.set(key, { childId: item.childId, start: range.range.start, end: range.range.end })
  }
  return [...found.values()]
}

/** Field errors by the form's own names: `<timesKey>.<rangeIndex>.<start|end>`, `childIds`, `range`. */
export type FormErrors = FieldErrors

/**
 * Spec §5: a child is chosen, the range has days to reserve, and the times pass the shared
 * validator the server runs, with each child's hours of each day (the first failure of a field wins).
 */
export function validateForm(form: ReservationForm, data: ReservationsResponse): FormErrors {
  const errors: FormErrors = {}
  if (form.childIds.length === 0) errors.childIds = 'REQUIRED'
  if (!form.start) errors.start = 'REQUIRED'
  if (!form.end) errors.end = 'REQUIRED'
  if (form.start && form.end && form.start > form.end) errors.end = 'DATE_TOO_EARLY'
  if (form.dateProblems?.start) errors.start = form.dateProblems.start
  if (form.dateProblems?.end) errors.end ??= form.dateProblems.end
  if (Object.keys(errors).length > 0) return errors
  const { request, keys } = toRequest(form, data)
  if (request.length === 0) {
    errors.start = 'DATE_UNSELECTABLE'
    return errors
  }
  const hours = new Map(data.days.flatMap((day) => day.children.map((child) => [`${child.childId}/${day.date}`, child.reservableTimeRange] as const)))
  const serverErrors = validateReservationsRequest(request, { reservableTimeRange: (childId, date) => hours.get(`${childId}/${date}`) })
  for (const [path, code] of Object.entries(serverErrors) as [string, ValidationCode][]) {
    const match = /^(\d+)\.(reservation|secondReservation)(?:\.(start|end))?$/.exec(path)
    if (!match) continue
    const field = `${keys[Number(match[1])]}.${match[2] === 'reservation' ? 0 : 1}.${match[3] ?? 'start'}`
    errors[field] ??= code
  }
  return errors
}
