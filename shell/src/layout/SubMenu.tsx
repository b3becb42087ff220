import { logOutOnClick, type AuthStatus } from '@pesa/shared'
import { useShellTexts } from '../i18n'
import styles from './Layout.module.css'
import { Badge, NavEntryLink } from './NavEntryLink'
import type { NavEntry } from './navigation'
import { useDisclosure } from './use-disclosure'

export function displayName(user: NonNullable<AuthStatus['user']>): string {
  return `${user.preferredName || user.firstName.split(' ')[0]} ${user.lastName}`
}

/**
 * The sub-menu of the top bar (named after the user) and of the bottom bar (named "menu"):
 * applications, decisions, income, personal details, the map and logout.
 */
export function SubMenu({
  user,
  entries,
  qaPrefix,
  placement
}: {
  user: NonNullable<AuthStatus['user']>
  entries: NavEntry[]
  qaPrefix: string
  placement: 'top' | 'bottom'
}) {
  const t = useShellTexts()
  const { toggle, containerRef, buttonRef, buttonProps, menuProps } = useDisclosure()
  const attention = entries.find((entry) => entry.badge === '!')
  return (
    <div ref={containerRef} className={styles.menuContainer}>
      <button
        ref={buttonRef}
        type="button"
        className={placement === 'top' ? styles.subMenuButton : styles.bottomLink}
        onClick={toggle}
        data-qa={`${qaPrefix}-sub-menu`}
        {...buttonProps}
      >
        {placement === 'top' ? (
          <span data-qa="logged-in-user">
            <span className="pesa-visually-hidden">{t.nav.loggedInAs} </span>
            {displayName(user)}
          </span>
        ) : (
          <span>{t.nav.subMenu}</span>
        )}
        {attention ? <Badge value="!" dataQa={`${qaPrefix}-sub-menu-badge`} /> : null}
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <ul className={styles.menu} {...menuProps}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <NavEntryLink entry={entry} qaPrefix={qaPrefix} className={styles.menuItem} />
          </li>
        ))}
        <li>
          <a href="/api/citizen/auth/logout?RelayState=/" onClick={logOutOnClick} className={styles.menuItem} data-qa={`${qaPrefix}-logout`}>
            {t.nav.logout}
          </a>
        </li>
      </ul>
    </div>
  )
}
