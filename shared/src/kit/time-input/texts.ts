import type { Lang } from '@pesa/shared'

/** The format hint, in the component so that it never waits for a text chunk. */
export const texts: Record<Lang, { formatHint: string }> = {
  fi: { formatHint: 'tt:mm' },
  sv: { formatHint: 'tt:mm' },
  en: { formatHint: 'hh:mm' }
}
