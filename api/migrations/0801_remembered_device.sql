-- A remembered device (issue 37 §4): after a weak login with "remember this device", its cookie
-- starts a new WEAK session when the browser has none (api/src/platform/remembered-devices.ts). Only
-- hashes of tokens are stored. The token rotates at each use; the one it replaced is kept so a
-- stolen copy used later is recognised (and the device revoked).
create table remembered_device (
  id uuid primary key default gen_random_uuid(),
  person_id uuid not null references person (id) on delete cascade,
  token_hash text not null unique,
  previous_token_hash text unique,
  rotated_at timestamptz,
  name text not null,
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  expires_at timestamptz not null
);
create index remembered_device_person_idx on remembered_device (person_id);
