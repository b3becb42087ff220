-- Web Push (issue 37 §3): a device a guardian turned push on for, and each notice sent to it
-- (api/src/platform/push/). One browser has one endpoint: subscribing it again, as the same or
-- another person, replaces the row, so a shared device notifies whoever turned push on last.
create table push_subscription (
  id uuid primary key default gen_random_uuid(),
  person_id uuid not null references person (id) on delete cascade,
  endpoint text not null unique,
  -- The browser's P-256 public key and authentication secret (RFC 8291), base64url.
  p256dh text not null,
  auth text not null,
  name text not null,
  created_at timestamptz not null,
  last_sent_at timestamptz
);
create index push_subscription_person_idx on push_subscription (person_id);

-- One notice per event per device: the event's key (`message:<id>`, `decision:<id>`, …) is unique
-- for the subscription, so an event raised twice queues nothing the second time. The words are
-- written in the recipient's language when the event happens, like an email in the outbox.
create table push_delivery (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references push_subscription (id) on delete cascade,
  event_key text not null,
  -- The notification settings' type (email_notification_opt_out): checked again at sending.
  notification_type text not null,
  payload jsonb not null,
  created_at timestamptz not null,
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz,
  failed_at timestamptz,
  skipped_at timestamptz,
  unique (subscription_id, event_key)
);
