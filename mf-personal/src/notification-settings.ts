import type { NotificationEmailType, NotificationSettings } from '@pesa/shared/api/types'

/**
 * The page's checkboxes in the spec's order (part 1 §2) and the email type each turns off
 * (part 1 §3). The API speaks in the list of disabled types; a box is ticked when its type is
 * not in the list.
 */
export const NOTIFICATION_TYPES = {
  message: 'MESSAGE_NOTIFICATION',
  bulletin: 'BULLETIN_NOTIFICATION',
  income: 'INCOME_NOTIFICATION',
  calendarEvent: 'CALENDAR_EVENT_NOTIFICATION',
  decision: 'DECISION_NOTIFICATION',
  document: 'DOCUMENT_NOTIFICATION',
  informalDocument: 'INFORMAL_DOCUMENT_NOTIFICATION',
  attendanceReservation: 'ATTENDANCE_RESERVATION_NOTIFICATION',
  discussionTime: 'DISCUSSION_TIME_NOTIFICATION'
} as const satisfies Record<string, NotificationEmailType>

export type NotificationSetting = keyof typeof NOTIFICATION_TYPES

/** The boxes shown: discussion times only where the municipality offers discussion reservations. */
export function shownSettings(discussionReservations: boolean): NotificationSetting[] {
  return (Object.keys(NOTIFICATION_TYPES) as NotificationSetting[]).filter((setting) => setting !== 'discussionTime' || discussionReservations)
}

export function isOn(disabled: NotificationSettings, setting: NotificationSetting): boolean {
  return !disabled.includes(NOTIFICATION_TYPES[setting])
}

/** Ticks or clears one box; the other types, shown or not, stay as they were. */
export function withSetting(disabled: NotificationSettings, setting: NotificationSetting, on: boolean): NotificationSettings {
  const type = NOTIFICATION_TYPES[setting]
  const others = disabled.filter((item) => item !== type)
  return on ? others : [...others, type]
}
