-- Daily service time notifications (spec part 2 §3 "Service need, daily time", §7): when staff
-- change a child's daily service time, each guardian gets one notification; the guardian
-- acknowledges it (dismissed_at), after which it is no longer shown.
create table daily_service_time_notification (
  id uuid primary key default gen_random_uuid(),
  guardian_id uuid not null references person (id) on delete cascade,
  -- The child, not the daily_service_time row: that table comes in a later migration (0750), and
  -- a notification tells of the change, whatever later happens to the row.
  child_id uuid not null references person (id) on delete cascade,
  -- The first day the new time applies.
  date_from date not null,
  -- Whether the change removed reservations the guardians had made from date_from on.
  has_deleted_reservations boolean not null,
  created_at timestamptz not null default now(),
  dismissed_at timestamptz
);
create index daily_service_time_notification_guardian_idx on daily_service_time_notification (guardian_id) where dismissed_at is null;
