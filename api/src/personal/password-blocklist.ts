import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isBuiltFromPersonalWords } from '@pesa/shared/validators'
import { apiFolder } from '../platform/paths'

let blocklist: Set<string> | undefined

/** common-passwords.txt beside this module, read once (src/ in tests, found from api/dist when bundled). */
function commonPasswords(): Set<string> {
  blocklist ??= new Set(
    readFileSync(path.join(apiFolder('src'), 'personal', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
  )
  return blocklist
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' }

const unleet = (text: string) => text.replace(/[013457@$!]/g, (character) => LEET[character] ?? character)
const withoutDecoration = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')

/** The forms a guessed password takes: as is, without digits and symbols around a word, un-leeted. */
function variants(password: string): string[] {
  const plain = password.toLowerCase().replace(/\s+/g, '')
  const core = withoutDecoration(plain)
  return [...new Set([plain, core, unleet(plain), unleet(core)])].filter((form) => form.length >= 4)
}

/** One short unit repeated ("abcabcabcabc") or hardly any different characters ("2026!!!!!!!!"). */
function isRepetitive(password: string): boolean {
  const lower = password.toLowerCase()
  return /^(.{1,4})\1+$/su.test(lower) || new Set(lower).size < 5
}

/**
 * Whether a password is too easy to guess (NIST SP 800-63B: refuse common, expected and
 * context-specific values): on the blocklist in any of its forms, a short repeated unit, or
 * built from the person's own words (`personalPasswordWords`: names, email, the service's name)
 * with little else, the rule the form checks too.
 */
export function isUnacceptablePassword(password: string, personalWords: string[]): boolean {
  const forms = variants(password)
  const blocked = commonPasswords()
  if (isRepetitive(password) || forms.some((form) => blocked.has(form))) return true
  return isBuiltFromPersonalWords(password, personalWords)
}
