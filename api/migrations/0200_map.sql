-- Unit map: terms, service-need options, the address register and walking-distance cache.

-- Club terms: when clubs run and when guardians may apply; breaks inside the term.
create table club_term (
  id uuid primary key default gen_random_uuid(),
  term_start date not null,
  term_end date not null,
  application_start date not null,
  application_end date not null,
  term_breaks jsonb not null default '[]',
  check (term_start <= term_end),
  check (application_start <= application_end)
);

-- Preschool terms: the Finnish and Swedish terms, the extended term (connected daycare) and
-- the application period of one school year.
create table preschool_term (
  id uuid primary key default gen_random_uuid(),
  finnish_start date not null,
  finnish_end date not null,
  swedish_start date not null,
  swedish_end date not null,
  extended_start date not null,
  extended_end date not null,
  application_start date not null,
  application_end date not null,
  term_breaks jsonb not null default '[]',
  check (finnish_start <= finnish_end),
  check (swedish_start <= swedish_end),
  check (extended_start <= extended_end),
  check (application_start <= application_end)
);

create table service_need_option (
  id uuid primary key default gen_random_uuid(),
  name_fi text not null,
  name_sv text not null,
  name_en text not null,
  valid_placement_type text not null,
  valid_from date not null,
  valid_to date,
  display_order integer not null default 0,
  check (valid_placement_type in ('DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB', 'PRESCHOOL', 'PREPARATORY', 'CLUB')),
  check (valid_to is null or valid_from <= valid_to)
);
create index service_need_option_type_idx on service_need_option (valid_placement_type);

-- The municipality's street addresses: address search when no geocoder is configured.
create table map_address (
  id bigint generated always as identity primary key,
  street_address text not null,
  postal_code text not null,
  post_office text not null,
  lat double precision not null,
  lon double precision not null
);
create index map_address_street_idx on map_address (lower(street_address) text_pattern_ops);

-- Walking distances the router has answered, by rounded origin and destination, so repeated
-- searches from one address do not reach the router again.
create table walking_distance_cache (
  origin_lat double precision not null,
  origin_lon double precision not null,
  destination_lat double precision not null,
  destination_lon double precision not null,
  distance double precision not null,
  created_at timestamptz not null,
  primary key (origin_lat, origin_lon, destination_lat, destination_lon)
);
create index walking_distance_cache_created_idx on walking_distance_cache (created_at);
