-- Platform: population register stand-in, units and placements, sessions, audit, outbox.

-- Persons as the population register knows them, plus the contact details Pesä keeps.
create table person (
  id uuid primary key default gen_random_uuid(),
  ssn text unique,
  first_name text not null,
  last_name text not null,
  date_of_birth date not null,
  language text,
  street_address text not null default '',
  postal_code text not null default '',
  post_office text not null default '',
  -- Contact details kept by Pesä (not in the register)
  preferred_name text not null default '',
  phone text not null default '',
  backup_phone text not null default '',
  email text,
  verified_email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Custodianship from the register: the guardian may act for the child.
create table guardianship (
  guardian_id uuid not null references person (id) on delete cascade,
  child_id uuid not null references person (id) on delete cascade,
  primary key (guardian_id, child_id)
);
create index guardianship_child_idx on guardianship (child_id);

-- Dwellings of the register and who lives in each; partners are recorded apart.
create table household (
  id uuid primary key default gen_random_uuid(),
  street_address text not null,
  postal_code text not null,
  post_office text not null
);

create table household_member (
  household_id uuid not null references household (id) on delete cascade,
  person_id uuid not null references person (id) on delete cascade,
  start_date date not null,
  end_date date,
  primary key (household_id, person_id, start_date)
);
create index household_member_person_idx on household_member (person_id);

create table partnership (
  id uuid primary key default gen_random_uuid(),
  person1_id uuid not null references person (id) on delete cascade,
  person2_id uuid not null references person (id) on delete cascade,
  start_date date not null,
  end_date date,
  check (person1_id <> person2_id)
);
create index partnership_person1_idx on partnership (person1_id);
create index partnership_person2_idx on partnership (person2_id);

-- Username-and-password login that a guardian turns on (weak login).
create table citizen_user (
  person_id uuid primary key references person (id) on delete cascade,
  username text not null,
  password_hash text not null,
  password_updated_at timestamptz not null default now()
);
create unique index citizen_user_username_idx on citizen_user (lower(username));

-- Early childhood education units. Location may be missing; apply periods are null when the
-- unit takes no applications of that kind. Features switch citizen functions per unit.
create table unit (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  care_types text[] not null,
  provider_type text not null,
  language text not null,
  lat double precision,
  lon double precision,
  street_address text not null default '',
  postal_code text not null default '',
  post_office text not null default '',
  url text,
  phone text,
  email text,
  provides_shift_care boolean not null default false,
  club_apply_start date,
  club_apply_end date,
  daycare_apply_start date,
  daycare_apply_end date,
  preschool_apply_start date,
  preschool_apply_end date,
  features text[] not null default '{}',
  check (provider_type in ('MUNICIPAL', 'MUNICIPAL_SCHOOL', 'PURCHASED', 'PRIVATE', 'PRIVATE_SERVICE_VOUCHER', 'EXTERNAL_PURCHASED')),
  check (language in ('fi', 'sv', 'en')),
  check ((lat is null) = (lon is null))
);

create table unit_group (
  id uuid primary key default gen_random_uuid(),
  unit_id uuid not null references unit (id) on delete cascade,
  name text not null
);
create index unit_group_unit_idx on unit_group (unit_id);

create table placement (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  unit_id uuid not null references unit (id),
  group_id uuid references unit_group (id),
  type text not null,
  start_date date not null,
  end_date date not null,
  check (start_date <= end_date)
);
create index placement_child_idx on placement (child_id);
create index placement_unit_idx on placement (unit_id);

-- Sessions: the cookie holds a random token; only its SHA-256 is stored here.
create table session (
  id text primary key,
  person_id uuid not null references person (id) on delete cascade,
  auth_level text not null check (auth_level in ('WEAK', 'STRONG')),
  created_at timestamptz not null,
  last_active_at timestamptz not null,
  expires_at timestamptz not null
);
create index session_person_idx on session (person_id);
create index session_expires_idx on session (expires_at);

-- Pending strong identifications: the state ties the identity provider's answer to its request.
create table auth_request (
  id text primary key,
  relay_state text not null,
  expires_at timestamptz not null
);

-- Fixed-window counters (rate limits) when no Redis is configured.
create table rate_counter (
  key text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (key, window_start)
);

create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  actor_type text not null check (actor_type in ('SYSTEM', 'CITIZEN', 'EMPLOYEE', 'MOBILE_DEVICE', 'UNKNOWN')),
  actor_id uuid,
  auth_level text,
  event text not null,
  target_ids text[] not null default '{}',
  request_id text,
  meta jsonb
);
create index audit_log_actor_idx on audit_log (actor_id, at);

create table system_notification (
  id uuid primary key default gen_random_uuid(),
  text_fi text not null,
  text_sv text not null,
  text_en text not null,
  valid_to timestamptz not null
);

-- Emails are written here in the transaction of the change that causes them.
create table email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null,
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text
);
create index email_outbox_unsent_idx on email_outbox (created_at) where sent_at is null;
