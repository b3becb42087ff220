import { deleteCalendarFeed, getCalendarFeed, postCalendarFeed } from '@pesa/shared/api/calendar'
import useSWR from 'swr'

/** Whether the guardian has a calendar feed in use (never its address); the panel reads it again after a change. */
export const useCalendarFeed = () => useSWR('calendar/feed', () => getCalendarFeed())

/** A new feed (the old one stops answering); its address is in the answer and nowhere else. */
export const createCalendarFeed = () => postCalendarFeed()

export const revokeCalendarFeed = () => deleteCalendarFeed()

/** The same address for a calendar app: webcal: is http(s) that the phone opens as a subscription. */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:')
