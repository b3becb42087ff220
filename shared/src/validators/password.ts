/**
 * Password constraints as the API announces them (GET …/password-constraints). Counts are
 * minimums; 0 switches a composition rule off.
 */
export interface PasswordConstraints {
  minLength: number
  maxLength: number
  minLowers: number
  minUppers: number
  minDigits: number
  minSymbols: number
}

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
