-- Messages between guardians and staff (spec part 1 §3 "Message thread", §4 "Threads").

-- Who sends and receives: a guardian (CITIZEN, by person), a unit group (GROUP), a member of
-- staff such as a unit's director (PERSONAL, with the unit they speak for), or one of the
-- municipality's shared accounts (MUNICIPAL, SERVICE_WORKER, FINANCE). A citizen's name is
-- read from the person; the others keep the name they are shown by.
create table message_account (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('CITIZEN', 'GROUP', 'PERSONAL', 'MUNICIPAL', 'SERVICE_WORKER', 'FINANCE')),
  person_id uuid unique references person (id) on delete cascade,
  group_id uuid unique references unit_group (id) on delete cascade,
  unit_id uuid references unit (id) on delete cascade,
  name text not null default '',
  check ((type = 'CITIZEN') = (person_id is not null)),
  check ((type = 'GROUP') = (group_id is not null)),
  check (type <> 'PERSONAL' or unit_id is not null)
);
create index message_account_unit_idx on message_account (unit_id) where unit_id is not null;

-- application_status is the status of the application the thread is about, as the
-- applications area last reported it (REJECTED, ACTIVE and CANCELLED close the thread to replies).
create table message_thread (
  id uuid primary key default gen_random_uuid(),
  message_type text not null check (message_type in ('MESSAGE', 'BULLETIN')),
  title text not null,
  urgent boolean not null default false,
  sensitive boolean not null default false,
  is_copy boolean not null default false,
  application_id uuid,
  application_status text,
  created_at timestamptz not null
);

create table message_thread_child (
  thread_id uuid not null references message_thread (id) on delete cascade,
  child_id uuid not null references person (id) on delete cascade,
  primary key (thread_id, child_id)
);
create index message_thread_child_child_idx on message_thread_child (child_id);

-- draft_id: the sender's own id of what they wrote, so a retry after a lost answer finds the
-- message it already sent instead of sending a second one.
create table message (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references message_thread (id) on delete cascade,
  sender_id uuid not null references message_account (id),
  content text not null,
  sent_at timestamptz not null,
  draft_id uuid,
  unique (sender_id, draft_id)
);
create index message_thread_idx on message (thread_id, sent_at);

-- notified_at: when the recipient was emailed about this message (one email per unread run).
create table message_recipient (
  message_id uuid not null references message (id) on delete cascade,
  recipient_id uuid not null references message_account (id),
  read_at timestamptz,
  notified_at timestamptz,
  primary key (message_id, recipient_id)
);
create index message_recipient_unread_idx on message_recipient (recipient_id) where read_at is null;

-- Each account's place in a thread: last_message_at orders the inbox; deleted hides the
-- thread from this account only, until a later message reaches it.
create table message_thread_participant (
  thread_id uuid not null references message_thread (id) on delete cascade,
  participant_id uuid not null references message_account (id),
  last_message_at timestamptz not null,
  deleted boolean not null default false,
  primary key (participant_id, thread_id)
);
create index message_thread_participant_inbox_idx on message_thread_participant (participant_id, last_message_at desc) where not deleted;
