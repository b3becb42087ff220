import { loadMunicipalityConfig } from '@pesa/shared'
import { autocompleteAddress, queryWalkingDistances } from '@pesa/shared/api/map'
import { getPublicUnits, type PublicUnit } from '@pesa/shared/api/units'
import type { ReadResult } from '@pesa/shared/forms'
import { hasErrors, validateAutocompleteQuery } from '@pesa/shared/validators'
import useSWR from 'swr'
import type { Coordinates } from './rules/distance'
import type { CareTypeFilter } from './rules/filters'
import { walkingDistancesOf, walkingQueryFrom } from './rules/walking-query'

/** Units change rarely: one load per care type and page. */
const STATIC = { revalidateOnFocus: false, revalidateIfStale: false, keepPreviousData: true } as const

/*
 * A read whose failure the page shows with its own retry button (the unit list, the embedded
 * finder's configuration) is not also retried behind the guardian's back. SWR's automatic retry,
 * after a pause of 2.5 s and more, made that button busy and replaced it while it was being
 * pressed, and a retry that came in first took the alert away under the pointer (two e2e tests
 * failed so on a loaded machine). The guardian retries, and the button shows the load.
 */
const RETRIED_BY_BUTTON = { ...STATIC, shouldRetryOnError: false } as const

/**
 * The page-wide configuration as a read with a retry, for a host that has not waited on it
 * already (the embedded finder); the shell's pages have it before an area renders.
 */
export function useMunicipalityConfigRead() {
  return useSWR('map/municipality-config', loadMunicipalityConfig, RETRIED_BY_BUTTON)
}

/** The units of one care type, with the care type they were asked for. */
export interface CareTypeUnits {
  careType: CareTypeFilter
  units: PublicUnit[]
}

/**
 * The units of a care type. While another care type loads, the last one's units stay shown
 * (with their own care type, so the list does not flash empty); if the new one fails, the
 * failure shows instead of them.
 */
export function useUnits(careType: CareTypeFilter): ReadResult<CareTypeUnits> {
  const units = useSWR(
    ['map/units', careType],
    async ([, type]): Promise<CareTypeUnits> => ({ careType: type, units: await getPublicUnits({ params: { applicationType: type } }) }),
    RETRIED_BY_BUTTON
  )
  const current = units.data?.careType === careType
  return { data: current || units.error === undefined ? units.data : undefined, error: units.error, isValidating: units.isValidating, mutate: units.mutate }
}

export interface Address {
  streetAddress: string
  postalCode: string
  postOffice: string
  location: Coordinates
}

/** Addresses matching the text, asked only when the shared rule of the search accepts it. */
export function useAddressSearch(text: string, searchArea: { minLat: number; minLon: number; maxLat: number; maxLon: number }) {
  return useSWR(
    hasErrors(validateAutocompleteQuery({ text })) ? null : ['map/autocomplete', text],
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
          query: walkingQueryFrom(
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
