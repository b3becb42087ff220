import type { Lang } from '@pesa/shared'

/*
 * A remembered device as the list shows it. The server names a device from its user agent
 * ("Chrome, Android") and answers "?" when it cannot; times are shown in Helsinki time (DESIGN §3).
 */

const LOCALES: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' }

export const deviceLabel = (name: string, unknown: string) => (name === '?' ? unknown : name)

export function formatDeviceTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'Europe/Helsinki',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit'
  }).format(new Date(iso))
}
