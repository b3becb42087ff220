-- A guardian's calendar subscription (issue 14, "Feed"; ARCHITECTURE.md "Calendar feed"): the URL
-- carries a 256-bit random token of which only the SHA-256 hash is kept, so the table opens no feed.
-- A person has at most one feed in use; a new one revokes the old, a revoked one answers 404.
create table calendar_feed (
  id uuid primary key default gen_random_uuid(),
  person_id uuid not null references person (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create unique index calendar_feed_one_in_use_idx on calendar_feed (person_id) where revoked_at is null;
