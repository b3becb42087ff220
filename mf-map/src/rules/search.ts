import type { PublicUnit } from '@pesa/shared/api/units'

/**
 * Unit names are matched from this many characters on (spec part 1 §9), in the browser over the
 * units already loaded: no request carries the name, so the rule is the map's alone.
 */
export const UNIT_SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 500
const MAX_UNIT_MATCHES = 10

export function unitsMatchingName(units: PublicUnit[], text: string): PublicUnit[] {
  const needle = text.trim().toLocaleLowerCase('fi')
  if (needle.length < UNIT_SEARCH_MIN_LENGTH) return []
  return units.filter((unit) => unit.name.toLocaleLowerCase('fi').includes(needle)).slice(0, MAX_UNIT_MATCHES)
}
