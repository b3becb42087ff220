import type { Lang } from '@pesa/shared'
import { addDays, helsinkiDate, isWorkingDay } from '@pesa/shared/dates'
import type { Coordinates } from './distance'

export interface Place {
  /** Text the route planner shows for the place */
  label: string
  location: Coordinates
}

/** The day after today, pushed past weekends and holidays: when the route is planned for. */
export function arrivalDate(today: string): string {
  let date = addDays(today, 1)
  while (!isWorkingDay(date)) date = addDays(date, 1)
  return date
}

/** 9:00 in Helsinki on the date, as an instant (the UTC offset differs in summer and winter). */
export function nineInHelsinki(date: string): Date {
  for (const offset of [3, 2]) {
    const candidate = new Date(`${date}T${String(9 - offset).padStart(2, '0')}:00:00Z`)
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', hour: '2-digit', hourCycle: 'h23' }).format(candidate)
    if (hour === '09') return candidate
  }
  throw new Error(`No 9:00 in Helsinki on ${date}`)
}

const place = ({ label, location }: Place) => encodeURIComponent(`${label}::${location.lat},${location.lon}`)

/**
 * A route-planner (Digitransit) link from the selected address to the unit, arriving at 9:00
 * on the next working day, in the active language (spec part 1 §2).
 */
export function routeLink(baseUrl: string, from: Place, to: Place, now: Date, lang: Lang): string {
  const arrival = nineInHelsinki(arrivalDate(helsinkiDate(now)))
  const base = baseUrl.replace(/\/+$/, '')
  return `${base}/${place(from)}/${place(to)}?time=${Math.floor(arrival.getTime() / 1000)}&arriveBy=true&locale=${lang}`
}
