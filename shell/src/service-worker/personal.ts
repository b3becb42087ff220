/// <reference lib="webworker" />
import { BACKGROUND_HEADER, CACHED_AT_HEADER, CSRF_HEADER } from '@pesa/shared/protocol'
import type { RouteHandlerCallbackOptions } from 'workbox-core'
import { PERSONAL_CACHE_PREFIX } from './protocol'

declare const self: ServiceWorkerGlobalScope

/*
 * A guardian's own answers, read offline (issue 37 §1): network first, and a copy of each answer
 * kept in the cache of the session, named `pesa-personal-<person>-<random>`. A cache is opened only
 * once the auth status has named a logged-in guardian; an answer saying no one is logged in, a
 * logout, or another person's login removes every personal cache (shell/DECISIONS.md, "Offline").
 * Only the pages the issue names are kept: the calendar, the messages and the child pages, with
 * what the shell needs to start (the auth status, the children of the navigation, the badges).
 */
const PERSONAL_PATHS = [
  /^\/api\/citizen\/auth\/status$/,
  /^\/api\/citizen\/(reservations|calendar-events|holiday-period)$/,
  /^\/api\/citizen\/messages\/(received|my-account|unread-count|threads\/[^/]+)$/,
  /^\/api\/citizen\/children(\/unread-counts)?$/,
  /^\/api\/citizen\/children\/[^/]+\/(placements|service-needs|daily-service-times|pedagogical-documents|attendance-summary\/[^/]+)$/,
  /^\/api\/citizen\/(child-documents|pedagogical-documents)\/unread-count$/,
  /^\/api\/citizen\/children\/assistance-need-(decisions|preschool-decisions)\/unread-counts$/,
  /^\/api\/citizen\/applications\/by-guardian\/notifications$/,
  // The calendar's notices: documents waiting for an answer, income statements about to expire.
  /^\/api\/citizen\/(child-documents\/unanswered|income\/expiring|holiday-period\/questionnaire)$/
]

let sessionCache: Promise<string | undefined> | undefined

const sameOrigin = (url: URL) => url.origin === self.location.origin

export const isPersonalAnswer = (url: URL): boolean => sameOrigin(url) && PERSONAL_PATHS.some((path) => path.test(url.pathname))
export const isPublicAnswer = (url: URL): boolean => sameOrigin(url) && url.pathname === '/api/citizen/public/municipality-config'
export const isLogout = (url: URL): boolean => sameOrigin(url) && url.pathname === '/api/citizen/auth/logout'

async function personalCacheNames(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX))
}

export async function clearPersonalCaches(): Promise<void> {
  sessionCache = Promise.resolve(undefined)
  await Promise.all((await personalCacheNames()).map((name) => caches.delete(name)))
}

/** A short one-way name of the person, so the cache's name tells whose it is without saying who. */
async function personTag(personId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(personId))
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The cache of the logged-in person's session, opened on the first status answer that names them. */
async function sessionCacheFor(personId: string): Promise<string> {
  const tag = `${PERSONAL_CACHE_PREFIX}${await personTag(personId)}-`
  const names = await personalCacheNames()
  const own = names.find((name) => name.startsWith(tag))
  if (own) return own
  await Promise.all(names.map((name) => caches.delete(name)))
  return `${tag}${crypto.randomUUID()}`
}

/** The auth status decides the session: a guardian's opens (or keeps) their cache, any other clears all. */
async function noteStatus(body: unknown): Promise<string | undefined> {
  const status = body as { loggedIn?: boolean; user?: { id?: string } } | undefined
  if (status?.loggedIn && typeof status.user?.id === 'string') return sessionCacheFor(status.user.id)
  await clearPersonalCaches()
  return undefined
}

/** The current session's cache: the existing personal cache (one at most), until a status answer says otherwise. */
function currentSessionCache(): Promise<string | undefined> {
  sessionCache ??= personalCacheNames().then((names) => names[0])
  return sessionCache
}

/**
 * The session's cache for an answer that came from the network: when none is known yet (the
 * page read its status before this worker controlled it), the worker asks the status itself,
 * as a background request that does not keep the session alive.
 */
async function sessionCacheForAnswer(): Promise<string | undefined> {
  const known = await currentSessionCache()
  return known ?? keepStatus()
}

const STATUS_PATH = '/api/citizen/auth/status'

/**
 * Reads the auth status (a background request, which does not keep the session alive), decides
 * the session's cache from it and keeps it there: also when the page starts the worker, whose
 * first page read its status before the worker controlled it.
 */
export async function keepStatus(): Promise<string | undefined> {
  const request = new Request(STATUS_PATH, { headers: { [CSRF_HEADER]: '1', [BACKGROUND_HEADER]: '1' }, credentials: 'same-origin' })
  const status = await fetch(request)
  if (!status.ok) return undefined
  const copy = status.clone()
  sessionCache = noteStatus(await status.json())
  const cacheName = await sessionCache
  if (cacheName) await keep(cacheName, new Request(STATUS_PATH), STATUS_PATH, copy)
  return cacheName
}

/** What of an answer may be kept: a sensitive thread never; the inbox without its sensitive threads. */
export function keepable(pathname: string, body: unknown): unknown {
  if (/\/messages\/threads\/[^/]+$/.test(pathname)) {
    const thread = body as { sensitive?: boolean; redacted?: boolean }
    return thread.sensitive === true || thread.redacted === true ? undefined : body
  }
  if (pathname.endsWith('/messages/received')) {
    const page = body as { data?: { sensitive?: boolean; redacted?: boolean }[] }
    return { ...page, data: (page.data ?? []).filter((thread) => thread.sensitive !== true && thread.redacted !== true) }
  }
  return body
}

async function keep(cacheName: string, request: Request, pathname: string, copy: Response): Promise<void> {
  const body = keepable(pathname, await copy.json())
  if (body === undefined) return
  const headers = new Headers({ 'content-type': 'application/json', [CACHED_AT_HEADER]: new Date().toISOString() })
  // A session that ended while the answer was read (a logout) keeps nothing of it.
  if ((await sessionCache) !== cacheName) return
  const cache = await caches.open(cacheName)
  await cache.put(request, new Response(JSON.stringify(body), { status: 200, headers }))
}

export async function handleApiAnswer({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  let response: Response
  try {
    response = await fetch(request)
  } catch (error) {
    // No network: the session's copy, if there is one.
    const cacheName = await currentSessionCache()
    const cached = cacheName ? await (await caches.open(cacheName)).match(request) : undefined
    if (cached) return cached
    throw error
  }
  const isStatus = url.pathname === STATUS_PATH
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/json')) {
    if (response.status === 401) void clearPersonalCaches()
    return response
  }
  // Copied before the page reads the body.
  const copy = response.clone()
  const work = (async () => {
    if (isStatus) sessionCache = noteStatus(await copy.clone().json())
    const cacheName = isStatus ? await sessionCache : await sessionCacheForAnswer()
    if (cacheName) await keep(cacheName, request, url.pathname, copy)
  })().catch(() => undefined)
  if ('waitUntil' in event) (event as ExtendableEvent).waitUntil(work)
  if (isStatus) await work // the session is decided before the next answer is kept
  return response
}
