import type { Lang } from '@pesa/shared'

const fi = {
  pages: 'Sivut',
  page: (page: number) => `Sivu ${page}`,
  previous: 'Edellinen sivu',
  next: 'Seuraava sivu',
  loadMore: 'Näytä lisää'
}

/** The paging controls' texts, in the components so that they never wait for a text chunk. */
export const texts: Record<Lang, typeof fi> = {
  fi,
  sv: { pages: 'Sidor', page: (page) => `Sida ${page}`, previous: 'Föregående sida', next: 'Nästa sida', loadMore: 'Visa fler' },
  en: { pages: 'Pages', page: (page) => `Page ${page}`, previous: 'Previous page', next: 'Next page', loadMore: 'Show more' }
}
