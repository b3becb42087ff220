import type { MunicipalityConfig } from '@pesa/shared'
import type { PublicUnit } from '@pesa/shared/api/units'

/** The care types and providers offered as filters come from the municipality (spec part 1 §3 "Map config"). */
export type CareTypeFilter = MunicipalityConfig['map']['careTypeFilters'][number]
export type ProviderFilter = MunicipalityConfig['map']['providerTypeFilters'][number]
export const LANGUAGE_FILTERS = ['fi', 'sv'] as const
export type LanguageFilter = (typeof LANGUAGE_FILTERS)[number]

export interface UnitFilters {
  careType: CareTypeFilter
  /** None chosen means every language */
  languages: LanguageFilter[]
  /** None chosen means every provider */
  providerTypes: ProviderFilter[]
  shiftCare: boolean
}

export const DEFAULT_FILTERS: UnitFilters = { careType: 'DAYCARE', languages: [], providerTypes: [], shiftCare: false }

/** Daycare first (spec part 1 §2), or the municipality's first care type when it offers no daycare on the map. */
export function defaultFilters(careTypes: readonly CareTypeFilter[]): UnitFilters {
  return careTypes.includes('DAYCARE') || careTypes.length === 0 ? DEFAULT_FILTERS : { ...DEFAULT_FILTERS, careType: careTypes[0]! }
}

const CARE_TYPES_OF: Record<CareTypeFilter, PublicUnit['type'][number][]> = {
  DAYCARE: ['CENTRE', 'FAMILY', 'GROUP_FAMILY'],
  CLUB: ['CLUB'],
  PRESCHOOL: ['PRESCHOOL']
}

/** Provider types each provider chip stands for: schools' preschools are municipal (spec part 1 §2). */
const PROVIDERS_OF: Record<ProviderFilter, PublicUnit['providerType'][]> = {
  MUNICIPAL: ['MUNICIPAL', 'MUNICIPAL_SCHOOL'],
  PURCHASED: ['PURCHASED'],
  PRIVATE: ['PRIVATE'],
  PRIVATE_SERVICE_VOUCHER: ['PRIVATE_SERVICE_VOUCHER']
}

export function unitMatches(unit: PublicUnit, filters: UnitFilters): boolean {
  if (!unit.type.some((type) => CARE_TYPES_OF[filters.careType].includes(type))) return false
  if (filters.languages.length > 0 && !filters.languages.includes(unit.language as LanguageFilter)) return false
  if (filters.providerTypes.length > 0 && !filters.providerTypes.some((provider) => PROVIDERS_OF[provider].includes(unit.providerType))) return false
  return !filters.shiftCare || unit.providesShiftCare
}

export function filterUnits(units: PublicUnit[], filters: UnitFilters): PublicUnit[] {
  return units.filter((unit) => unitMatches(unit, filters))
}

/** Adds or removes a chip's value. */
export function toggle<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value]
}
