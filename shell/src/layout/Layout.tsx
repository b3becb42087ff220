import { useAuthError, useAuthStatus, type AuthStatus } from '@pesa/shared'
import type { Child } from '@pesa/shared/api/children'
import { Suspense, useRef } from 'react'
import { Link, Outlet } from 'react-router'
import { useBadgeCounts } from '../badges/use-badge-counts'
import { useShellTexts } from '../i18n'
import { ShellNotices } from '../session/ShellNotices'
import { AreaLink } from './AreaLink'
import { Brand } from './Brand'
import { ChildrenEntry } from './ChildrenEntry'
import { Footer } from './Footer'
import { LanguageMenu } from './LanguageMenu'
import styles from './Layout.module.css'
import { NavEntryLink } from './NavEntryLink'
import { primaryEntries, subMenuEntries, type NavEntry } from './navigation'
import { usePageTitleAndFocus } from './page-title'
import { SubMenu } from './SubMenu'
import { useChildren } from './use-children'

function PrimaryLinks({ entries, childList, qaPrefix, className }: { entries: NavEntry[]; childList: Child[]; qaPrefix: string; className?: string }) {
  return entries.map((entry) => (
    <li key={entry.key}>
      {entry.key === 'children' ? (
        <ChildrenEntry entry={entry} childList={childList} qaPrefix={qaPrefix} className={className} />
      ) : (
        <NavEntryLink entry={entry} qaPrefix={qaPrefix} className={className} />
      )}
    </li>
  ))
}

interface UserNavigationProps {
  user: NonNullable<AuthStatus['user']>
  primary: NavEntry[]
  subMenu: NavEntry[]
  childList: Child[]
  placement: 'top' | 'bottom'
}

/** Desktop: the top bar's entries and sub-menu. Mobile: the same in the bottom bar. */
function UserNavigation({ user, primary, subMenu, childList, placement }: UserNavigationProps) {
  const t = useShellTexts()
  if (placement === 'top') {
    return (
      <>
        <nav className={styles.nav} aria-label={t.nav.label}>
          <ul className={styles.navList}>
            <PrimaryLinks entries={primary} childList={childList} qaPrefix="nav" className={styles.navLink} />
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageMenu />
          <div className={styles.desktopOnly}>
            <SubMenu user={user} entries={subMenu} qaPrefix="nav" placement="top" />
          </div>
        </div>
      </>
    )
  }
  return (
    <nav className={styles.bottomBar} aria-label={t.nav.mobileLabel} data-qa="bottom-bar">
      <ul className={styles.bottomList}>
        <PrimaryLinks entries={primary} childList={childList} qaPrefix="mobile-nav" className={styles.bottomLink} />
        <li>
          <SubMenu user={user} entries={subMenu} qaPrefix="mobile-nav" placement="bottom" />
        </li>
      </ul>
    </nav>
  )
}

function AnonymousNavigation() {
  const t = useShellTexts()
  return (
    <>
      <nav className={`${styles.nav} ${styles.desktopOnly}`} aria-label={t.nav.label}>
        <ul className={styles.navList}>
          <li>
            <AreaLink to="/map" dataQa="nav-map">
              {t.nav.map}
            </AreaLink>
          </li>
        </ul>
      </nav>
      <div className={styles.tools}>
        <LanguageMenu />
        <Link to="/login" className={styles.navLink} data-qa="nav-login">
          {t.nav.login}
        </Link>
      </div>
    </>
  )
}

export function Layout() {
  const t = useShellTexts()
  const status = useAuthStatus()
  const authError = useAuthError()
  const counts = useBadgeCounts()
  const childList = useChildren()
  const main = useRef<HTMLElement>(null)
  usePageTitleAndFocus(main, t.appName)
  // A logged-in user's navigation is drawn once, with its badges and its children entry: either arriving
  // later widened or added an entry and moved the others (a layout shift of the bars). Both reads start
  // with the auth status, beside the area's own; nothing stands in for the navigation meanwhile.
  const navigation = status?.user &&
    counts &&
    childList && {
      user: status.user,
      childList,
      primary: primaryEntries(
        status,
        counts,
        childList.map((child) => child.id)
      ),
      subMenu: subMenuEntries(status, counts)
    }
  // Without a first answer the shell cannot tell who is there: the error page offers a reload.
  if (!status && authError) throw authError
  return (
    <div className={navigation ? styles.withBottomBar : undefined}>
      <a href="#main" className={styles.skipLink}>
        {t.skipToContent}
      </a>
      <header className={styles.header}>
        {/* The logo's place is kept while the municipality's logo is read: the name does not move. */}
        <Suspense
          fallback={
            <span className={styles.logo}>
              <span className={styles.logoImage} />
              {t.appName}
            </span>
          }
        >
          <Brand />
        </Suspense>
        {navigation ? <UserNavigation {...navigation} placement="top" /> : status?.user ? null : <AnonymousNavigation />}
      </header>
      <ShellNotices />
      <main id="main" ref={main} className={styles.main} tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      {navigation ? <UserNavigation {...navigation} placement="bottom" /> : null}
    </div>
  )
}
