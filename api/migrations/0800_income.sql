-- Income statements (spec part 2 §3, §4): a guardian's own (HIGHEST_FEE, INCOME) or a child's
-- (CHILD_INCOME, person_id is the child). The answers are one JSON object whose shape the API
-- schema checks (api/src/income/schemas.ts); their files are the attachments platform's rows
-- with owner type INCOME_STATEMENT.
create table income_statement (
  id uuid primary key default gen_random_uuid(),
  person_id uuid not null references person (id) on delete cascade,
  created_by uuid references person (id) on delete set null,
  type text not null check (type in ('HIGHEST_FEE', 'INCOME', 'CHILD_INCOME')),
  status text not null check (status in ('DRAFT', 'SENT', 'HANDLED')),
  start_date date not null,
  end_date date check (end_date is null or end_date >= start_date),
  body jsonb not null check (jsonb_typeof(body) = 'object'),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  sent_at timestamptz,
  handled_at timestamptz,
  check ((status = 'DRAFT') = (sent_at is null))
);
-- One statement of a person per start day (the form's unselectable dates), also in a race.
create unique index income_statement_person_start_idx on income_statement (person_id, start_date);
create index income_statement_person_created_idx on income_statement (person_id, created_at desc);

-- Reminders sent before a statement's end (4 and 2 weeks), once each.
create table income_notification (
  income_statement_id uuid not null references income_statement (id) on delete cascade,
  person_id uuid not null references person (id) on delete cascade,
  kind text not null check (kind in ('EXPIRING_4_WEEKS', 'EXPIRING_2_WEEKS')),
  sent_at timestamptz not null,
  primary key (income_statement_id, person_id, kind)
);
