import type { Deployment } from '@pesa/shared/deployment'

/*
 * What the page and the service worker both know: the names of the caches and the messages the
 * page sends. Every cache of Pesä's starts with `pesa-`; Workbox's precache has its own name.
 * The headers the worker sets or reads are the HTTP contract's (@pesa/shared/protocol).
 */

/** The last page (HTML) read from the network, served for any path when offline. */
export const SHELL_PAGE_CACHE = 'pesa-shell-page'
export const SHELL_PAGE_KEY = '/__pesa/shell-page'
/** remotes.json as last read, and the deployment the page last posted (the remotes' folders). */
export const DEPLOYMENT_CACHE = 'pesa-deployment'
export const KNOWN_REMOTES_KEY = '/__pesa/known-remotes'
/** Answers that are the same for everyone (the municipality's configuration). */
export const PUBLIC_CACHE = 'pesa-public'
/** One cache per version folder of a remote: `pesa-remote <folder URL>`. */
export const REMOTE_CACHE_PREFIX = 'pesa-remote '
/** A guardian's answers: `pesa-personal-<session>`, removed when the session ends. */
export const PERSONAL_CACHE_PREFIX = 'pesa-personal-'

export type WorkerMessage =
  /** The deployment the page runs with: its remotes are fetched into their caches. */
  | { type: 'deployment'; deployment: Deployment }
  /** The session ended (logout, expiry): the personal caches go. */
  | { type: 'session-ended' }
