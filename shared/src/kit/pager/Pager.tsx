import { useLanguage } from '@pesa/shared'
import { pageItems } from './page-items'
import { texts } from './texts'
import styles from './Pager.module.css'

export interface PagerProps {
  /** The page shown, from 1. */
  page: number
  pages: number
  onPage: (page: number) => void
  /** Names the navigation when a page has more than one pager; "Pages" by default. */
  label?: string
  'data-qa'?: string
}

/**
 * A page selector: previous, the page numbers (the current one marked aria-current) and next.
 * Nothing is shown for a single page (spec part 1 §2 decisions, part 2 §2 income).
 */
export function Pager({ page, pages, onPage, label, 'data-qa': dataQa }: PagerProps) {
  const t = texts[useLanguage()]
  if (pages <= 1) return null
  return (
    <nav aria-label={label ?? t.pages} className={styles.pager} data-qa={dataQa}>
      <ul className={styles.items}>
        <li>
          <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onPage(page - 1)} data-qa="page-previous">
            <span aria-hidden="true">‹ </span>
            {t.previous}
          </button>
        </li>
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={t.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
                data-qa={`page-${item}`}
              >
                {item}
              </button>
            </li>
          )
        )}
        <li>
          <button type="button" className={styles.step} disabled={page >= pages} onClick={() => onPage(page + 1)} data-qa="page-next">
            {t.next}
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
