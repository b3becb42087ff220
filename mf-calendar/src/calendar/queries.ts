import { addDays, helsinkiDate, isoWeekday } from '@pesa/shared/dates'
import { getReservations, postAbsences, postReservations, type AbsenceRequest, type ReservationsRequest } from '@pesa/shared/api/calendar'
import useSWR, { mutate } from 'swr'

/**
 * Spec part 2 §7: the initial range is from the start of the week of the month before to a year
 * ahead; each page back reads one month more.
 */
export function initialRange(today: string, monthsBack = 1): { from: string; to: string } {
  let first = `${today.slice(0, 7)}-01`
  for (let i = 0; i < monthsBack; i++) first = `${addDays(first, -1).slice(0, 7)}-01`
  return { from: addDays(first, 1 - isoWeekday(first)), to: addDays(today, 365) }
}

const KEY = 'calendar/reservations'

export const useReservations = (range: { from: string; to: string }) => useSWR([KEY, range.from, range.to], () => getReservations({ query: range }))

const refresh = () => mutate((key) => Array.isArray(key) && key[0] === KEY)

export async function saveReservations(body: ReservationsRequest): Promise<void> {
  await postReservations({ body })
  await refresh()
}

export async function saveAbsences(body: AbsenceRequest): Promise<void> {
  await postAbsences({ body })
  await refresh()
}

/** After a refusal the data may be out of date (§8: input kept, data refetched). */
export const refreshReservations = refresh

export const todayInHelsinki = () => helsinkiDate(new Date())
