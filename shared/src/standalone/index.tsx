import { StrictMode, Suspense, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes, useLocation } from 'react-router'
import type { AreaRootProps } from '../area'
import { strongLoginUrl } from '../auth/redirects'
import { authStore, useUser } from '../auth/store'
import { parsePrefixes } from '../deployment'
import { LANGS, languageStore, useLanguage } from '../i18n/language'
import { loadMunicipalityConfig } from '../municipality/store'
import { logOutOnClick } from '../session/end'

function StandaloneHeader({ title }: { title: string }) {
  const user = useUser()
  const active = useLanguage()
  const here = `${window.location.pathname}${window.location.search}`
  return (
    <header style={{ display: 'flex', gap: 16, alignItems: 'center', padding: '8px 16px', background: '#f5f5f5' }}>
      <strong>{title} · standalone</strong>
      {LANGS.map((lang) => (
        <button key={lang} type="button" aria-pressed={lang === active} onClick={() => void languageStore.change(lang)}>
          {lang}
        </button>
      ))}
      {user ? (
        <span>
          {user.firstName} {user.lastName} ·{' '}
          <a href="/api/citizen/auth/logout?RelayState=/" onClick={logOutOnClick}>
            log out
          </a>
        </span>
      ) : (
        <a href={strongLoginUrl(here)}>log in</a>
      )}
    </header>
  )
}

/** Where the area's access gate sends an anonymous visitor: here only strong identification, back to `next`. */
function StandaloneLogin() {
  const next = new URLSearchParams(useLocation().search).get('next') ?? '/'
  return (
    <p>
      <a href={strongLoginUrl(next)}>Log in with strong identification</a> to see {next}.
    </p>
  )
}

/**
 * The minimal host a remote runs in on its own dev server: the area under the prefixes its
 * package.json declares (`pesa.prefixes`), the shared auth and language state, and a login
 * through the API the dev server proxies to. The shell's navigation and dialogs are not here on
 * purpose; the area's own access gate is.
 */
export function mountStandalone(title: string, Area: ComponentType<AreaRootProps>, declaredPrefixes: unknown): void {
  const basePaths = parsePrefixes(declaredPrefixes, `${title}: package.json pesa`)
  languageStore.initialize()
  void loadMunicipalityConfig().catch((error: unknown) => console.error(error))
  void authStore.refresh().catch((error: unknown) => console.error(error))
  const page = (
    <>
      <StandaloneHeader title={title} />
      <main id="main" style={{ padding: 16 }}>
        <Suspense fallback="…">
          <Routes>
            {basePaths.map((basePath) => (
              <Route key={basePath} path={`${basePath}/*`} element={<Area basePath={basePath} />} />
            ))}
            <Route path="/login" element={<StandaloneLogin />} />
            <Route path="*" element={<Navigate to={basePaths[0]!} replace />} />
          </Routes>
        </Suspense>
      </main>
    </>
  )
  // A data router, as in the shell, so that an area's leave-page warning (useBlocker) works here too.
  const router = createBrowserRouter([{ path: '*', element: page }])
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
}
