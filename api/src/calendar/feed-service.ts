import { createHash, randomBytes } from 'node:crypto'
import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { countOrOpen } from '../platform/counters'
import { ApiError } from '../platform/errors'
import type { Platform } from '../platform/types'
import * as events from './event-repository'
import { childIdsOf } from './event-service'
import * as repository from './feed-repository'
import type { CalendarFeedStatus, CreatedCalendarFeed } from './feed-schemas'
import { eventEntry, icsCalendar, timeEntry, type IcsEntry } from './ics'

/*
 * The calendar feed (issue 14, "Feed"; api/src/calendar/DECISIONS.md "Calendar feed"): a URL with a 256-bit
 * random token that a phone's calendar polls without a session. Only the token's hash is stored,
 * the URL is shown once, and the events are computed on each request, so a change of custody or
 * a new event shows at the next poll.
 */

/** The token's form: 32 random bytes in base64url (43 characters); anything else is not a token. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
/** The feed's window around today: past events a month back, the year ahead. */
export const FEED_DAYS_BACK = 31
export const FEED_DAYS_AHEAD = 365
const ONE_HOUR = 3600

/** The name a calendar app shows for the subscribed feed, in the owner's language. */
const FEED_NAME = { fi: 'Pesä – lasten kalenteri', sv: 'Pesä – barnens kalender', en: 'Pesä – children’s calendar' } as const satisfies Record<
  'fi' | 'sv' | 'en',
  string
>

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The public address of a feed; the route is registered at the same path (app.ts). */
export const FEED_PATH = '/api/citizen/public/calendar-feed'

export async function feedStatus(platform: Platform, personId: string): Promise<CalendarFeedStatus> {
  const feed = await repository.feedOf(platform.db, personId)
  return { feed: feed ? { createdAt: feed.createdAt.toISOString() } : null }
}

/** A new feed for the person, revoking the one in use: its URL is answered once and kept nowhere. */
export async function createFeed(
  platform: Platform,
  personId: string,
  now: Date
): Promise<{ feed: CreatedCalendarFeed; id: string; revokedId: string | null }> {
  const token = randomBytes(32).toString('base64url')
  const { feed, revokedId } = await platform.db.transaction(async (tx) => {
    // Feeds made at the same moment take turns on the person's row: each revokes the one before,
    // where both would otherwise find none to revoke and the index of one feed in use refuse the later.
    await repository.lockPerson(tx, personId)
    const revokedId = await repository.revokeFeed(tx, personId, now)
    return { feed: await repository.insertFeed(tx, personId, hashToken(token), now), revokedId }
  })
  return { id: feed.id, revokedId, feed: { url: `${platform.config.publicUrl}${FEED_PATH}/${token}.ics`, createdAt: feed.createdAt.toISOString() } }
}

/** Revokes the person's feed; the revoked feed's id, or null when there was none (nothing to do). */
export async function revokeFeed(platform: Platform, personId: string, now: Date): Promise<string | null> {
  return platform.db.transaction((tx) => repository.revokeFeed(tx, personId, now))
}

/**
 * GET /public/calendar-feed/{token}.ics: the feed of the token in use (else 404, the same for a
 * malformed, unknown or revoked token), limited per token (429 past the hourly limit; the count
 * fails open, as a limit on cost), with the daycare events of the owner's children as all-day
 * entries and their booked discussion times in Helsinki time.
 */
export async function feedIcs(platform: Platform, token: string, now: Date): Promise<{ personId: string; feedId: string; text: string }> {
  const { db } = platform
  if (!TOKEN_PATTERN.test(token)) throw new ApiError('NOT_FOUND')
  const tokenHash = hashToken(token)
  const feed = await repository.feedByTokenHash(db, tokenHash)
  if (!feed) throw new ApiError('NOT_FOUND')
  // Keyed by the hash: the counters (a table or Redis) never hold the token either.
  const count = await countOrOpen(platform.counters, `calendar-feed:${tokenHash}`, ONE_HOUR, now)
  if (count > platform.config.calendarFeedRequestsPerHour) throw new ApiError('TOO_MANY_REQUESTS', 'Too many requests for this calendar feed')
  const today = helsinkiDate(now)
  const range = { start: addDays(today, -FEED_DAYS_BACK), end: addDays(today, FEED_DAYS_AHEAD) }
  const childIds = await childIdsOf(db, feed.personId)
  const entries: IcsEntry[] = []
  if (childIds.length > 0) {
    const attendances = await events.attendancesOf(db, childIds, range)
    const daycareEvents = (await events.eventsByIds(db, [...new Set(attendances.map((a) => a.eventId))])).filter((e) => e.eventType === 'DAYCARE_EVENT')
    const names = await repository.childNamesOf(db, childIds)
    for (const event of daycareEvents) {
      // Which of the owner's children the event is for (its title names them, as a time's does) and at which unit.
      const attending = attendances.filter((a) => a.eventId === event.id)
      const children = [...new Set(attending.map((a) => names.get(a.childId) ?? ''))].filter(Boolean).sort((a, b) => a.localeCompare(b, 'fi'))
      const units = [...new Set(attending.map((a) => a.unitName))].sort((a, b) => a.localeCompare(b, 'fi'))
      const entry = eventEntry(event)
      entries.push({ ...entry, title: children.length > 0 ? `${entry.title} (${children.join(', ')})` : entry.title, location: units.join(', ') })
    }
    for (const time of await repository.bookedTimesOf(db, childIds, range)) {
      // Which child the discussion is about: siblings may have times of the same survey.
      entries.push(timeEntry(time, { title: `${time.title} (${time.childName})`, description: time.description }))
    }
  }
  const name = FEED_NAME[await repository.ownerLanguage(db, feed.personId)]
  return { personId: feed.personId, feedId: feed.id, text: icsCalendar(entries, { name }) }
}
