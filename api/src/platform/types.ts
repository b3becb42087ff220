import type { Clock } from './clock'
import type { Config } from './config'
import type { Counters } from './counters'
import type { Db } from './db'
import type { MunicipalityConfig } from './municipality-schema'

/** public: anyone; WEAK: a session of either level; STRONG: a strongly identified session. */
export type RouteAuth = 'public' | 'WEAK' | 'STRONG'
export type AuthLevel = 'WEAK' | 'STRONG'

export interface CitizenSession {
  id: string
  personId: string
  authLevel: AuthLevel
}

export interface Platform {
  config: Config
  db: Db
  clock: Clock
  counters: Counters
  municipality: MunicipalityConfig
}

export interface RouteRecord {
  method: string
  url: string
  auth: RouteAuth | undefined
  csrf: boolean
  schema: Record<string, unknown> | undefined
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares who may call it; a route without it stops the start-up. */
    auth?: RouteAuth
    /**
     * false only where another proof replaces the CSRF header (the strong identification
     * answer carries a one-time state); the route-catalogue test lists these exceptions.
     */
    csrf?: false
    /**
     * A public route that must not know its caller (client error reports): no session is
     * resolved, so nothing of the person reaches its log lines and the call slides no session.
     */
    anonymous?: true
  }

  interface FastifyInstance {
    platform: Platform
    /** Every route of the app with its declarations, for the catalogue test and codegen. */
    routeCatalogue: RouteRecord[]
  }

  interface FastifyRequest {
    session: CitizenSession | undefined
    /** The instant this request sees as now (the mocked-time header in test mode). */
    now(): Date
    /** Writes an audit row: who (the session's person) did what to which records. */
    audit(event: string, targetIds?: string[], meta?: Record<string, unknown>): Promise<void>
  }
}
