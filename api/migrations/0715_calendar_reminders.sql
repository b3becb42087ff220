-- The weekly reminder of missing attendance reservations (spec part 2 §9): each guardian is looked
-- at once for the reservable weeks starting on week_start (and emailed when a day is missing), so
-- a second run or a second instance sends nothing again.
create table reservation_reminder (
  person_id uuid not null references person (id) on delete cascade,
  week_start date not null,
  checked_at timestamptz not null,
  primary key (person_id, week_start)
);
