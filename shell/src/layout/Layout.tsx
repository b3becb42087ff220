import { useUser } from '@pesa/shared'
import { Suspense } from 'react'
import { Link, Outlet } from 'react-router'
import { useShellTexts } from '../i18n'
import { AreaLink } from './AreaLink'
import { LanguageMenu } from './LanguageMenu'
import styles from './Layout.module.css'

function Navigation() {
  const t = useShellTexts()
  const user = useUser()
  const links: [string, string, string][] = user
    ? [
        ['/calendar', t.nav.calendar, 'nav-calendar'],
        ['/messages', t.nav.messages, 'nav-messages'],
        ['/children', t.nav.children, 'nav-children'],
        ['/applications', t.nav.applications, 'nav-applications'],
        ['/decisions', t.nav.decisions, 'nav-decisions'],
        ['/income', t.nav.income, 'nav-income'],
        ['/personal-details', t.nav.personalDetails, 'nav-personal-details'],
        ['/map', t.nav.map, 'nav-map']
      ]
    : [['/map', t.nav.map, 'nav-map']]
  return (
    <nav className={styles.nav} aria-label={t.nav.label}>
      <ul className={styles.navList}>
        {links.map(([to, label, qa]) => (
          <li key={to}>
            <AreaLink to={to} dataQa={qa}>
              {label}
            </AreaLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Session() {
  const t = useShellTexts()
  const user = useUser()
  if (!user) {
    return (
      <Link to="/login" data-qa="nav-login">
        {t.nav.login}
      </Link>
    )
  }
  return (
    <>
      <span data-qa="logged-in-user">
        <span className="pesa-visually-hidden">{t.nav.loggedInAs} </span>
        {user.preferredName || user.firstName.split(' ')[0]} {user.lastName}
      </span>
      <a href="/api/citizen/auth/logout?RelayState=/" data-qa="nav-logout">
        {t.nav.logout}
      </a>
    </>
  )
}

export function Layout() {
  const t = useShellTexts()
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t.skipToContent}
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.logo}>
          {t.appName}
        </Link>
        <Navigation />
        <div className={styles.tools}>
          <LanguageMenu />
          <Session />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <span>{t.footer.city}</span>
        <Link to="/accessibility">{t.footer.accessibility}</Link>
      </footer>
    </>
  )
}
