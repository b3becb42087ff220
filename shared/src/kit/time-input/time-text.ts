import type { Parsed } from '../parsed-input'

export type TimeProblem = 'INVALID_FORMAT'

/**
 * Reads a 24-hour time typed as hh:mm, h:mm or h.mm into "HH:MM". An empty text is no time
 * and no problem; anything else that is not a time of day is INVALID_FORMAT.
 */
export function readTimeText(text: string): Parsed<TimeProblem> {
  if (text.trim() === '') return {}
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim())
  const hours = Number(match?.[1])
  const minutes = Number(match?.[2])
  if (!match || hours > 23 || minutes > 59) return { problem: 'INVALID_FORMAT' }
  return { value: `${String(hours).padStart(2, '0')}:${match[2]}` }
}
