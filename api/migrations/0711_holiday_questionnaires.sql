-- Holiday questionnaires (spec part 2 §3 "Holiday periods and questionnaires", §5): guardians
-- answer for their eligible children while the questionnaire is active; an answer becomes absences.

-- FIXED_PERIOD: one of period_options (or none); OPEN_RANGES: any non-overlapping ranges inside
-- the period. Texts are {fi, sv, en}.
create table holiday_questionnaire (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  absence_type text not null default 'FREE_ABSENCE',
  requires_strong_auth boolean not null default false,
  active_start date not null,
  active_end date not null,
  title jsonb not null,
  description jsonb not null,
  description_link jsonb not null,
  period_option_label jsonb,
  period_options jsonb not null default '[]',
  period_start date,
  period_end date,
  continuous_placement_start date,
  continuous_placement_end date,
  check (type in ('FIXED_PERIOD', 'OPEN_RANGES')),
  check (absence_type in ('OTHER_ABSENCE', 'PLANNED_ABSENCE', 'FREE_ABSENCE')),
  check (active_start <= active_end),
  check (type <> 'OPEN_RANGES' or (period_start is not null and period_end is not null and period_start <= period_end)),
  check ((continuous_placement_start is null) = (continuous_placement_end is null))
);

-- The last answer per questionnaire and child (a new answer replaces it).
create table holiday_questionnaire_answer (
  id uuid primary key default gen_random_uuid(),
  questionnaire_id uuid not null references holiday_questionnaire (id) on delete cascade,
  child_id uuid not null references person (id) on delete cascade,
  fixed_period_start date,
  fixed_period_end date,
  open_ranges jsonb not null default '[]',
  created_by uuid references person (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (questionnaire_id, child_id),
  check ((fixed_period_start is null) = (fixed_period_end is null))
);

-- The absences an answer wrote, so the next answer replaces exactly them.
alter table absence add column questionnaire_id uuid references holiday_questionnaire (id) on delete set null;
