import type { PublicUnit } from '@pesa/shared/api/units'

/** Unit names are matched from this many characters on (spec part 1 §9). */
export const UNIT_SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 500
const MAX_UNIT_MATCHES = 10

/** Addresses are looked up only for text that is not blank. */
export function searchesAddresses(text: string): boolean {
  return text.trim().length > 0
}

export function unitsMatchingName(units: PublicUnit[], text: string): PublicUnit[] {
  const needle = text.trim().toLocaleLowerCase('fi')
  if (needle.length < UNIT_SEARCH_MIN_LENGTH) return []
  return units.filter((unit) => unit.name.toLocaleLowerCase('fi').includes(needle)).slice(0, MAX_UNIT_MATCHES)
}
