-- Jobs: everything queued or scheduled, claimed by whichever instance gets there first
-- (FOR UPDATE SKIP LOCKED), leased so that a job of an instance that died runs again.

create table job (
  id bigint generated always as identity primary key,
  type text not null,
  payload jsonb not null default '{}',
  -- Recurring jobs have one row each, named by their type; one-off jobs have none.
  recurring_key text unique,
  created_at timestamptz not null,
  -- Due from this instant: a retry's growing delay, or the next run of a recurring job.
  run_at timestamptz not null,
  -- Runs started, counting those cut short; the job type says how many it may take.
  attempts integer not null default 0,
  -- A claim: the instance (worker id) and until when; past it the job may be claimed again.
  locked_by text,
  locked_until timestamptz,
  last_error text,
  done_at timestamptz,
  failed_at timestamptz
);
create index job_due_idx on job (run_at) where done_at is null and failed_at is null;
-- Housekeeping removes finished jobs after a while.
create index job_done_idx on job (done_at) where done_at is not null;
create index job_failed_idx on job (failed_at) where failed_at is not null;
