import type { Coordinates } from '../api/generated/types'

/*
 * The walking-distance request's one grammar (spec part 1 §7 "Map"): the map writes its query
 * with `walkingQuery`, the server reads it with `parseWalkingQuery` and sends the router a query
 * written again by `walkingQuery`, so no client text reaches the router.
 */

/** At most this many destinations per query (spec part 1 §9). */
export const MAX_WALKING_DESTINATIONS = 15
/** Walking speed the router is told, so its walking-time cap never cuts a route (spec part 1 §9). */
export const WALKING_SPEED = 300

/** One destination of a query: the GraphQL alias its answer comes back under. */
export interface WalkingLeg {
  alias: string
  origin: Coordinates
  destination: Coordinates
}

const point = ({ lat, lon }: Coordinates) => `{location: {coordinate: {latitude: ${lat}, longitude: ${lon}}}}`

/** One GraphQL document with a walking-only planConnection per leg, selecting only the walked distance. */
export function walkingQuery(legs: readonly WalkingLeg[]): string {
  const fields = legs.map(
    ({ alias, origin, destination }) =>
      `  ${alias}: planConnection(origin: ${point(origin)}, destination: ${point(destination)}, ` +
      `modes: {directOnly: true, direct: [WALK]}, preferences: {street: {walk: {speed: ${WALKING_SPEED}}}}) ` +
      '{ edges { node { walkDistance } } }'
  )
  return `{\n${fields.join('\n')}\n}`
}

/**
 * One planConnection field as the parser reads it. Built on use: a RegExp or a String.raw at
 * module level is kept by every bundle that imports this subpath (the bundler cannot prove the
 * calls pure), also by the apps that never parse a query.
 */
function connectionPattern(): RegExp {
  const number = String.raw`(-?\d{1,3}(?:\.\d{1,17})?)`
  const point = (name: string) => String.raw`${name}:\{location:\{coordinate:\{latitude:${number}longitude:${number}\}\}\}`
  const alias = '([A-Za-z_][A-Za-z0-9_]{0,30})'
  return new RegExp(
    String.raw`^${alias}:planConnection\(${point('origin')}${point('destination')}modes:\{directOnly:truedirect:\[WALK\]\}preferences:\{street:\{walk:\{speed:${WALKING_SPEED}\}\}\}\)\{edges\{node\{walkDistance\}\}\}`
  )
}
const OPERATION = /^(?:query(?:[A-Za-z_][A-Za-z0-9_]*)?)?\{(.*)\}$/

const onTheGlobe = ({ lat, lon }: Coordinates) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180

/**
 * Reads a walking-distance query: one operation of aliased planConnection fields, each walking
 * only between two coordinates and selecting only the walked distance, at most 15, each alias
 * once. Anything else is refused (null). GraphQL ignores whitespace and commas, so they are
 * removed before matching.
 */
export function parseWalkingQuery(query: string): WalkingLeg[] | null {
  const operation = OPERATION.exec(query.replace(/[\s,]+/g, ''))
  if (!operation) return null
  const connection = connectionPattern()
  let rest = operation[1]!
  const legs: WalkingLeg[] = []
  while (rest.length > 0) {
    const match = connection.exec(rest)
    if (!match || legs.length === MAX_WALKING_DESTINATIONS) return null
    const [alias, originLat, originLon, destinationLat, destinationLon] = match.slice(1) as [string, string, string, string, string]
    const origin = { lat: Number(originLat), lon: Number(originLon) }
    const destination = { lat: Number(destinationLat), lon: Number(destinationLon) }
    if (!onTheGlobe(origin) || !onTheGlobe(destination) || legs.some((leg) => leg.alias === alias)) return null
    legs.push({ alias, origin, destination })
    rest = rest.slice(match[0].length)
  }
  return legs.length > 0 ? legs : null
}
