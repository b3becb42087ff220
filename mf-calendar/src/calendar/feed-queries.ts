import { deleteCalendarFeed, getCalendarFeed, postCalendarFeed, type CreatedCalendarFeed } from '@pesa/shared/api/calendar'
import useSWR, { mutate } from 'swr'

const FEED = 'calendar/feed'

/** Whether the guardian has a calendar feed in use (never its address). */
export const useCalendarFeed = () => useSWR(FEED, () => getCalendarFeed())

export const refreshCalendarFeed = () => mutate(FEED)

/** A new feed (the old one stops answering); its address is in the answer and nowhere else. */
export async function createCalendarFeed(): Promise<CreatedCalendarFeed> {
  const created = await postCalendarFeed()
  await refreshCalendarFeed()
  return created
}

export async function revokeCalendarFeed(): Promise<void> {
  await deleteCalendarFeed()
  await refreshCalendarFeed()
}

/** The same address for a calendar app: webcal: is http(s) that the phone opens as a subscription. */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:')
