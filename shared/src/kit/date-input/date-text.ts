import { dateWithin, formatFinnishDate, parseFinnishDate } from '../../validators/dates'
import type { Parsed } from '../parsed-input'

export type DateProblem = 'INVALID_DATE' | 'DATE_TOO_EARLY' | 'DATE_TOO_LATE' | 'DATE_UNSELECTABLE'

/**
 * Reads a typed date (d.m.yyyy, leading zeros optional): the ISO date when it is a real
 * calendar date — even outside [min, max], so the form can still show what was meant — and
 * the problem, if any. An empty text is no date and no problem.
 */
export function readDateText(text: string, min?: string, max?: string, isDateUnavailable?: (iso: string) => boolean): Parsed<DateProblem> {
  if (text.trim() === '') return {}
  const value = parseFinnishDate(text)
  if (!value) return { problem: 'INVALID_DATE' }
  const problem = (dateWithin(min, max)(value) as DateProblem | undefined) ?? (isDateUnavailable?.(value) ? 'DATE_UNSELECTABLE' : undefined)
  return problem ? { value, problem } : { value }
}

export { formatFinnishDate as formatDate }
