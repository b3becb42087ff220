import type { Clock } from './clock'
import type { Config } from './config'
import type { Counters } from './counters'
import type { Db } from './db'
import type { MunicipalityConfig } from './municipality-schema'

/** public: anyone; WEAK: a session of either level; STRONG: a strongly identified session. */
export type RouteAuth = 'public' | 'WEAK' | 'STRONG'
export type AuthLevel = 'WEAK' | 'STRONG'

/**
 * Who may use a route: the relation the server checks between the caller and the object the
 * request names. The authorization matrix derives each caller's expected answer from it.
 * - none: no object of anyone (public data, the login routes, the caller's session itself)
 * - self: only the caller's own records; the request names no one else's object
 * - guardian-of-child: a child named in the request; the caller is its guardian now
 * - application-party: the applicant, or for reads the other guardian with access
 * - decision-party: a guardian of the decision's child
 * - thread-participant: an account of the caller takes part in the thread
 * - income-statement-party: the statement's person is the caller or a child the caller is guardian of
 * - attachment-owner: the attachment's uploader, or a party of the object it is attached to
 * - event-of-child: a calendar event, time or questionnaire concerning the caller's children
 * - document-of-child: a child document or pedagogical document of the caller's children
 * - finance-decision-party: the decision's head of family or partner (not another guardian of its children)
 * - child-image-of-child: a child's image; the caller is the child's guardian now
 * - child-application-party: an absence or service application of a child the caller is guardian of now (only its sender cancels it)
 * - device-owner: a remembered device; the caller is the person it signs in
 * - push-subscription-owner: a device with push on; the caller is the person who turned it on
 */
export type RouteRelation =
  | 'none'
  | 'self'
  | 'guardian-of-child'
  | 'application-party'
  | 'decision-party'
  | 'thread-participant'
  | 'income-statement-party'
  | 'attachment-owner'
  | 'event-of-child'
  | 'document-of-child'
  | 'finance-decision-party'
  | 'child-image-of-child'
  | 'child-application-party'
  | 'device-owner'
  | 'push-subscription-owner'

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
  relation: RouteRelation | undefined
  csrf: boolean
  schema: Record<string, unknown> | undefined
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares who may call it; a route without it stops the start-up. */
    auth?: RouteAuth
    /** Whose object the route touches (see RouteRelation); the authorization matrix reads it. */
    relation?: RouteRelation
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
