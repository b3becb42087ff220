import type { Lang } from '@pesa/shared'

const fi = {
  formatHint: 'pp.kk.vvvv',
  chooseDate: (label: string) => `Valitse päivämäärä: ${label}`,
  previousMonth: 'Edellinen kuukausi',
  nextMonth: 'Seuraava kuukausi'
}

/** The picker's own texts, in the component so that it never waits for a text chunk. */
export const texts: Record<Lang, typeof fi> = {
  fi,
  sv: {
    formatHint: 'dd.mm.åååå',
    chooseDate: (label) => `Välj datum: ${label}`,
    previousMonth: 'Föregående månad',
    nextMonth: 'Nästa månad'
  },
  en: {
    formatHint: 'dd.mm.yyyy',
    chooseDate: (label) => `Choose date: ${label}`,
    previousMonth: 'Previous month',
    nextMonth: 'Next month'
  }
}

/** Finnish service: Swedish and English dates as written in Finland. */
export const LOCALES: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' }
