-- Case numbers of the archive metadata (spec part 1 §3 "Archive metadata"), one series for the
-- deployment; the organization is the municipality the deployment serves, named when read.
create sequence case_process_number_seq;
alter table case_process alter column number set default nextval('case_process_number_seq');
alter table case_process drop column organization;
create unique index case_process_identifier_idx on case_process (process_definition_number, year, number);
