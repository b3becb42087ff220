-- Attendance calendar: reservations, absences, realized attendances, holiday periods.

-- A reserved day: times, or present without times (both null).
create table attendance_reservation (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  date date not null,
  start_time time,
  end_time time,
  created_by uuid references person (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((start_time is null) = (end_time is null)),
  check (start_time is null or start_time < end_time)
);
create index attendance_reservation_child_date_idx on attendance_reservation (child_id, date);

-- One full-day absence per child and day; staff-marked ones the guardian cannot change.
create table absence (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  date date not null,
  absence_type text not null,
  staff_marked boolean not null default false,
  created_by uuid references person (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (child_id, date),
  check (absence_type in ('SICKLEAVE', 'OTHER_ABSENCE', 'PLANNED_ABSENCE', 'FREE_ABSENCE', 'UNKNOWN_ABSENCE'))
);

-- What staff recorded as realized: arrival and departure (departure null while present).
create table child_attendance (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  unit_id uuid not null references unit (id),
  date date not null,
  start_time time not null,
  end_time time,
  check (end_time is null or start_time < end_time)
);
create index child_attendance_child_date_idx on child_attendance (child_id, date);

-- Holiday periods: guardians answer present or absent between the opening day and the deadline.
create table holiday_period (
  id uuid primary key default gen_random_uuid(),
  period_start date not null,
  period_end date not null,
  reservations_open_on date not null,
  reservation_deadline date not null,
  check (period_start <= period_end),
  check (reservations_open_on <= reservation_deadline)
);
