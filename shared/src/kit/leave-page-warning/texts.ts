import type { Lang } from '@pesa/shared'

/** The question, in the component so that it never waits for a text chunk. */
export const texts: Record<Lang, { title: string; text: string; leave: string; stay: string }> = {
  fi: {
    title: 'Poistutaanko sivulta?',
    text: 'Tallentamattomat muutokset menetetään.',
    leave: 'Poistu sivulta',
    stay: 'Jää sivulle'
  },
  sv: {
    title: 'Vill du lämna sidan?',
    text: 'Ändringar som inte har sparats går förlorade.',
    leave: 'Lämna sidan',
    stay: 'Stanna på sidan'
  },
  en: {
    title: 'Leave the page?',
    text: 'Changes that have not been saved will be lost.',
    leave: 'Leave the page',
    stay: 'Stay on the page'
  }
}
