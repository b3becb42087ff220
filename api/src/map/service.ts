import { parseWalkingQuery, validateAutocompleteQuery, validateWalkingQueryBody, walkingQuery, type WalkingLeg } from '@pesa/shared/validators'
import { countOrOpen } from '../platform/counters'
import type { Queryable } from '../platform/db'
import { ApiError, refuseInvalid } from '../platform/errors'
import type { Platform } from '../platform/types'
import { cachedWalkingDistances, searchAddresses, storeWalkingDistances, type BoundaryRect } from './repository'
import type { AddressFeature, AutocompleteQuery, AutocompleteResponse, WalkingQueryBody, WalkingQueryResponse } from './schemas'

const MAX_ADDRESSES = 10
/** Walks change only with the street network: a month-old answer is still good. */
const WALKING_CACHE_DAYS = 30

/** Requests per client and minute; the geocoder and the router are paid, shared services. */
export async function enforceRateLimit(platform: Platform, kind: 'autocomplete' | 'query', clientIp: string, now: Date): Promise<void> {
  const perMinute = kind === 'autocomplete' ? platform.config.mapAutocompletePerMinute : platform.config.mapQueryPerMinute
  const count = await countOrOpen(platform.counters, `map-${kind}:${clientIp}`, 60, now)
  if (count > perMinute) throw new ApiError('TOO_MANY_REQUESTS')
}

function upstreamHeaders(platform: Platform, extra: Record<string, string> = {}): Record<string, string> {
  const { mapApiKey, mapApiKeyHeader } = platform.config
  return { accept: 'application/json', ...(mapApiKey ? { [mapApiKeyHeader]: mapApiKey } : {}), ...extra }
}

/** The search rectangle asked for, never wider than the municipality's search area. */
function searchRect(platform: Platform, query: AutocompleteQuery): BoundaryRect {
  const area = platform.municipality.map.searchArea
  return {
    minLat: Math.max(area.minLat, query['boundary.rect.min_lat'] ?? area.minLat),
    minLon: Math.max(area.minLon, query['boundary.rect.min_lon'] ?? area.minLon),
    maxLat: Math.min(area.maxLat, query['boundary.rect.max_lat'] ?? area.maxLat),
    maxLon: Math.min(area.maxLon, query['boundary.rect.max_lon'] ?? area.maxLon)
  }
}

interface PeliasFeature {
  geometry?: { coordinates?: unknown }
  properties?: { name?: unknown; postalcode?: unknown; locality?: unknown; localadmin?: unknown }
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** Only the fields the map uses pass from the geocoder to the browser. */
function toAddressFeature(feature: PeliasFeature): AddressFeature | null {
  const coordinates = feature.geometry?.coordinates
  const name = feature.properties?.name
  if (!Array.isArray(coordinates) || typeof coordinates[0] !== 'number' || typeof coordinates[1] !== 'number' || typeof name !== 'string') return null
  const properties: AddressFeature['properties'] = { name }
  for (const key of ['postalcode', 'locality', 'localadmin'] as const) {
    const value = optionalString(feature.properties?.[key])
    if (value !== undefined) properties[key] = value
  }
  return { type: 'Feature', geometry: { type: 'Point', coordinates: [coordinates[0], coordinates[1]] }, properties }
}

async function geocode(platform: Platform, url: string, text: string, rect: BoundaryRect): Promise<AddressFeature[]> {
  const target = new URL(url)
  target.searchParams.set('text', text)
  target.searchParams.set('layers', 'address')
  target.searchParams.set('boundary.rect.min_lon', String(rect.minLon))
  target.searchParams.set('boundary.rect.max_lon', String(rect.maxLon))
  target.searchParams.set('boundary.rect.min_lat', String(rect.minLat))
  target.searchParams.set('boundary.rect.max_lat', String(rect.maxLat))
  try {
    const response = await fetch(target, { headers: upstreamHeaders(platform), signal: AbortSignal.timeout(platform.config.mapUpstreamTimeoutMs) })
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`)
    const body = (await response.json()) as { features?: PeliasFeature[] }
    return (body.features ?? []).flatMap((feature) => toAddressFeature(feature) ?? []).slice(0, MAX_ADDRESSES)
  } catch (error) {
    throw new ApiError('GEOCODER_UNAVAILABLE', error instanceof Error ? error.message : String(error))
  }
}

export async function autocomplete(platform: Platform, query: AutocompleteQuery): Promise<AutocompleteResponse> {
  refuseInvalid(validateAutocompleteQuery(query))
  const text = query.text.trim()
  const rect = searchRect(platform, query)
  const features = platform.config.geocoderUrl
    ? await geocode(platform, platform.config.geocoderUrl, text, rect)
    : await searchAddresses(platform.db, text, rect, MAX_ADDRESSES)
  return { type: 'FeatureCollection', features }
}

/** The legs of a walking query the shared grammar accepts; anything else is 400 VALIDATION_FAILED. */
export function walkingLegs(body: WalkingQueryBody): WalkingLeg[] {
  refuseInvalid(validateWalkingQueryBody(body))
  return parseWalkingQuery(body.query)!
}

/** The router's walked distance per alias; null where it found no route or did not answer. */
async function routeWalks(platform: Platform, url: string, legs: WalkingLeg[]): Promise<Map<string, number>> {
  const distances = new Map<string, number>()
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: upstreamHeaders(platform, { 'content-type': 'application/json' }),
      body: JSON.stringify({ query: walkingQuery(legs) }),
      signal: AbortSignal.timeout(platform.config.mapUpstreamTimeoutMs)
    })
    if (!response.ok) return distances
    const body = (await response.json()) as { data?: Record<string, { edges?: { node?: { walkDistance?: unknown } }[] } | null> | null }
    for (const { alias } of legs) {
      // A missing planConnection or an empty edge list is the router's "no route": null.
      const distance = body.data?.[alias]?.edges?.[0]?.node?.walkDistance
      if (typeof distance === 'number' && Number.isFinite(distance)) distances.set(alias, distance)
    }
  } catch {
    // An unreachable or broken router leaves the distances unknown; the map shows "?".
  }
  return distances
}

const connection = (distance: number | null) => (distance === null ? null : { edges: [{ node: { walkDistance: distance } }] })

export async function walkingDistances(platform: Platform, db: Queryable, legs: WalkingLeg[], now: Date): Promise<WalkingQueryResponse> {
  const notBefore = new Date(now.getTime() - WALKING_CACHE_DAYS * 24 * 3600_000)
  const cached = await cachedWalkingDistances(db, legs, notBefore)
  const missing = legs.filter((_leg, index) => cached[index] === null)
  const routed = missing.length > 0 && platform.config.routerUrl ? await routeWalks(platform, platform.config.routerUrl, missing) : new Map<string, number>()
  await storeWalkingDistances(
    db,
    missing.flatMap((leg) => (routed.has(leg.alias) ? [{ pair: leg, distance: routed.get(leg.alias)! }] : [])),
    now
  )
  const data: WalkingQueryResponse['data'] = {}
  legs.forEach((leg, index) => {
    data[leg.alias] = connection(cached[index] ?? routed.get(leg.alias) ?? null)
  })
  return { data }
}
