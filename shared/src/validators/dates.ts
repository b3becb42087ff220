import type { Validator } from './codes'

/**
 * Parses a date typed as d.m.yyyy (leading zeros optional) into ISO yyyy-mm-dd.
 * Answers undefined when the text is not a real calendar date.
 */
export function parseFinnishDate(input: string): string | undefined {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(input.trim())
  if (!match) return undefined
  const day = Number(match[1])
  const month = Number(match[2])
  const year = Number(match[3])
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined
  }
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Formats ISO yyyy-mm-dd as dd.mm.yyyy. */
export function formatFinnishDate(iso: string): string {
  const [year, month, day] = iso.split('-')
  return `${day}.${month}.${year}`
}

export const finnishDate: Validator = (value) => (parseFinnishDate(value) ? undefined : 'INVALID_DATE')

/** Validates an ISO date against an inclusive [min, max] range of ISO dates. */
export function dateWithin(min: string | undefined, max: string | undefined): Validator {
  return (value) => {
    if (min !== undefined && value < min) return 'DATE_TOO_EARLY'
    if (max !== undefined && value > max) return 'DATE_TOO_LATE'
    return undefined
  }
}

/** A real calendar date as ISO yyyy-mm-dd (what date inputs give and the API carries). */
export const isoDate: Validator = (value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match && parseFinnishDate(`${match[3]}.${match[2]}.${match[1]}`) === value ? undefined : 'INVALID_DATE'
}
