-- One verified email per person, whatever its case: two people confirming the same address at
-- once both pass the service's check, and this index refuses the later one (409 EMAIL_IN_USE).
-- Where two already share one, the person who logs in with it keeps it, else the one who had it
-- first; the others verify an address again.
update person p set verified_email = null, updated_at = now()
from (
  select p2.id,
         row_number() over (
           partition by lower(p2.verified_email)
           order by exists (select 1 from citizen_user u where u.person_id = p2.id and lower(u.username) = lower(p2.verified_email)) desc,
                    p2.updated_at, p2.id
         ) as rank
  from person p2
  where p2.verified_email is not null and p2.verified_email <> ''
) ranked
where p.id = ranked.id and ranked.rank > 1;

create unique index person_verified_email_idx on person (lower(verified_email)) where verified_email is not null and verified_email <> '';
