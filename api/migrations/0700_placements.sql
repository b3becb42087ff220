-- Core facts of placements several areas read (calendar, child pages, fees): service needs and
-- when units operate. Holidays are computed (@pesa/shared/dates), not stored.

-- Service need options: the daily share of a need (the calendar's used service of a day
-- without times) and contract days (absences of such children are PLANNED_ABSENCE).
alter table service_need_option add column daycare_hours_per_week integer;
alter table service_need_option add column contract_days_per_month integer;
alter table service_need_option add constraint service_need_option_hours_check check (daycare_hours_per_week is null or daycare_hours_per_week between 1 and 168);
alter table service_need_option add constraint service_need_option_contract_days_check check (contract_days_per_month is null or contract_days_per_month between 1 and 31);

-- A placement's service need for a period; shift care NONE, FULL (evenings, nights, weekends
-- within the unit's shift-care hours) or INTERMITTENT (any day, any time).
create table service_need (
  id uuid primary key default gen_random_uuid(),
  placement_id uuid not null references placement (id) on delete cascade,
  option_id uuid not null references service_need_option (id),
  start_date date not null,
  end_date date not null,
  shift_care text not null default 'NONE',
  check (start_date <= end_date),
  check (shift_care in ('NONE', 'FULL', 'INTERMITTENT'))
);
create index service_need_placement_idx on service_need (placement_id);

-- When a unit operates: per ISO weekday (index 0 = Monday) a {start, end} of 'HH:MM' or null
-- (closed). Null columns mean the defaults: Monday to Friday 06:30–18:00 (spec part 2 §9), and
-- for shift care every day 00:00–23:59.
alter table unit add column operation_times jsonb;
alter table unit add column shift_care_operation_times jsonb;
alter table unit add column shift_care_open_on_holidays boolean not null default false;
