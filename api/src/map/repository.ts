import type { Queryable } from '../platform/db'
import type { AddressFeature } from './schemas'

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
