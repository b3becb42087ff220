import { autocompleteAddress, queryWalkingDistances } from '@pesa/shared/api/map'
import { getPublicUnits, type PublicUnit } from '@pesa/shared/api/units'
import useSWR from 'swr'
import type { Coordinates } from './rules/distance'
import type { CareTypeFilter } from './rules/filters'
import { walkingDistancesOf, walkingQuery } from './rules/walking-query'

/** Units change rarely: one load per care type and page. */
const STATIC = { revalidateOnFocus: false, revalidateIfStale: false, keepPreviousData: true } as const

export function useUnits(careType: CareTypeFilter) {
  return useSWR(['map/units', careType], ([, type]) => getPublicUnits({ params: { applicationType: type } }), STATIC)
}

export interface Address {
  streetAddress: string
  postalCode: string
  postOffice: string
  location: Coordinates
}

export function useAddressSearch(text: string, searchArea: { minLat: number; minLon: number; maxLat: number; maxLon: number }) {
  return useSWR(
    text ? ['map/autocomplete', text] : null,
    async ([, searched]): Promise<Address[]> => {
      const response = await autocompleteAddress({
        query: {
          text: searched,
          layers: 'address',
          'boundary.rect.min_lon': searchArea.minLon,
          'boundary.rect.max_lon': searchArea.maxLon,
          'boundary.rect.min_lat': searchArea.minLat,
          'boundary.rect.max_lat': searchArea.maxLat
        }
      })
      return response.features.map(({ geometry, properties }) => ({
        streetAddress: properties.name,
        postalCode: properties.postalcode ?? '',
        postOffice: properties.locality ?? properties.localadmin ?? '',
        location: { lon: geometry.coordinates[0]!, lat: geometry.coordinates[1]! }
      }))
    },
    { ...STATIC, keepPreviousData: false }
  )
}

/** Walking distances from the address to the units (at most 15), by unit id; null where unknown. */
export function useWalkingDistances(origin: Coordinates | null, units: PublicUnit[]) {
  const destinations = units.flatMap((unit) => (unit.location ? [{ id: unit.id, location: unit.location }] : []))
  return useSWR(
    origin && destinations.length > 0 ? ['map/walking', origin.lat, origin.lon, ...destinations.map((d) => d.id)] : null,
    async (): Promise<Map<string, number | null>> => {
      const response = await queryWalkingDistances({
        body: {
          query: walkingQuery(
            origin!,
            destinations.map((d) => d.location)
          )
        }
      })
      const distances = walkingDistancesOf(response, destinations.length)
      return new Map(destinations.map((destination, index) => [destination.id, distances[index] ?? null]))
    },
    STATIC
  )
}
