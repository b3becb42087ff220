import type { Queryable } from '../platform/db'
import type { AddressFeature, ApplicationType, ClubTerm, PreschoolTerm, PublicUnit, ServiceNeedOption } from './schemas'

/** The unit care types that offer each kind of application. */
const CARE_TYPES_OF: Record<ApplicationType, string[]> = {
  CLUB: ['CLUB'],
  DAYCARE: ['CENTRE', 'FAMILY', 'GROUP_FAMILY'],
  PRESCHOOL: ['PRESCHOOL'],
  PREPARATORY: ['PREPARATORY_EDUCATION']
}

interface UnitRow {
  id: string
  name: string
  care_types: string[]
  provider_type: string
  language: string
  lat: number | null
  lon: number | null
  street_address: string
  postal_code: string
  post_office: string
  phone: string | null
  email: string | null
  url: string | null
  provides_shift_care: boolean
  club_apply_start: string | null
  club_apply_end: string | null
  daycare_apply_start: string | null
  daycare_apply_end: string | null
  preschool_apply_start: string | null
  preschool_apply_end: string | null
}

const period = (start: string | null, end: string | null) => (start ? { start, end } : null)

export async function unitsProviding(db: Queryable, applicationType: ApplicationType): Promise<PublicUnit[]> {
  const rows = await db.query<UnitRow>(
    `select id, name, care_types, provider_type, language, lat, lon, street_address, postal_code, post_office,
            phone, email, url, provides_shift_care, club_apply_start, club_apply_end, daycare_apply_start,
            daycare_apply_end, preschool_apply_start, preschool_apply_end
     from unit where care_types && $1::text[] order by name, id`,
    [CARE_TYPES_OF[applicationType]]
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.care_types as PublicUnit['type'],
    providerType: row.provider_type as PublicUnit['providerType'],
    language: row.language as PublicUnit['language'],
    location: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    streetAddress: row.street_address,
    postalCode: row.postal_code,
    postOffice: row.post_office,
    phone: row.phone,
    email: row.email,
    url: row.url,
    providesShiftCare: row.provides_shift_care,
    clubApplyPeriod: period(row.club_apply_start, row.club_apply_end),
    daycareApplyPeriod: period(row.daycare_apply_start, row.daycare_apply_end),
    preschoolApplyPeriod: period(row.preschool_apply_start, row.preschool_apply_end)
  }))
}

export async function clubTerms(db: Queryable): Promise<ClubTerm[]> {
  const rows = await db.query<{
    term_start: string
    term_end: string
    application_start: string
    application_end: string
    term_breaks: ClubTerm['termBreaks']
  }>('select term_start, term_end, application_start, application_end, term_breaks from club_term order by term_start')
  return rows.map((row) => ({
    term: { start: row.term_start, end: row.term_end },
    applicationPeriod: { start: row.application_start, end: row.application_end },
    termBreaks: row.term_breaks
  }))
}

export async function preschoolTerms(db: Queryable): Promise<PreschoolTerm[]> {
  const rows = await db.query<{
    finnish_start: string
    finnish_end: string
    swedish_start: string
    swedish_end: string
    extended_start: string
    extended_end: string
    application_start: string
    application_end: string
    term_breaks: PreschoolTerm['termBreaks']
  }>(
    `select finnish_start, finnish_end, swedish_start, swedish_end, extended_start, extended_end,
            application_start, application_end, term_breaks
     from preschool_term order by finnish_start`
  )
  return rows.map((row) => ({
    finnishPreschool: { start: row.finnish_start, end: row.finnish_end },
    swedishPreschool: { start: row.swedish_start, end: row.swedish_end },
    extendedTerm: { start: row.extended_start, end: row.extended_end },
    applicationPeriod: { start: row.application_start, end: row.application_end },
    termBreaks: row.term_breaks
  }))
}

export async function serviceNeedOptions(db: Queryable, placementTypes: string[]): Promise<ServiceNeedOption[]> {
  const rows = await db.query<{
    id: string
    name_fi: string
    name_sv: string
    name_en: string
    valid_placement_type: ServiceNeedOption['validPlacementType']
    valid_from: string
    valid_to: string | null
  }>(
    `select id, name_fi, name_sv, name_en, valid_placement_type, valid_from, valid_to
     from service_need_option where valid_placement_type = any ($1::text[])
     order by valid_placement_type, display_order, name_fi`,
    [placementTypes]
  )
  return rows.map((row) => ({
    id: row.id,
    nameFi: row.name_fi,
    nameSv: row.name_sv,
    nameEn: row.name_en,
    validPlacementType: row.valid_placement_type,
    validFrom: row.valid_from,
    validTo: row.valid_to
  }))
}

export interface BoundaryRect {
  minLat: number
  minLon: number
  maxLat: number
  maxLon: number
}

/** Addresses of the register whose street (or a word of it) starts with the text, within the rectangle. */
export async function searchAddresses(db: Queryable, text: string, rect: BoundaryRect, limit: number): Promise<AddressFeature[]> {
  const pattern = text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)
  const rows = await db.query<{ street_address: string; postal_code: string; post_office: string; lat: number; lon: number }>(
    `select street_address, postal_code, post_office, lat, lon from map_address
     where (lower(street_address) like $1 || '%' or lower(street_address) like '% ' || $1 || '%')
       and lat between $2 and $3 and lon between $4 and $5
     order by lower(street_address) like $1 || '%' desc, street_address
     limit $6`,
    [pattern, rect.minLat, rect.maxLat, rect.minLon, rect.maxLon, limit]
  )
  return rows.map((row) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [row.lon, row.lat] },
    properties: { name: row.street_address, postalcode: row.postal_code, locality: row.post_office }
  }))
}

export interface WalkingPair {
  origin: { lat: number; lon: number }
  destination: { lat: number; lon: number }
}

/** Coordinates are cached at about one metre (five decimals). */
const rounded = (value: number) => Math.round(value * 1e5) / 1e5
const cacheKey = (pair: WalkingPair) => [rounded(pair.origin.lat), rounded(pair.origin.lon), rounded(pair.destination.lat), rounded(pair.destination.lon)]

export async function cachedWalkingDistances(db: Queryable, pairs: WalkingPair[], notBefore: Date): Promise<(number | null)[]> {
  if (pairs.length === 0) return []
  const keys = pairs.map(cacheKey)
  const rows = await db.query<{ ordinality: number; distance: number }>(
    `select k.ordinality::int as ordinality, c.distance
     from unnest($1::float8[], $2::float8[], $3::float8[], $4::float8[]) with ordinality
          as k(origin_lat, origin_lon, destination_lat, destination_lon, ordinality)
     join walking_distance_cache c using (origin_lat, origin_lon, destination_lat, destination_lon)
     where c.created_at >= $5`,
    [keys.map((k) => k[0]), keys.map((k) => k[1]), keys.map((k) => k[2]), keys.map((k) => k[3]), notBefore]
  )
  const distances: (number | null)[] = pairs.map(() => null)
  for (const row of rows) distances[row.ordinality - 1] = row.distance
  return distances
}

export async function storeWalkingDistances(db: Queryable, entries: { pair: WalkingPair; distance: number }[], now: Date): Promise<void> {
  if (entries.length === 0) return
  const keys = entries.map(({ pair }) => cacheKey(pair))
  await db.query(
    `insert into walking_distance_cache (origin_lat, origin_lon, destination_lat, destination_lon, distance, created_at)
     select *, $6::timestamptz from unnest($1::float8[], $2::float8[], $3::float8[], $4::float8[], $5::float8[])
     on conflict (origin_lat, origin_lon, destination_lat, destination_lon)
     do update set distance = excluded.distance, created_at = excluded.created_at`,
    [keys.map((k) => k[0]), keys.map((k) => k[1]), keys.map((k) => k[2]), keys.map((k) => k[3]), entries.map((e) => e.distance), now]
  )
}
