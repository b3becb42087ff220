import type { Lang } from '@pesa/shared'
import type { MessageAccount } from '@pesa/shared/api/types'

const LOCALES: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' }

/** A sent time in Helsinki time: the time alone today, the date and time otherwise. */
export function formatSentAt(iso: string, lang: Lang, now = new Date()): string {
  const date = new Date(iso)
  const sameDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/Helsinki' })
  const options: Intl.DateTimeFormatOptions =
    sameDay(date) === sameDay(now)
      ? { timeZone: 'Europe/Helsinki', hour: '2-digit', minute: '2-digit' }
      : { timeZone: 'Europe/Helsinki', day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' }
  return new Intl.DateTimeFormat(LOCALES[lang], options).format(date)
}

/** Spec part 1 §2: the first 200 characters of the last message, newlines as spaces. */
export function preview(content: string): string {
  const flat = content.replace(/\s*\n\s*/g, ' ')
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat
}

/** An account's name, a group marked as staff. */
export const accountName = (account: MessageAccount, staffLabel: string) => (account.type === 'GROUP' ? `${account.name} (${staffLabel})` : account.name)
