-- Applications for a daycare, preschool or club place (spec part 1 §3, §4). Decisions read them.

create table application (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('DAYCARE', 'PRESCHOOL', 'CLUB')),
  status text not null check (status in ('CREATED', 'SENT', 'WAITING_PLACEMENT', 'WAITING_DECISION', 'WAITING_UNIT_CONFIRMATION',
    'WAITING_MAILING', 'WAITING_CONFIRMATION', 'ACTIVE', 'REJECTED', 'CANCELLED')),
  child_id uuid not null references person (id) on delete cascade,
  -- The guardian who applies: the only one who edits, sends, cancels and sees the private answers
  guardian_id uuid not null references person (id) on delete cascade,
  form jsonb not null,
  -- What the register said of the other guardian at the last save (the form's sections follow it)
  has_other_guardian boolean not null default false,
  other_guardian_lives_in_same_address boolean,
  allow_other_guardian_access boolean not null default false,
  -- A transfer: the child had a placement of the kind when the application was sent
  transfer_application boolean not null default false,
  sent_date date,
  due_date date,
  created_at timestamptz not null,
  form_modified_at timestamptz not null,
  status_modified_at timestamptz not null
);
create index application_child_idx on application (child_id);
create index application_guardian_idx on application (guardian_id);
-- The housekeeping of old drafts
create index application_draft_idx on application (form_modified_at) where status = 'CREATED';

-- The other guardians of the child at sending: they may read the application (with access).
create table application_other_guardian (
  application_id uuid not null references application (id) on delete cascade,
  guardian_id uuid not null references person (id) on delete cascade,
  primary key (application_id, guardian_id)
);
create index application_other_guardian_guardian_idx on application_other_guardian (guardian_id);

-- A child recorded twice in the register points to the record kept; applications list only that one.
alter table person add column duplicate_of uuid references person (id) on delete set null;
