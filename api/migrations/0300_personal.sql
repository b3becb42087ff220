-- Personal details: email verification codes and notification settings.

-- A code sent to prove that the guardian reads the email address. Only the code's SHA-256 is
-- stored; a verification is used at most once and dies after a few wrong guesses.
create table email_verification (
  id uuid primary key default gen_random_uuid(),
  person_id uuid not null references person (id) on delete cascade,
  email text not null,
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  verified_at timestamptz
);
create index email_verification_person_idx on email_verification (person_id, created_at);

-- Email types the guardian has turned off; anything not listed is on. TRANSACTIONAL is never
-- stored here: it cannot be turned off.
create table email_notification_opt_out (
  person_id uuid not null references person (id) on delete cascade,
  email_type text not null,
  primary key (person_id, email_type),
  check (email_type <> 'TRANSACTIONAL')
);
