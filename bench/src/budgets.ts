/** The budgets the figures are held to; a miss is reported, never hidden, and does not fail the run. */
export const BUDGETS = {
  /** gzip KB of JavaScript the shell loads on the first visit of any page */
  shellJsKb: 170,
  /** gzip KB of JavaScript a remote adds on the first visit of its main route */
  remoteJsKb: 60,
  /** gzip KB of JavaScript the first visit of /login downloads in all (issue 38: 130; was 150) */
  loginJsKb: 130,
  /** first contentful paint of /login, throttled, ms */
  loginFcpMs: 1500,
  /**
   * Largest contentful paint of a direct visit, throttled, ms; the main content shown
   * (bench/src/browser.ts) is held to the same figure, so a page cannot meet it with its header alone.
   * Issue 38's goals for every guardian page (were 1.6 s for /login, 2.7 s for /map, 2.0 s for
   * /calendar and /messages, and no budget for the others): a miss is reported with its figure.
   */
  lcpMs: {
    '/login': 1200,
    '/map': 1800,
    '/calendar': 1500,
    '/messages': 1500,
    '/children': 1500,
    '/income': 1500,
    '/decisions': 1500,
    '/applications': 1500
  } as Record<string, number>,
  /** cumulative layout shift of a direct visit until its content is shown, throttled (issue 38: none; was 0.05) */
  cls: 0,
  /** an installed app started offline to the calendar shown from its cache, throttled CPU, ms (issue 37) */
  offlineStartMs: 1000,
  /** gzip KB the service worker adds to the first load of the shell (its registration); a remote's first route: nothing */
  serviceWorkerFirstLoadKb: 10,
  /** switching to another area after hover-preload, throttled, ms */
  switchPreloadedMs: 300,
  /** switching to another area that was not preloaded, throttled, ms */
  switchColdMs: 1200,
  /** p95 latency of each listed read at 100 connections, ms */
  apiP95Ms: 50,
  /**
   * CPU of the server and PostgreSQL per answer, ms, on the demo municipality at the lowest
   * concurrency; by endpoint name (bench/src/endpoints.ts), else the default. The calendar's first
   * read answers a year of days for every child, so it has a budget of its own.
   */
  readCpuMs: { default: 1.5, 'calendar reservations (initial range)': 4 } as Record<string, number> & { default: number },
  /** p50 latency with the large municipality over p50 with the demo one */
  scaleP50Ratio: 1.5
} as const
