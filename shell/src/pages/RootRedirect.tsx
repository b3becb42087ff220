import { Spinner, useAuthStatus } from '@pesa/shared'
import { Navigate } from 'react-router'
import { rootRedirectTarget } from '../auth/redirects'
import { useShellTexts } from '../i18n'

export function RootRedirect() {
  const t = useShellTexts()
  const status = useAuthStatus()
  if (!status) return <Spinner label={t.area.loading} />
  return <Navigate to={rootRedirectTarget(status)} replace />
}
