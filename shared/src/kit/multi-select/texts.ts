import type { Lang } from '@pesa/shared'

const fi = {
  chosen: (label: string) => `Valitut: ${label}`,
  remove: (option: string) => `Poista ${option}`,
  results: (count: number) => (count === 0 ? 'Ei hakutuloksia' : count === 1 ? '1 vaihtoehto' : `${count} vaihtoehtoa`)
}

/** The control's own texts, in the component so that it never waits for a text chunk. */
export const texts: Record<Lang, typeof fi> = {
  fi,
  sv: {
    chosen: (label) => `Valda: ${label}`,
    remove: (option) => `Ta bort ${option}`,
    results: (count) => (count === 0 ? 'Inga träffar' : `${count} alternativ`)
  },
  en: {
    chosen: (label) => `Chosen: ${label}`,
    remove: (option) => `Remove ${option}`,
    results: (count) => (count === 0 ? 'No matches' : count === 1 ? '1 option' : `${count} options`)
  }
}
