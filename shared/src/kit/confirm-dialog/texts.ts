import type { Lang } from '@pesa/shared'

/** The default answers, in the component so that it never waits for a text chunk. */
export const texts: Record<Lang, { confirm: string; cancel: string }> = {
  fi: { confirm: 'Vahvista', cancel: 'Peruuta' },
  sv: { confirm: 'Bekräfta', cancel: 'Avbryt' },
  en: { confirm: 'Confirm', cancel: 'Cancel' }
}
