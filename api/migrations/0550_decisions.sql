-- Decisions (spec part 1 §3, §4, §7): placement decisions of applications, finance decisions
-- (fee and voucher value), assistance decisions of both kinds with per-guardian read marks,
-- and their case processes. A decision's PDF is an attachment (owner types DECISION,
-- FINANCE_DECISION, ASSISTANCE_NEED_DECISION, ASSISTANCE_NEED_PRESCHOOL_DECISION) rendered once
-- by a job; `document_id` is null until it is stored.

create sequence decision_number_seq start 100001;

create table decision (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references application (id) on delete cascade,
  type text not null check (type in ('DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB', 'PREPARATORY_EDUCATION', 'CLUB')),
  unit_id uuid not null references unit (id),
  start_date date not null,
  end_date date not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'ACCEPTED', 'REJECTED')),
  decision_number bigint not null default nextval('decision_number_seq'),
  -- null: not sent, so no guardian sees it
  sent_date date,
  requested_start_date date,
  resolved_at timestamptz,
  resolved_by uuid references person (id) on delete set null,
  decision_maker text not null default '',
  document_id uuid,
  created_at timestamptz not null,
  check (start_date <= end_date),
  unique (application_id, type)
);
create index decision_application_idx on decision (application_id);

create table finance_decision (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('FEE_DECISION', 'VOUCHER_VALUE_DECISION')),
  status text not null check (status in ('DRAFT', 'SENT', 'ANNULLED')),
  decision_number bigint not null default nextval('decision_number_seq'),
  valid_from date not null,
  valid_to date,
  sent_at timestamptz,
  head_of_family_id uuid not null references person (id) on delete cascade,
  partner_id uuid references person (id) on delete set null,
  -- The family's monthly fee (fee decision) or the voucher's value (voucher value decision), cents
  total_cents integer not null check (total_cents >= 0),
  decision_maker text not null default '',
  document_id uuid,
  created_at timestamptz not null
);
create index finance_decision_head_idx on finance_decision (head_of_family_id);
create index finance_decision_partner_idx on finance_decision (partner_id);

create table finance_decision_child (
  finance_decision_id uuid not null references finance_decision (id) on delete cascade,
  child_id uuid not null references person (id) on delete cascade,
  unit_id uuid not null references unit (id),
  placement_type text not null,
  -- fee: the child's final monthly fee; voucher: the voucher's value less the co-payment
  amount_cents integer not null check (amount_cents >= 0),
  co_payment_cents integer not null default 0 check (co_payment_cents >= 0),
  primary key (finance_decision_id, child_id)
);
create index finance_decision_child_child_idx on finance_decision_child (child_id);

create table assistance_need_decision (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  decision_number bigint not null default nextval('decision_number_seq'),
  status text not null check (status in ('DRAFT', 'NEEDS_WORK', 'ACCEPTED', 'REJECTED', 'ANNULLED')),
  language text not null check (language in ('FI', 'SV')),
  decision_made date,
  sent_at timestamptz,
  valid_from date not null,
  valid_to date,
  unit_id uuid references unit (id),
  assistance_levels text[] not null default '{}',
  pedagogical_motivation text not null default '',
  structural_motivation_options text[] not null default '{}',
  structural_motivation_description text not null default '',
  care_motivation text not null default '',
  service_options text[] not null default '{}',
  services_motivation text not null default '',
  expert_responsibilities text not null default '',
  guardians_heard_on date,
  heard_guardians text not null default '',
  view_of_guardians text not null default '',
  other_representative_heard boolean not null default false,
  other_representative_details text not null default '',
  motivation_for_decision text not null default '',
  preparer_name text not null default '',
  preparer_title text not null default '',
  decision_maker_name text not null default '',
  decision_maker_title text not null default '',
  annulment_reason text not null default '',
  document_id uuid,
  created_at timestamptz not null
);
create index assistance_need_decision_child_idx on assistance_need_decision (child_id);

create table assistance_need_decision_read (
  decision_id uuid not null references assistance_need_decision (id) on delete cascade,
  person_id uuid not null references person (id) on delete cascade,
  read_at timestamptz not null,
  primary key (decision_id, person_id)
);

create table assistance_need_preschool_decision (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references person (id) on delete cascade,
  decision_number bigint not null default nextval('decision_number_seq'),
  status text not null check (status in ('DRAFT', 'NEEDS_WORK', 'ACCEPTED', 'REJECTED', 'ANNULLED')),
  language text not null check (language in ('FI', 'SV')),
  type text not null check (type in ('NEW', 'CONTINUING', 'TERMINATED')),
  decision_made date,
  sent_at timestamptz,
  valid_from date not null,
  valid_to date,
  extended_compulsory_education boolean not null default false,
  extended_compulsory_education_info text not null default '',
  granted_assistance_service boolean not null default false,
  granted_interpretation_service boolean not null default false,
  granted_assistive_devices boolean not null default false,
  granted_services_basis text not null default '',
  unit_id uuid references unit (id),
  primary_group text not null default '',
  decision_basis text not null default '',
  basis_document_pedagogical_report boolean not null default false,
  basis_document_psychologist_statement boolean not null default false,
  basis_document_doctor_statement boolean not null default false,
  basis_document_social_report boolean not null default false,
  basis_document_other_or_missing boolean not null default false,
  basis_document_other_or_missing_info text not null default '',
  basis_documents_info text not null default '',
  guardians_heard_on date,
  view_of_guardians text not null default '',
  preparer_name text not null default '',
  preparer_title text not null default '',
  decision_maker_name text not null default '',
  decision_maker_title text not null default '',
  annulment_reason text not null default '',
  document_id uuid,
  created_at timestamptz not null
);
create index assistance_need_preschool_decision_child_idx on assistance_need_preschool_decision (child_id);

create table assistance_need_preschool_decision_read (
  decision_id uuid not null references assistance_need_preschool_decision (id) on delete cascade,
  person_id uuid not null references person (id) on delete cascade,
  read_at timestamptz not null,
  primary key (decision_id, person_id)
);

-- The archive's case of an application or a finance decision (shown only with showMetadataToCitizen).
create table case_process (
  id uuid primary key default gen_random_uuid(),
  application_id uuid unique references application (id) on delete cascade,
  finance_decision_id uuid unique references finance_decision (id) on delete cascade,
  process_definition_number text not null,
  year integer not null,
  number integer not null,
  organization text not null,
  archive_duration_months integer not null,
  created_at timestamptz not null,
  check ((application_id is null) <> (finance_decision_id is null))
);

create table case_process_history (
  process_id uuid not null references case_process (id) on delete cascade,
  row_index integer not null,
  state text not null check (state in ('INITIAL', 'PREPARATION', 'DECIDING', 'COMPLETED')),
  entered_at timestamptz not null,
  primary key (process_id, row_index)
);
