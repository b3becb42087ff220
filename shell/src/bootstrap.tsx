import { authStore, endSession, languageStore, loadMunicipalityConfig } from '@pesa/shared'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { reportUncaughtErrors } from './errors/client-error-reporter'
import { registerDeployedRemotes } from './federation/remotes'
import { sendOutboxWhenPossible } from './offline/outbox'
import { clearOfflineDataAtSessionEnd, registerServiceWorker } from './offline/service-worker'

reportUncaughtErrors()
languageStore.initialize()
// These start now and run while React renders the first page; none fetches a remote. The
// municipality's text overrides are in place before the first text is merged.
void loadMunicipalityConfig().catch((error: unknown) => console.error('Municipality configuration could not be read', error))
const deployment = registerDeployedRemotes()
void deployment.catch((error: unknown) => console.error('remotes.json could not be read', error))
clearOfflineDataAtSessionEnd()
sendOutboxWhenPossible()
void authStore
  .refresh()
  // A start without a session removes what an earlier one left (a logout or an expiry the page did not see).
  .then((status) => (status.loggedIn ? undefined : endSession('absent')))
  .catch((error: unknown) => console.error('Auth status could not be read', error))
registerServiceWorker(deployment)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
)
