import { Type, type Static } from '@sinclair/typebox'

/* The calendar feed (issue 14, "Feed"): whether the caller has one; its URL only when made. */

export const CalendarFeedStatus = Type.Object(
  {
    /** The feed in use, or null; never its URL, which is shown once when made */
    feed: Type.Union([Type.Object({ createdAt: Type.String({ format: 'date-time' }) }), Type.Null()])
  },
  { title: 'CalendarFeedStatus' }
)
export type CalendarFeedStatus = Static<typeof CalendarFeedStatus>

export const CreatedCalendarFeed = Type.Object(
  {
    /** The https address to subscribe to; a calendar app takes it as webcal: too */
    url: Type.String(),
    createdAt: Type.String({ format: 'date-time' })
  },
  { title: 'CreatedCalendarFeed' }
)
export type CreatedCalendarFeed = Static<typeof CreatedCalendarFeed>

export const FeedTokenParams = Type.Object({ token: Type.String({ maxLength: 100 }) })
