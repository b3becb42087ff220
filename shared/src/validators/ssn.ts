import type { Validator } from './codes'

/*
 * Finnish personal identity code: DDMMYY, century sign, individual number, check character.
 * Since 2023 the population register also issues the additional century signs
 * Y X W V U (1900s) and B C D E F (2000s) beside the classic - and A.
 */
const CENTURY_BY_SIGN: Record<string, number> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000
}

/** A personal identity code has eleven characters: the length an input for one takes. */
export const SSN_LENGTH = 11

const CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY'
const SSN_PATTERN = /^(\d{2})(\d{2})(\d{2})([-+YXWVUABCDEF])(\d{3})([0-9A-Y])$/

export interface ParsedSsn {
  /** ISO calendar date of birth, yyyy-mm-dd */
  dateOfBirth: string
  /** Odd individual numbers are given to men, even to women. */
  individualNumber: number
  /** 900–999 are temporary codes, not given to persons in the register. */
  temporary: boolean
}

/** Parses an identity code; answers undefined for anything that is not a valid code. */
export function parseSsn(input: string): ParsedSsn | undefined {
  const match = SSN_PATTERN.exec(input)
  if (!match) return undefined
  const [, dd, mm, yy, sign, nnn, check] = match as unknown as [string, string, string, string, string, string, string]
  const century = CENTURY_BY_SIGN[sign]
  if (century === undefined) return undefined
  const year = century + Number(yy)
  const month = Number(mm)
  const day = Number(dd)
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined
  }
  const individualNumber = Number(nnn)
  if (individualNumber < 2) return undefined
  if (CHECK_CHARACTERS[Number(dd + mm + yy + nnn) % 31] !== check) return undefined
  return {
    dateOfBirth: `${String(year).padStart(4, '0')}-${mm}-${dd}`,
    individualNumber,
    temporary: individualNumber >= 900
  }
}

/** Forms upper-case what is typed, as the register writes codes in capitals. */
export function normalizeSsn(input: string): string {
  return input.trim().toUpperCase()
}

export const ssn: Validator = (value) => (parseSsn(normalizeSsn(value)) ? undefined : 'INVALID_SSN')
