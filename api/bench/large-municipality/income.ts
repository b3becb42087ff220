import type { LargeDataContext } from './context'
import { generatedPerson } from './population'

const BODY = JSON.stringify({
  gross: { incomeSource: 'INCOMES_REGISTER', noIncomeDescription: '', estimatedMonthlyIncome: '3 200', otherIncome: [], otherIncomeInfo: '' },
  isEntrepreneur: false,
  entrepreneur: null,
  student: false,
  alimonyPayer: false,
  otherInfo: '',
  assure: true
})

/**
 * Income statements of the large municipality (issue 16): two per guardian (last year's,
 * handled, and this year's, sent) and one child statement per ten children, set-based.
 */
export async function generateIncomeStatements({ db, today }: LargeDataContext): Promise<void> {
  await db.query(
    `insert into income_statement (person_id, created_by, type, status, start_date, end_date, body, created_at, updated_at, sent_at, handled_at)
     select g.id, g.id, 'INCOME', s.status, $1::date - s.back, $1::date - s.back + 364, $2::jsonb, now(), now(), now(),
            case when s.status = 'HANDLED' then now() end
     from (select distinct gs.guardian_id as id from guardianship gs join person p on p.id = gs.guardian_id where ${generatedPerson('p')}) g
     cross join (values ('HANDLED', 500), ('SENT', 120)) s (status, back)`,
    [today, BODY]
  )
  await db.query(
    `insert into income_statement (person_id, created_by, type, status, start_date, end_date, body, created_at, updated_at, sent_at)
     select c.id, (select gs.guardian_id from guardianship gs where gs.child_id = c.id limit 1), 'CHILD_INCOME', 'SENT', $1::date - 60, null,
            $2::jsonb, now(), now(), now()
     from (select p.id, row_number() over (order by p.id) as n from person p
           where ${generatedPerson('p')} and exists (select 1 from guardianship gs where gs.child_id = p.id)) c
     where c.n % 10 = 0`,
    [today, JSON.stringify({ gross: null, entrepreneur: null, student: false, alimonyPayer: false, otherInfo: '', assure: true })]
  )
}
