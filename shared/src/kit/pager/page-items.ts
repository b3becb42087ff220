/** A page number, or a gap for the pages left out. */
export type PageItem = number | 'gap'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

/**
 * The page numbers a page selector shows: all of them up to seven pages; else seven items —
 * the first and last page, the current one with its neighbours, and gaps that always stand for
 * two pages or more — so that it fits a 375 px screen.
 */
export function pageItems(page: number, pages: number): PageItem[] {
  if (pages <= 7) return range(1, pages)
  if (page <= 4) return [...range(1, 5), 'gap', pages]
  if (page >= pages - 3) return [1, 'gap', ...range(pages - 4, pages)]
  return [1, 'gap', page - 1, page, page + 1, 'gap', pages]
}
