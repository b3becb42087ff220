-- Attachments platform (ARCHITECTURE.md, "Attachments"): one row per uploaded file of any owner
-- type. The bytes are in attachment_chunk (database storage) or in object storage (S3), as
-- `storage` says; only READY rows are ever read.

create table attachment (
  id uuid primary key,
  -- The registered owner type (APPLICATION, MESSAGE, INCOME_STATEMENT…) and the owning object;
  -- owner_id is null until the object is saved: such an upload belongs to its uploader only.
  owner_type text not null,
  owner_id uuid,
  -- The owner type's kind of file (URGENCY, PAYSLIP_GROSS…); null where it has none
  attachment_type text,
  -- The uploader's file name, cleaned of paths and control characters: shown and downloaded as
  name text not null,
  -- The sniffed type the file is served with
  content_type text not null,
  size bigint not null check (size >= 0),
  storage text not null check (storage in ('DATABASE', 'S3')),
  -- PENDING: object storage is being written; READY: readable; DELETED: waits for housekeeping
  -- to remove the bytes and the row
  status text not null check (status in ('PENDING', 'READY', 'DELETED')),
  uploaded_by_person uuid references person (id) on delete set null,
  -- Staff who added a file (paper attachments, pedagogical documents); staff are not modelled yet
  uploaded_by_employee uuid,
  created_at timestamptz not null,
  attached_at timestamptz
);
create index attachment_owner_idx on attachment (owner_type, owner_id);
create index attachment_uploader_idx on attachment (uploaded_by_person);
create index attachment_housekeeping_idx on attachment (created_at) where owner_id is null or status <> 'READY';

create table attachment_chunk (
  attachment_id uuid not null references attachment (id) on delete cascade,
  seq integer not null,
  data bytea not null,
  primary key (attachment_id, seq)
);
-- Uploads are mostly compressed already (JPEG, PNG, PDF, DOCX): no compression attempts.
alter table attachment_chunk alter column data set storage external;
