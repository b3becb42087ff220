-- Child pages (spec part 2 §2–§9): termination of placements, daily service times, child and
-- pedagogical documents with per-guardian read marks, absence and service need applications.

-- Who ended a placement and when (the guardian's termination; the end date itself is cut).
alter table placement add column termination_requested_date date;
alter table placement add column terminated_by uuid references person (id) on delete set null;

-- A child's daily service time (spec §3): REGULAR (one range every weekday), IRREGULAR (per
-- weekday, null = not present) or VARIABLE_TIME (no times).
create table daily_service_time (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  type text not null check (type in ('REGULAR', 'IRREGULAR', 'VARIABLE_TIME')),
  valid_from date not null,
  valid_to date,
  regular_times jsonb,
  weekday_times jsonb,
  check (valid_to is null or valid_from <= valid_to)
);
create index daily_service_time_child_idx on daily_service_time (child_id);

-- Templates of child documents: their questions are the `content` (sections of questions).
create table child_document_template (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  type text not null check (type in ('VASU', 'LEOPS', 'MIGRATED_VASU', 'MIGRATED_LEOPS', 'HOJKS', 'CITIZEN_BASIC', 'OTHER_DECISION', 'OTHER')),
  confidential boolean not null default true,
  legal_basis text not null default '',
  content jsonb not null
);

-- A child document: staff publish it (published_content is what guardians see); a CITIZEN_DRAFT
-- is answered once by one guardian (answered_at/by), then frozen.
create table child_document (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  template_id uuid not null references child_document_template (id),
  status text not null check (status in ('DRAFT', 'PREPARED', 'CITIZEN_DRAFT', 'DECISION_PROPOSAL', 'COMPLETED', 'ACCEPTED', 'REJECTED', 'ANNULLED')),
  published_content jsonb,
  published_at timestamptz,
  answered_at timestamptz,
  answered_by uuid references person (id) on delete set null,
  decision_number text,
  decision_status text check (decision_status in ('ACCEPTED', 'REJECTED', 'ANNULLED')),
  decision_valid_from date,
  decision_valid_to date,
  created_at timestamptz not null default now()
);
create index child_document_child_idx on child_document (child_id);

create table child_document_read (
  document_id uuid not null references child_document (id) on delete cascade,
  person_id uuid not null references person (id) on delete cascade,
  read_at timestamptz not null,
  primary key (document_id, person_id)
);

-- Pedagogical documents: a description and files (attachments, owner type PEDAGOGICAL_DOCUMENT).
create table pedagogical_document (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  description text not null default '',
  created_at timestamptz not null default now()
);
create index pedagogical_document_child_idx on pedagogical_document (child_id, created_at);

create table pedagogical_document_read (
  document_id uuid not null references pedagogical_document (id) on delete cascade,
  person_id uuid not null references person (id) on delete cascade,
  read_at timestamptz not null,
  primary key (document_id, person_id)
);

-- Long preschool absence applications; an accepted one marks its days absent (staff-marked).
create table absence_application (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  start_date date not null,
  end_date date not null,
  description text not null,
  status text not null default 'WAITING_DECISION' check (status in ('WAITING_DECISION', 'ACCEPTED', 'REJECTED')),
  rejected_reason text,
  created_by uuid references person (id) on delete set null,
  created_at timestamptz not null,
  decided_at timestamptz,
  check (start_date <= end_date)
);
create index absence_application_child_idx on absence_application (child_id);

-- Service need change applications; an accepted one starts the need on its date.
create table service_application (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  person_id uuid references person (id) on delete set null,
  sent_at timestamptz not null,
  start_date date not null,
  option_id uuid not null references service_need_option (id),
  additional_info text not null default '',
  status text not null default 'SENT' check (status in ('SENT', 'ACCEPTED', 'REJECTED')),
  decided_by_name text,
  decided_at timestamptz,
  rejected_reason text
);
create index service_application_child_idx on service_application (child_id);
-- One undecided application per child (spec §4; 409 SERVICE_APPLICATION_ALREADY_OPEN)
create unique index service_application_open_idx on service_application (child_id) where status = 'SENT';

-- A child's image (an attachment of owner type CHILD_IMAGE), shown on the child's card.
alter table person add column image_id uuid;
