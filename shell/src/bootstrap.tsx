import { authStore, languageStore, loadMunicipalityConfig } from '@pesa/shared'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { reportUncaughtErrors } from './errors/client-error-reporter'
import { registerDeployedRemotes } from './federation/remotes'

reportUncaughtErrors()
languageStore.initialize()
// These start now and run while React renders the first page; none fetches a remote. The
// municipality's text overrides are in place before the first text is merged.
void loadMunicipalityConfig().catch((error: unknown) => console.error('Municipality configuration could not be read', error))
void registerDeployedRemotes().catch((error: unknown) => console.error('remotes.json could not be read', error))
void authStore.refresh().catch((error: unknown) => console.error('Auth status could not be read', error))

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
)
