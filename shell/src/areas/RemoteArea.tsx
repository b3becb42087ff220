import { ApiError, ForbiddenPage, NotFoundPage, Spinner } from '@pesa/shared'
import { Suspense, useState } from 'react'
import { lazyArea, resetArea } from '../federation/areas'
import { useShellTexts } from '../i18n'

import { AreaBoundary } from './AreaBoundary'
import { AreaUnavailable } from './AreaUnavailable'

/** Renders a remote's area root under its prefix, loading the remote on first use. */
export function RemoteArea({ area, basePath }: { area: string; basePath: string }) {
  const t = useShellTexts()
  const [attempt, setAttempt] = useState(0)
  const Area = lazyArea(area)
  return (
    <AreaBoundary
      key={`${area}-${attempt}`}
      area={area}
      onRetry={async () => {
        await resetArea(area).catch(() => undefined)
        setAttempt((count) => count + 1)
      }}
      fallback={(retry, error) => {
        // A refusal or a missing record is an answer, not an outage: no retry for those.
        if (error instanceof ApiError && error.status === 403) return <ForbiddenPage />
        if (error instanceof ApiError && error.status === 404) return <NotFoundPage />
        return <AreaUnavailable onRetry={retry} />
      }}
    >
      <Suspense fallback={<Spinner label={t.area.loading} />}>
        <Area basePath={basePath} />
      </Suspense>
    </AreaBoundary>
  )
}
