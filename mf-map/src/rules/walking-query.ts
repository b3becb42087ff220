import type { WalkingQueryResponse } from '@pesa/shared/api/map'
import { walkingQuery } from '@pesa/shared/validators'
import type { Coordinates } from './distance'

const alias = (index: number) => `u${index}`

/** The walking distances from the origin to each destination, in the grammar the server reads (@pesa/shared/validators). */
export function walkingQueryFrom(origin: Coordinates, destinations: Coordinates[]): string {
  return walkingQuery(destinations.map((destination, index) => ({ alias: alias(index), origin, destination })))
}

/** The walked distance of each destination, in the order asked; null where the router knew none. */
export function walkingDistancesOf(response: WalkingQueryResponse, count: number): (number | null)[] {
  return Array.from({ length: count }, (_, index) => response.data[alias(index)]?.edges[0]?.node.walkDistance ?? null)
}
