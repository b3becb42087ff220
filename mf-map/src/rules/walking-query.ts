import type { WalkingQueryResponse } from '@pesa/shared/api/map'
import type { Coordinates } from './distance'

/** Walking speed the router is told, so its walking-time cap never cuts a route (spec part 1 §9). */
export const WALKING_SPEED = 300

const point = ({ lat, lon }: Coordinates) => `{location: {coordinate: {latitude: ${lat}, longitude: ${lon}}}}`

/** One GraphQL document with a walking planConnection per destination, aliased u0, u1, … */
export function walkingQuery(origin: Coordinates, destinations: Coordinates[]): string {
  const fields = destinations.map(
    (destination, index) =>
      `  u${index}: planConnection(origin: ${point(origin)}, destination: ${point(destination)}, ` +
      `modes: {directOnly: true, direct: [WALK]}, preferences: {street: {walk: {speed: ${WALKING_SPEED}}}}) ` +
      '{ edges { node { walkDistance } } }'
  )
  return `{\n${fields.join('\n')}\n}`
}

/** The walked distance of each destination, in the order asked; null where the router knew none. */
export function walkingDistancesOf(response: WalkingQueryResponse, count: number): (number | null)[] {
  return Array.from({ length: count }, (_, index) => response.data[`u${index}`]?.edges[0]?.node.walkDistance ?? null)
}
