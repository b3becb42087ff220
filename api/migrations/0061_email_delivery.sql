-- Email delivery: each outbox row is sent by a SEND_EMAIL job, in its recipient's language.

-- The language the person last acted in (the browser's choice, sent with each request).
alter table person add column last_language text check (last_language in ('fi', 'sv', 'en'));

-- Whom a row is for (its notification settings) and what kind of email it is (TRANSACTIONAL is always sent).
alter table email_outbox add column person_id uuid references person (id) on delete set null;
alter table email_outbox add column email_type text not null default 'TRANSACTIONAL';
alter table email_outbox add column language text not null default 'fi' check (language in ('fi', 'sv', 'en'));
alter table email_outbox add column body_html text;
-- Given up after the last try, or not sent because the person turned the type off.
alter table email_outbox add column failed_at timestamptz;
alter table email_outbox add column skipped_at timestamptz;

-- Every row inserted gets its job in the same transaction, whoever inserts it. A mocked time
-- ahead of the clock (tests) must not postpone the sending.
create function enqueue_email_job() returns trigger language plpgsql as $$
begin
  insert into job (type, payload, created_at, run_at)
  values ('SEND_EMAIL', jsonb_build_object('outboxId', new.id), least(new.created_at, now()), least(new.created_at, now()));
  return new;
end
$$;
create trigger email_outbox_job after insert on email_outbox for each row execute function enqueue_email_job();
