import { NotFoundPage, Spinner, useAuthStatus } from '@pesa/shared'
import { useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { loginPageUrl, strongLoginUrl } from '../auth/redirects'
import { useShellTexts } from '../i18n'

import { findAreaRoute, type AreaName } from '../routes/route-table'
import { RemoteArea } from './RemoteArea'

function StrongLoginRedirect({ returnPath }: { returnPath: string }) {
  const t = useShellTexts()
  useEffect(() => window.location.assign(strongLoginUrl(returnPath)), [returnPath])
  return <Spinner label={t.area.loading} />
}

/**
 * Gates one of a remote's routes by the access level of the route table before the remote
 * is loaded: no session → the login page, a WEAK session on a STRONG page → strong
 * identification, both returning here afterwards.
 */
export function AreaRoute({ area, basePath }: { area: AreaName; basePath: string }) {
  const t = useShellTexts()
  const location = useLocation()
  const status = useAuthStatus()
  const route = findAreaRoute(location.pathname)
  const returnPath = `${location.pathname}${location.search}${location.hash}`

  if (!route || route.area !== area) return <NotFoundPage />
  if (route.access !== 'public') {
    if (!status) return <Spinner label={t.area.loading} />
    if (!status.loggedIn) return <Navigate to={loginPageUrl(returnPath)} replace />
    if (route.access === 'STRONG' && status.authLevel !== 'STRONG') return <StrongLoginRedirect returnPath={returnPath} />
  }
  return <RemoteArea area={area} basePath={basePath} />
}
