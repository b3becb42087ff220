import { authStore, languageStore } from '@pesa/shared'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { registerDeployedRemotes } from './federation/remotes'

languageStore.initialize()
// Both start now and run while React renders the first page; neither fetches a remote.
void registerDeployedRemotes().catch((error: unknown) => console.error('remotes.json could not be read', error))
void authStore.refresh().catch((error: unknown) => console.error('Auth status could not be read', error))

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
)
