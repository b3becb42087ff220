import { call, type Command } from './cli-call'

/**
 * The calendar's staff actions, by the child's identity code:
 * `calendar-attendance <ssn> <date> <HH:MM> [HH:MM]`, `calendar-staff-absence <ssn> <date> [SICKLEAVE|OTHER_ABSENCE]`,
 * `calendar-holiday-period <start> <end> <opensOn> <deadline>`, `calendar-event <ssn> <UNIT|GROUP|CHILD> <start> <end> <title>`,
 * `calendar-survey <ssn> <UNIT|GROUP|CHILD> <start> <end> <title>`, `calendar-times <eventId> <date> <HH:MM-HH:MM>…`,
 * `calendar-staff-booking <timeId> <ssn>`, `calendar-reminders`.
 * `calendar-service-time <ssn> <validFrom> <HH:MM-HH:MM>`: a changed daily service time (REGULAR), its guardians notified.
 */
export const CALENDAR_COMMANDS: Record<string, Command> = {
  'calendar-attendance': ([childSsn = '', date = '', start = '', end]) => call('POST', '/calendar/attendances', { childSsn, date, start, end: end ?? null }),
  'calendar-staff-absence': ([childSsn = '', date = '', absenceType = 'SICKLEAVE']) =>
    call('POST', '/calendar/staff-absences', { childSsn, date, absenceType }),
  'calendar-holiday-period': ([start = '', end = '', reservationsOpenOn = '', reservationDeadline = '']) =>
    call('POST', '/calendar/holiday-periods', { start, end, reservationsOpenOn, reservationDeadline }),
  'calendar-event': ([childSsn = '', attendee = 'UNIT', start = '', end = start, ...title]) =>
    call('POST', '/calendar/events', { childSsn, attendee, period: { start, end }, eventType: 'DAYCARE_EVENT', title: title.join(' ') }),
  'calendar-survey': ([childSsn = '', attendee = 'GROUP', start = '', end = start, ...title]) =>
    call('POST', '/calendar/events', { childSsn, attendee, period: { start, end }, eventType: 'DISCUSSION_SURVEY', title: title.join(' ') }),
  'calendar-times': ([eventId = '', date = '', ...times]) =>
    call('POST', '/calendar/event-times', {
      eventId,
      times: times.map((time) => {
        const [startTime = '', endTime = ''] = time.split('-')
        return { date, startTime, endTime }
      })
    }),
  'calendar-staff-booking': ([timeId = '', childSsn = '']) => call('POST', `/calendar/event-times/${timeId}/staff-booking`, { childSsn }),
  'calendar-reminders': () => call('POST', '/calendar/reservation-reminders'),
  'calendar-service-time': ([childSsn = '', validFrom = '', times = '']) => {
    const [start = '', end = ''] = times.split('-')
    return call('POST', '/calendar/daily-service-times', { childSsn, type: 'REGULAR', validFrom, regularTimes: { start, end } })
  }
}
