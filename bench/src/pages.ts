/**
 * The pages measured: each area's main route, and the login page. `session` pages are
 * opened as Anna with a strong session; `throttled` ones are also timed under the slow
 * profile. An area adds its main route here when it has one.
 */
export interface BenchPage {
  path: string
  /** The app whose files this page adds to the shell's (none: the shell's own page) */
  remote?: string
  session: boolean
  throttled: boolean
}

export const PAGES: BenchPage[] = [
  { path: '/login', session: false, throttled: true },
  { path: '/map', remote: 'mf-map', session: false, throttled: true },
  { path: '/calendar', remote: 'mf-calendar', session: true, throttled: true },
  { path: '/children', remote: 'mf-calendar', session: true, throttled: true },
  { path: '/messages', remote: 'mf-messages', session: true, throttled: true },
  { path: '/applications', remote: 'mf-applications', session: true, throttled: true },
  { path: '/decisions', remote: 'mf-applications', session: true, throttled: true },
  { path: '/income', remote: 'mf-income', session: true, throttled: true },
  { path: '/personal-details', remote: 'mf-personal', session: true, throttled: false }
]

/** Switching area after the shell has loaded: from a page to another area through its navigation link. */
export const AREA_SWITCH = { from: '/calendar', link: '[data-qa="nav-messages"]', to: '/messages' }
