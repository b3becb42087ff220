import { NotFoundPage, Spinner } from '@pesa/shared'
import { Suspense, useState } from 'react'
import { Route, Routes } from 'react-router'
import { useDeployment } from '../federation/remotes'
import { useShellTexts } from '../i18n'
import { AreaBoundary } from './AreaBoundary'
import { AreaUnavailable } from './AreaUnavailable'
import { RemoteArea } from './RemoteArea'

/** Each deployed area at each of its prefixes (`prefix/*`, relative to the shell's root); any other path is not found. */
function MountedAreas() {
  const deployment = useDeployment()
  return (
    <Routes>
      {Object.entries(deployment).flatMap(([area, { prefixes }]) =>
        prefixes.map((prefix) => <Route key={prefix} path={`${prefix.slice(1)}/*`} element={<RemoteArea area={area} basePath={prefix} />} />)
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}

/**
 * Every path that is not one of the shell's own pages. The shell knows the areas only from the
 * deployment file: a release that adds, renames or removes a prefix or a page needs no shell
 * release. While the file is read, a spinner; when it cannot be read, the unavailable panel.
 */
export function DeployedAreas() {
  const t = useShellTexts()
  const [attempt, setAttempt] = useState(0)
  return (
    <AreaBoundary
      key={attempt}
      area="remotes.json"
      onRetry={async () => setAttempt((count) => count + 1)}
      fallback={(retry) => <AreaUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<Spinner label={t.area.loading} />}>
        <MountedAreas />
      </Suspense>
    </AreaBoundary>
  )
}
