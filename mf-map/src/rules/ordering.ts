import type { PublicUnit } from '@pesa/shared/api/units'
import { MAX_WALKING_DESTINATIONS } from '@pesa/shared/validators'
import { straightDistance, type Coordinates } from './distance'

/** Units listed by walking distance (spec part 1 §9). */
export const LISTED_BY_WALKING = 10

export interface ListedUnit {
  unit: PublicUnit
  /** Metres in a straight line from the selected address; null without an address or a location */
  straightDistance: number | null
  /** Metres walked; undefined when not asked, null when the router did not know */
  walkingDistance: number | null | undefined
}

const collator = new Intl.Collator('fi')
const byName = (a: ListedUnit, b: ListedUnit) => collator.compare(a.unit.name, b.unit.name)
const byStraight = (a: ListedUnit, b: ListedUnit) =>
  a.straightDistance === null
    ? b.straightDistance === null
      ? byName(a, b)
      : 1
    : b.straightDistance === null
      ? -1
      : a.straightDistance - b.straightDistance || byName(a, b)

export function withStraightDistances(units: PublicUnit[], origin: Coordinates | null): ListedUnit[] {
  return units.map((unit) => ({
    unit,
    straightDistance: origin && unit.location ? straightDistance(origin, unit.location) : null,
    walkingDistance: undefined
  }))
}

/** The units nearest in a straight line, up to 15, whose walking distance is asked. */
export function nearestForWalking(listed: ListedUnit[]): ListedUnit[] {
  return listed
    .filter((item) => item.straightDistance !== null)
    .sort(byStraight)
    .slice(0, MAX_WALKING_DESTINATIONS)
}

/**
 * Without an address, by name. With one: the 10 best by walking distance first, then the rest
 * by straight distance, units without a location last (spec part 1 §2).
 */
export function orderUnits(units: PublicUnit[], origin: Coordinates | null, walking: ReadonlyMap<string, number | null>): ListedUnit[] {
  const listed = withStraightDistances(units, origin)
  if (!origin) return listed.sort(byName)
  for (const item of listed) if (walking.has(item.unit.id)) item.walkingDistance = walking.get(item.unit.id)
  const walked = listed
    .filter((item): item is ListedUnit & { walkingDistance: number } => typeof item.walkingDistance === 'number')
    .sort((a, b) => a.walkingDistance - b.walkingDistance || byName(a, b))
    .slice(0, LISTED_BY_WALKING)
  const first = new Set(walked.map((item) => item.unit.id))
  return [...walked, ...listed.filter((item) => !first.has(item.unit.id)).sort(byStraight)]
}
