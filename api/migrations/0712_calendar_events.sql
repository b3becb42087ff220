-- Calendar events and discussion times (spec part 2 §3 "Events and discussion times", §4, §7).
-- An event lasts one or more days; a DISCUSSION_SURVEY offers times that a guardian books for a child.
create table calendar_event (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null default '',
  period_start date not null,
  period_end date not null,
  event_type text not null,
  created_at timestamptz not null default now(),
  check (period_start <= period_end),
  check (event_type in ('DAYCARE_EVENT', 'DISCUSSION_SURVEY'))
);

-- Who the event is for: a whole unit (group and child null), one of its groups, or one child of it.
create table calendar_event_attendee (
  id uuid primary key default gen_random_uuid(),
  calendar_event_id uuid not null references calendar_event (id) on delete cascade,
  unit_id uuid not null references unit (id) on delete cascade,
  group_id uuid references unit_group (id) on delete cascade,
  child_id uuid references person (id) on delete cascade
);
create index calendar_event_attendee_event_idx on calendar_event_attendee (calendar_event_id);
create index calendar_event_attendee_unit_idx on calendar_event_attendee (unit_id);

-- A discussion time of a survey; child_id is the booked child (null while free). One time per
-- child and survey; a booking is a conditional update, so of two guardians only one gets the time.
create table calendar_event_time (
  id uuid primary key default gen_random_uuid(),
  calendar_event_id uuid not null references calendar_event (id) on delete cascade,
  date date not null,
  start_time time not null,
  end_time time not null,
  child_id uuid references person (id) on delete set null,
  booked_by uuid references person (id) on delete set null,
  booked_at timestamptz,
  created_at timestamptz not null default now(),
  check (start_time < end_time)
);
create index calendar_event_time_event_idx on calendar_event_time (calendar_event_id, date);
create unique index calendar_event_time_one_per_child_idx on calendar_event_time (calendar_event_id, child_id) where child_id is not null;
