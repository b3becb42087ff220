import type { Lang } from '@pesa/shared'

/** The empty choice's text, in the component so that it never waits for a text chunk. */
export const texts: Record<Lang, { choose: string }> = {
  fi: { choose: 'Valitse' },
  sv: { choose: 'Välj' },
  en: { choose: 'Choose' }
}
