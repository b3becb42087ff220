import { API_BASE } from '@pesa/shared'
import type { Child, ChildUnreadCount } from '@pesa/shared/api/types'
import { Loaded } from '@pesa/shared/forms'
import { Link, Navigate } from 'react-router'
import { useChildrenTexts } from '../i18n'
import { useChildren, useUnreadCounts } from '../queries'
import { childDisplayName } from '../names'
import styles from '../Children.module.css'

/** /children (spec part 2 §2): a card per child; one child goes straight to its page, none gets a note. */
export function ChildrenPage() {
  const t = useChildrenTexts()
  const result = useChildren()
  // The counts are a badge: the cards do not fail with them, but they are shown together once the
  // counts' read has settled (read beside the list), as a badge arriving later grew its card and
  // moved the cards below it (a layout shift).
  const counts = useUnreadCounts()
  const countsSettled = counts.data !== undefined || counts.error !== undefined
  return (
    <div className={styles.page} data-qa="children-page">
      <Loaded result={{ ...result, data: countsSettled ? result.data : undefined }} page>
        {(children) =>
          children.length === 1 ? (
            <Navigate to={`/children/${children[0]!.id}`} replace />
          ) : (
            <>
              <h1>{t.children.title}</h1>
              {children.length === 0 ? <p data-qa="no-children">{t.children.noChildren}</p> : <Cards children={children} counts={counts.data ?? []} />}
            </>
          )
        }
      </Loaded>
    </div>
  )
}

function Cards({ children, counts }: { children: Child[]; counts: ChildUnreadCount[] }) {
  return (
    <ul className={styles.cards}>
      {children.map((child) => (
        <li key={child.id}>
          <ChildCard child={child} count={counts.find((c) => c.childId === child.id)?.count ?? 0} />
        </li>
      ))}
    </ul>
  )
}

function ChildCard({ child, count }: { child: Child; count: number }) {
  const t = useChildrenTexts()
  return (
    <Link to={`/children/${child.id}`} className={styles.card} data-qa={`child-card-${child.id}`}>
      {child.imageId ? (
        <img className={styles.image} src={`${API_BASE}/citizen/child-images/${encodeURIComponent(child.imageId)}`} alt="" data-qa="child-image" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div>
        <h2 className={styles.cardName}>{childDisplayName(child)}</h2>
        {child.unit ? (
          <p>
            {child.unit.name}
            {child.group ? (
              <>
                <br />
                {t.children.group}: {child.group.name}
              </>
            ) : null}
          </p>
        ) : (
          <p>{t.children.noPlacement}</p>
        )}
        {count > 0 ? (
          <span className={styles.badge} data-qa="child-unread-count">
            {t.children.unreadCount(count)}
          </span>
        ) : null}
      </div>
    </Link>
  )
}
