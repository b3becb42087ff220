import { addDays, helsinkiDate } from '@pesa/shared/dates'
import type { Queryable } from '../platform/db'
import { composeEmail, type EmailLanguage, type EmailMessage } from '../platform/email/compose'
import { queueEmail, recipientLanguage } from '../platform/email/outbox'
import { queuePush } from '../platform/push/notify'
import { PUSH_TEXTS } from '../platform/push/texts'
import type { Platform } from '../platform/types'
import { reservableRange, type DateRange } from './days'
import { bookingEmail, missingReservationsEmail, newEventEmail, type BookingChange } from './emails'
import * as repository from './event-repository'
import * as recipients from './notification-repository'
import { reservations } from './service'

/** The reminder goes this long before the first reservable week closes. */
export const REMINDER_LEAD_HOURS = 48
/** Spec part 2 §9: the reminder covers the next two weeks. */
const REMINDER_DAYS = 14

/** Each recipient's email in the recipient's language, in the caller's transaction. */
async function queueEach(
  tx: Queryable,
  platform: Platform,
  to: recipients.EmailRecipient[],
  type: string,
  message: (language: EmailLanguage) => EmailMessage,
  now: Date
): Promise<void> {
  for (const recipient of to) {
    const language = await recipientLanguage(tx, recipient.personId)
    const content = composeEmail(message(language), language, platform.config.publicUrl, platform.municipality)
    await queueEmail(tx, { to: recipient.email, personId: recipient.personId, type, language, content, now })
  }
}

/**
 * Staff added an event: its attendees' guardians hear of it (CALENDAR_EVENT_NOTIFICATION), or,
 * for a discussion survey, that times can be booked (DISCUSSION_TIME_NOTIFICATION).
 */
export async function notifyNewEvent(tx: Queryable, platform: Platform, eventId: string, now: Date): Promise<void> {
  const [event] = await repository.eventsByIds(tx, [eventId])
  if (!event) return
  const survey = event.eventType === 'DISCUSSION_SURVEY'
  const type = survey ? 'DISCUSSION_TIME_NOTIFICATION' : 'CALENDAR_EVENT_NOTIFICATION'
  const to = await recipients.eventGuardians(tx, eventId, type)
  await queueEach(tx, platform, to, type, (language) => newEventEmail(language, { title: event.title, period: event.period, survey }), now)
}

/** A discussion time was booked or cancelled for the child: every guardian of the child hears of it. */
export async function notifyBooking(tx: Queryable, platform: Platform, timeId: string, childId: string, change: BookingChange, now: Date): Promise<void> {
  const time = await repository.timeById(tx, timeId)
  const [event] = time ? await repository.eventsByIds(tx, [time.eventId]) : []
  if (!time || !event) return
  const type = 'DISCUSSION_TIME_NOTIFICATION'
  const to = await recipients.childGuardians(tx, childId, type)
  const childName = await recipients.childName(tx, childId)
  await queueEach(tx, platform, to, type, (language) => bookingEmail(language, change, { childName, title: event.title, ...time }), now)
}

/**
 * The two reservable weeks whose first one closes within REMINDER_LEAD_HOURS (the reservable range
 * then starts a week later), or null when none does now. A decision where the spec is silent
 * (api/src/calendar/DECISIONS.md "Calendar"): reminding of days that can no longer be reserved would not help.
 */
export function closingWindow(now: Date, thresholdHours: number): DateRange | null {
  const range = reservableRange(now, thresholdHours, helsinkiDate)
  const later = reservableRange(new Date(now.getTime() + REMINDER_LEAD_HOURS * 3_600_000), thresholdHours, helsinkiDate)
  return later.start > range.start ? { start: range.start, end: addDays(range.start, REMINDER_DAYS - 1) } : null
}

/** The guardian's children with a day of the window that needs a reservation and has neither one nor an absence. */
export async function childrenMissingReservations(platform: Platform, guardianId: string, window: DateRange, now: Date): Promise<string[]> {
  const response = await reservations(platform, guardianId, { from: window.start, to: window.end }, now)
  const missing = new Set<string>()
  for (const day of response.days) {
    for (const child of day.children) {
      const open = child.scheduleType === 'RESERVATION_REQUIRED' && child.holidayPeriodEffect === null
      if (open && child.reservations.length === 0 && child.absence === null) missing.add(child.childId)
    }
  }
  return response.children.filter((child) => missing.has(child.id)).map((child) => child.preferredName || child.firstName.split(' ')[0]!)
}

/**
 * The weekly reminder of missing reservations (spec part 2 §9): once per guardian for the weeks
 * of the window, whichever instance runs it. Answers how many were queued.
 */
export async function sendReservationReminders(platform: Platform, now: Date): Promise<number> {
  const window = closingWindow(now, platform.municipality.citizenReservationThresholdHours)
  if (!window) return 0
  let sent = 0
  for (const guardian of await recipients.guardiansToRemind(platform.db, window)) {
    const names = await childrenMissingReservations(platform, guardian.personId, window, now)
    // Marked either way: each guardian is looked at once a week, not at every run of the lead time.
    const queued = await platform.db.transaction(async (tx) => {
      if (!(await recipients.markReminded(tx, guardian.personId, window.start, now)) || names.length === 0) return false
      const type = 'ATTENDANCE_RESERVATION_NOTIFICATION'
      if (guardian.email) await queueEach(tx, platform, [guardian], type, (language) => missingReservationsEmail(language, names, window), now)
      await queuePush(tx, {
        personIds: [guardian.personId],
        type,
        eventKey: `reservations:${window.start}`,
        message: (language) => ({ ...PUSH_TEXTS.reservations[language](names, window.start), url: '/calendar', tag: 'reservations' }),
        now
      })
      return true
    })
    if (queued) sent++
  }
  return sent
}
