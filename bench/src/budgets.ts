/** The budgets the figures are held to; a miss is reported, never hidden, and does not fail the run. */
export const BUDGETS = {
  /** gzip KB of JavaScript the shell loads on the first visit of any page */
  shellJsKb: 170,
  /** gzip KB of JavaScript a remote adds on the first visit of its main route */
  remoteJsKb: 60,
  /** first contentful paint of /login, throttled, ms */
  loginFcpMs: 1500,
  /** switching to another area after hover-preload, throttled, ms */
  switchPreloadedMs: 300,
  /** switching to another area that was not preloaded, throttled, ms */
  switchColdMs: 1200,
  /** p95 latency of each listed read at 100 connections, ms */
  apiP95Ms: 50,
  /** p50 latency with the large municipality over p50 with the demo one */
  scaleP50Ratio: 1.5
} as const
