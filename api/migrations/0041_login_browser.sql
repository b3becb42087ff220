-- An identification belongs to the browser that started it (api/src/auth/login-browser.ts):
-- the SHA-256 of that browser's login cookie, null for single-logout requests.
alter table auth_request add column browser_hash text;

-- A checked answer of the identity provider, waiting for the browser that started the
-- identification to come back to this origin with its login cookie (the identity provider's
-- cross-site POST carries no SameSite=Lax cookie). Taken once; the id is the SHA-256 of the
-- one-time code of the redirect.
create table auth_answer (
  id text primary key,
  browser_hash text,
  relay_state text not null,
  person_id uuid not null references person (id) on delete cascade,
  name_id text not null,
  name_id_format text,
  session_index text,
  idp_entity_id text not null,
  expires_at timestamptz not null
);
create index auth_answer_expires_idx on auth_answer (expires_at);
