import { addDays } from '@pesa/shared/dates'

/*
 * iCalendar (RFC 5545) text of calendar events and discussion times (spec part 2 §2): a daycare
 * event is all-day with DTEND the day after its last day (DTEND is exclusive); a discussion time
 * is wall-clock time in Europe/Helsinki with the zone's rules included, so a phone shows the
 * same hours whatever its own zone. UIDs are the rows' ids, so a second download updates the
 * entry instead of adding a copy. Written here (a few lines) rather than with a library.
 */

/** `location`: the unit (or units) the entry is at, when known. */
export type IcsEntry = (
  | { kind: 'ALL_DAY'; uid: string; stamp: Date; title: string; description: string; start: string; end: string }
  | { kind: 'TIMED'; uid: string; stamp: Date; title: string; description: string; date: string; startTime: string; endTime: string }
) & { location?: string }

export const ICS_TIME_ZONE = 'Europe/Helsinki'

/** A daycare event, all-day over its period; its UID is the event's. */
export function eventEntry(event: { id: string; createdAt: Date; title: string; description: string; period: { start: string; end: string } }): IcsEntry {
  const { id, createdAt, title, description, period } = event
  return { kind: 'ALL_DAY', uid: `calendar-event-${id}@pesa`, stamp: createdAt, title, description, start: period.start, end: period.end }
}

/** A booked discussion time; its UID is the time's, stamped when it was booked. */
export function timeEntry(
  time: { id: string; bookedAt: Date | null; createdAt: Date; date: string; startTime: string; endTime: string },
  text: { title: string; description: string }
): IcsEntry {
  const { id, bookedAt, createdAt, date, startTime, endTime } = time
  return {
    kind: 'TIMED',
    uid: `calendar-event-time-${id}@pesa`,
    stamp: bookedAt ?? createdAt,
    title: text.title,
    description: text.description,
    date,
    startTime,
    endTime
  }
}

/** The zone's rules since 1996 (EU summer time: last Sunday of March 03:00 to last Sunday of October 04:00 local). */
const HELSINKI_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE'
]

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets continue on lines starting with a space (§3.1), never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const compactDate = (date: string) => date.replace(/-/g, '')
const compactTime = (time: string) => `${time.replace(':', '').slice(0, 4)}00`
const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

function eventLines(entry: IcsEntry): string[] {
  const times =
    entry.kind === 'ALL_DAY'
      ? [`DTSTART;VALUE=DATE:${compactDate(entry.start)}`, `DTEND;VALUE=DATE:${compactDate(addDays(entry.end, 1))}`]
      : [
          `DTSTART;TZID=${ICS_TIME_ZONE}:${compactDate(entry.date)}T${compactTime(entry.startTime)}`,
          `DTEND;TZID=${ICS_TIME_ZONE}:${compactDate(entry.date)}T${compactTime(entry.endTime)}`
        ]
  return [
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(entry.stamp)}`,
    ...times,
    `SUMMARY:${escapeText(entry.title)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    'END:VEVENT'
  ]
}

/**
 * A VCALENDAR of the entries; the zone is included only when a timed entry needs it. A `name`
 * (a subscribed feed's) is written both as RFC 7986 NAME and as X-WR-CALNAME, which the common
 * calendar apps read instead.
 */
export function icsCalendar(entries: IcsEntry[], options: { name?: string } = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pesä//Calendar//FI',
    'CALSCALE:GREGORIAN',
    ...(options.name ? [`NAME:${escapeText(options.name)}`, `X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...(entries.some((entry) => entry.kind === 'TIMED') ? HELSINKI_VTIMEZONE : []),
    ...entries.flatMap(eventLines),
    'END:VCALENDAR'
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
