-- When a unit opens and closes (null: open since ever, not closing). The application editor
-- offers only units open on the preferred start date; the map leaves out closed units.
alter table unit add column opening_date date;
alter table unit add column closing_date date;
alter table unit add constraint unit_open_dates_check check (opening_date is null or closing_date is null or opening_date <= closing_date);
