import type { PasswordConstraints } from '../api/generated/types'

/*
 * Password constraints as the API announces them (GET …/password-constraints): declared once, by the
 * API's schema, and re-exported here for the server's configuration, which may use only the stateless
 * parts of @pesa/shared (not @pesa/shared/api). Counts are minimums; 0 switches a composition rule off.
 */
export type { PasswordConstraints }

/** One line of the constraint list a form shows, and what the server refuses with passwordFormat. */
export type PasswordRule = 'minLength' | 'maxLength' | 'minLowers' | 'minUppers' | 'minDigits' | 'minSymbols'

/*
 * Lengths count Unicode code points, so "ä" or an emoji is one character, as a guardian
 * counts them. Symbols are everything that is neither a letter nor a digit (spaces too).
 */
const COUNTERS: Record<Exclude<PasswordRule, 'minLength' | 'maxLength'>, RegExp> = {
  minLowers: /\p{Ll}/gu,
  minUppers: /\p{Lu}/gu,
  minDigits: /\p{Nd}/gu,
  minSymbols: /[^\p{L}\p{Nd}]/gu
}

export function passwordLength(password: string): number {
  return [...password].length
}

/** The rules that apply (composition rules set to 0 do not), in the order a form lists them. */
export function activePasswordRules(constraints: PasswordConstraints): PasswordRule[] {
  const rules: PasswordRule[] = ['minLength', 'maxLength']
  for (const rule of Object.keys(COUNTERS) as (keyof typeof COUNTERS)[]) if (constraints[rule] > 0) rules.push(rule)
  return rules
}

/** The active rules that `password` breaks; empty when it meets every one. */
export function unmetPasswordRules(password: string, constraints: PasswordConstraints): PasswordRule[] {
  const length = passwordLength(password)
  return activePasswordRules(constraints).filter((rule) => {
    if (rule === 'minLength') return length < constraints.minLength
    if (rule === 'maxLength') return length > constraints.maxLength
    return (password.match(COUNTERS[rule]) ?? []).length < constraints[rule]
  })
}

/** The service's own name: a password of it is as easy to guess as the person's own words. */
const SERVICE_WORDS = ['pesä', 'pesa']

const withoutMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')

/**
 * The person's own words a password must not be built from (spec part 1 §5, NIST SP 800-63B
 * "context-specific words"): each given name, the last name and its parts, each email whole, its
 * local part and that part's pieces and the domain's first label, and the service's name; each in
 * lower case, also without its diacritics ("mäkinen", "makinen").
 */
export function personalPasswordWords(person: { firstName: string; lastName: string; emails: readonly (string | null | undefined)[] }): string[] {
  const pieces = (text: string) => text.split(/[^\p{L}\p{Nd}]+/u).filter(Boolean)
  const words: string[] = [...pieces(person.firstName), person.lastName, ...pieces(person.lastName), ...SERVICE_WORDS]
  for (const email of person.emails) {
    if (!email) continue
    const [local = '', domain = ''] = email.split('@')
    words.push(email, local, ...pieces(local), domain.split('.')[0] ?? '')
  }
  const lower = words.map((word) => word.toLowerCase().replace(/\s+/g, '')).filter(Boolean)
  return [...new Set(lower.flatMap((word) => [word, withoutMarks(word)]))]
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' }

/** A personal word shorter than this is not taken out ("Li" would be in too many passwords). */
const MIN_PERSONAL_WORD = 3
/** Fewer letters than this left beside the person's own words: the password is built from them. */
const MIN_OTHER_LETTERS = 4

/**
 * Whether the password is the person's own words and little else: with every personal word of 3
 * letters or more taken out, fewer than 4 letters remain, in the password as typed, without its
 * diacritics or un-leeted ("mikkovirtanen12", "Virtanen.Maria2026", "M1kk0V1rtanen"). A personal
 * word among other words ("mikko ja kesäinen järvi") passes. The form and the server share it.
 */
export function isBuiltFromPersonalWords(password: string, personalWords: readonly string[]): boolean {
  const words = [...new Set(personalWords.map((word) => word.toLowerCase().replace(/\s+/g, '')))]
    .filter((word) => [...word].length >= MIN_PERSONAL_WORD)
    .sort((a, b) => b.length - a.length)
  if (words.length === 0) return false
  const plain = password.toLowerCase().replace(/\s+/g, '')
  const unleet = (text: string) => text.replace(/[013457@$!]/g, (character) => LEET[character] ?? character)
  const forms = new Set([plain, withoutMarks(plain), unleet(plain), unleet(withoutMarks(plain))])
  return [...forms].some((form) => {
    let rest = form
    for (const word of words) rest = rest.split(word).join(' ')
    if (rest === form) return false
    return (rest.match(/\p{L}/gu) ?? []).length < MIN_OTHER_LETTERS
  })
}
