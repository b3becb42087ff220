-- The municipality's shared accounts answer threads about no child, so every recipients read and
-- new message lists them; among a large city's citizen accounts that was a scan of the table
-- (5 ms at 15 000 children, growing with them).
create index message_account_shared_idx on message_account (type, name) where type in ('MUNICIPAL', 'SERVICE_WORKER', 'FINANCE');
