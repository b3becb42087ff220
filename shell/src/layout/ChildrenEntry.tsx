import type { Child } from '@pesa/shared/api/children'
import { useShellTexts } from '../i18n'
import { AreaLink } from './AreaLink'
import styles from './Layout.module.css'
import { EntryLabel, NavEntryLink } from './NavEntryLink'
import { entryQa, type NavEntry } from './navigation'
import { useDisclosure } from './use-disclosure'

/** One child: a link to that child's page. Several: a menu with one link per child. */
export function ChildrenEntry({ entry, childList, qaPrefix, className }: { entry: NavEntry; childList: Child[]; qaPrefix: string; className?: string }) {
  const t = useShellTexts()
  const { toggle, containerRef, buttonRef, buttonProps, menuProps } = useDisclosure()
  if (childList.length <= 1) return <NavEntryLink entry={entry} qaPrefix={qaPrefix} className={className} />
  const qa = entryQa(qaPrefix, entry.key)
  return (
    <div ref={containerRef} className={styles.menuContainer}>
      <button ref={buttonRef} type="button" className={className} onClick={toggle} data-qa={qa} {...buttonProps}>
        <EntryLabel entry={entry} qa={qa} />
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <ul className={styles.menu} aria-label={t.nav.children} {...menuProps}>
        {childList.map((child) => (
          <li key={child.id}>
            <AreaLink to={`/children/${child.id}`} dataQa={`${qaPrefix}-child-${child.id}`} className={styles.menuItem}>
              {child.preferredName || child.firstName.split(' ')[0]} {child.lastName}
            </AreaLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
