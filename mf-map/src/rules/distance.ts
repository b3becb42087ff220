import type { Lang } from '@pesa/shared'

export interface Coordinates {
  lat: number
  lon: number
}

/** Earth radius of the straight-distance formula (spec part 1 §9). */
export const EARTH_RADIUS_M = 6_371_000

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in metres (haversine). */
export function straightDistance(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat)
  const dLon = radians(to.lon - from.lon)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}

const LOCALES: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' }

/** 1000 m or more as kilometres with one decimal, else whole metres; anything else as "?" (spec part 1 §2). */
export function formatDistance(metres: unknown, lang: Lang): string {
  if (typeof metres !== 'number' || !Number.isFinite(metres)) return '?'
  if (metres >= 1000) {
    const km = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(metres / 1000)
    return `${km} km`
  }
  return `${Math.round(metres)} m`
}
