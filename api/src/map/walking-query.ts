import type { WalkingPair } from './repository'

/** At most this many destinations per query (spec part 1 §9). */
export const MAX_WALKING_DESTINATIONS = 15
/** Walking speed forced on the router so its walking-time cap never cuts a route (spec part 1 §7). */
export const WALKING_SPEED = 300

export interface AliasedPair extends WalkingPair {
  alias: string
}

const NUMBER = String.raw`(-?\d{1,3}(?:\.\d{1,17})?)`
const point = (name: string) => String.raw`${name}:\{location:\{coordinate:\{latitude:${NUMBER}longitude:${NUMBER}\}\}\}`
const ALIAS = '([A-Za-z_][A-Za-z0-9_]{0,30})'
const CONNECTION = new RegExp(
  String.raw`^${ALIAS}:planConnection\(${point('origin')}${point('destination')}modes:\{directOnly:true direct:\[WALK\]\}preferences:\{street:\{walk:\{speed:${WALKING_SPEED}\}\}\}\)\{edges\{node\{walkDistance\}\}\}`.replace(
    ' ',
    ''
  )
)
const OPERATION = /^(?:query(?:[A-Za-z_][A-Za-z0-9_]*)?)?\{(.*)\}$/

/**
 * Reads a walking-distance query: one operation of aliased planConnection fields, each walking
 * only between two coordinates and selecting only the walked distance. Anything else, or more
 * than 15 destinations, is refused (null). GraphQL ignores whitespace and commas, so they are
 * removed before matching; the router is then sent a query written here, never the client's text.
 */
export function parseWalkingQuery(query: string): AliasedPair[] | null {
  const operation = OPERATION.exec(query.replace(/[\s,]+/g, ''))
  if (!operation) return null
  let rest = operation[1]!
  const pairs: AliasedPair[] = []
  while (rest.length > 0) {
    const match = CONNECTION.exec(rest)
    if (!match || pairs.length === MAX_WALKING_DESTINATIONS) return null
    const [alias, originLat, originLon, destinationLat, destinationLon] = match.slice(1).map(String) as [string, string, string, string, string]
    const origin = { lat: Number(originLat), lon: Number(originLon) }
    const destination = { lat: Number(destinationLat), lon: Number(destinationLon) }
    if (!validPoint(origin) || !validPoint(destination) || pairs.some((pair) => pair.alias === alias)) return null
    pairs.push({ alias, origin, destination })
    rest = rest.slice(match[0].length)
  }
  return pairs.length > 0 ? pairs : null
}

const validPoint = ({ lat, lon }: { lat: number; lon: number }) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180

const coordinate = ({ lat, lon }: { lat: number; lon: number }) => `{location: {coordinate: {latitude: ${lat}, longitude: ${lon}}}}`

/** The query the router receives for the pairs (the same shape the map screen sends). */
export function walkingQuery(pairs: AliasedPair[]): string {
  const fields = pairs.map(
    ({ alias, origin, destination }) =>
      `  ${alias}: planConnection(origin: ${coordinate(origin)}, destination: ${coordinate(destination)}, ` +
      `modes: {directOnly: true, direct: [WALK]}, preferences: {street: {walk: {speed: ${WALKING_SPEED}}}}) ` +
      '{ edges { node { walkDistance } } }'
  )
  return `{\n${fields.join('\n')}\n}`
}
