import type { Validator } from './codes'

/*
 * Euro amounts as guardians type them: "3 800,50", "3800.5", "3800" — digits with spaces (also
 * no-break spaces) between thousands and at most two decimals after a comma or a point. Amounts
 * are kept and compared in cents, never as binary fractions.
 */
const EURO_PATTERN = /^\d{1,3}(?:[ \u00a0\u202f]?\d{3})*(?:[,.]\d{1,2})?$/

/** Cents of a typed euro amount, or undefined when the text is not one. */
export function parseEuroAmount(text: string): number | undefined {
  const trimmed = text.trim()
  if (!EURO_PATTERN.test(trimmed)) return undefined
  const [euros, cents = ''] = trimmed.replace(/[ \u00a0\u202f]/g, '').split(/[,.]/) as [string, string?]
  const value = Number(euros) * 100 + Number(cents.padEnd(2, '0'))
  return Number.isSafeInteger(value) ? value : undefined
}

export const euroAmount: Validator = (value) => (parseEuroAmount(value) === undefined ? 'INVALID_FORMAT' : undefined)

/** Cents as the Finnish way of writing euros ("3 800,50"), for read views in any language. */
export function formatEuroAmount(cents: number): string {
  const euros = Math.floor(cents / 100)
  const rest = String(cents % 100).padStart(2, '0')
  return `${String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${rest}`
}
