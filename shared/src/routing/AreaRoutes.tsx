import { useEffect, type ReactNode } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { loginPageUrl, strongLoginUrl } from '../auth/redirects'
import { useAuthStatus } from '../auth/store'
import { useCommonTexts } from '../i18n/common'
import { Spinner } from '../ui/Spinner'
import { NotFoundPage } from '../ui/StatusPages'
import { accessDecision, type Access } from './access'

export interface AreaPage {
  /** Relative to the prefix: '' is the prefix itself, then e.g. ':threadId' or 'new/:childId' */
  path: string
  access: Access
  element: ReactNode
}

/** An area's pages under each of its route prefixes (the prefixes its package.json declares). */
export type AreaPages = Record<string, readonly AreaPage[]>

function StrongLoginRedirect({ returnPath }: { returnPath: string }) {
  const t = useCommonTexts()
  useEffect(() => {
    window.location.assign(strongLoginUrl(returnPath))
  }, [returnPath])
  return (
    <div data-qa="strong-login-redirect">
      <Spinner label={t.loading} />
    </div>
  )
}

function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const t = useCommonTexts()
  const location = useLocation()
  const returnPath = `${location.pathname}${location.search}${location.hash}`
  switch (accessDecision(access, useAuthStatus())) {
    case 'wait':
      return <Spinner label={t.loading} />
    case 'login':
      return <Navigate to={loginPageUrl(returnPath)} replace />
    case 'step-up':
      return <StrongLoginRedirect returnPath={returnPath} />
    case 'show':
      return children
  }
}

/**
 * The pages of an area under the prefix the shell mounted it at (`basePath`), each behind its
 * access level, and the not-found page for any other path under the prefix. Every area routes
 * through this one component, so the gating is the same everywhere: anonymous → the login page
 * and back, WEAK on a STRONG page → strong identification and back, a spinner until the auth
 * status is known.
 */
export function AreaRoutes({ basePath, pages }: { basePath: string; pages: AreaPages }) {
  return (
    <Routes>
      {(pages[basePath] ?? []).map(({ path, access, element }) => {
        const gated = <RequireAccess access={access}>{element}</RequireAccess>
        return path === '' ? <Route key="" index element={gated} /> : <Route key={path} path={path} element={gated} />
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
