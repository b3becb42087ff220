import type { Queryable } from '../platform/db'
import type { IncomeStatementType } from './schemas'

export type IncomeStatementStatus = 'DRAFT' | 'SENT' | 'HANDLED'

export interface IncomeStatementRow {
  id: string
  personId: string
  type: IncomeStatementType
  status: IncomeStatementStatus
  startDate: string
  endDate: string | null
  body: Record<string, unknown>
  createdAt: Date
  updatedAt: Date
  sentAt: Date | null
  handledAt: Date | null
  /** Staff have added a paper attachment (they are the municipality's records: no delete) */
  hasStaffAttachments: boolean
}

const COLUMNS = `id, person_id as "personId", type, status, start_date as "startDate", end_date as "endDate", body,
  created_at as "createdAt", updated_at as "updatedAt", sent_at as "sentAt", handled_at as "handledAt",
  exists (select 1 from attachment a where a.owner_type = 'INCOME_STATEMENT' and a.owner_id = income_statement.id
    and a.uploaded_by_employee is not null) as "hasStaffAttachments"`

export const PAGE_SIZE = 10

export async function findStatement(db: Queryable, id: string): Promise<IncomeStatementRow | undefined> {
  const [row] = await db.query<IncomeStatementRow>(`select ${COLUMNS} from income_statement where id = $1`, [id])
  return row
}

/** The statement locked for an edit in this transaction. */
export async function lockStatement(tx: Queryable, id: string): Promise<IncomeStatementRow | undefined> {
  const [row] = await tx.query<IncomeStatementRow>(`select ${COLUMNS} from income_statement where id = $1 for update`, [id])
  return row
}

/** A page of the person's statements, latest start first (the spec's record order), and the page count. */
export async function statementsOf(db: Queryable, personId: string, page: number): Promise<{ rows: IncomeStatementRow[]; total: number }> {
  const rows = await db.query<IncomeStatementRow & { total: number }>(
    `select ${COLUMNS}, count(*) over ()::int as total from income_statement where person_id = $1
     order by start_date desc, created_at desc limit $2 offset $3`,
    [personId, PAGE_SIZE, (page - 1) * PAGE_SIZE]
  )
  const total =
    rows[0]?.total ?? Number((await db.query<{ n: number }>('select count(*)::int as n from income_statement where person_id = $1', [personId]))[0]?.n ?? 0)
  return { rows, total }
}

export async function startDatesOf(db: Queryable, personId: string, exceptId?: string): Promise<string[]> {
  const rows = await db.query<{ startDate: string }>(
    'select start_date as "startDate" from income_statement where person_id = $1 and id is distinct from $2::uuid order by start_date',
    [personId, exceptId ?? null]
  )
  return rows.map((row) => row.startDate)
}

export interface StatementWrite {
  type: IncomeStatementType
  status: IncomeStatementStatus
  startDate: string
  endDate: string | null
  body: Record<string, unknown>
  now: Date
}

export async function insertStatement(tx: Queryable, personId: string, createdBy: string | null, write: StatementWrite): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into income_statement (person_id, created_by, type, status, start_date, end_date, body, created_at, updated_at, sent_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8, case when $4 = 'DRAFT' then null else $8::timestamptz end) returning id`,
    [personId, createdBy, write.type, write.status, write.startDate, write.endDate, JSON.stringify(write.body), write.now]
  )
  return row!.id
}

export async function updateStatement(tx: Queryable, id: string, write: StatementWrite): Promise<void> {
  await tx.query(
    `update income_statement set type = $2, status = $3, start_date = $4, end_date = $5, body = $6, updated_at = $7,
       sent_at = case when $3 = 'DRAFT' then null else coalesce(sent_at, $7::timestamptz) end
     where id = $1`,
    [id, write.type, write.status, write.startDate, write.endDate, JSON.stringify(write.body), write.now]
  )
}

export async function markHandled(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    "update income_statement set status = 'HANDLED', handled_at = $2, updated_at = $2 where id = $1 and status = 'SENT' returning id",
    [id, now]
  )
  return rows.length === 1
}

export async function deleteStatement(tx: Queryable, id: string): Promise<void> {
  await tx.query('delete from income_statement where id = $1', [id])
}

export interface StatementAttachmentRow {
  id: string
  name: string
  contentType: string
  size: number
  attachmentType: string | null
  uploadedByEmployee: string | null
}

export async function attachmentsOf(db: Queryable, statementId: string): Promise<StatementAttachmentRow[]> {
  return db.query<StatementAttachmentRow>(
    `select id, name, content_type as "contentType", size, attachment_type as "attachmentType", uploaded_by_employee as "uploadedByEmployee"
     from attachment where owner_type = 'INCOME_STATEMENT' and owner_id = $1 and status = 'READY' order by created_at`,
    [statementId]
  )
}

/** The attachment types of the ids that the caller may link: own unattached uploads, or the statement's files. */
export async function linkableAttachmentTypes(
  db: Queryable,
  ids: string[],
  personId: string,
  statementId: string | null
): Promise<{ id: string; attachmentType: string | null }[]> {
  if (ids.length === 0) return []
  return db.query(
    `select id, attachment_type as "attachmentType" from attachment
     where id = any($1::uuid[]) and owner_type = 'INCOME_STATEMENT' and status = 'READY'
       and ((owner_id is null and uploaded_by_person = $2) or owner_id = $3::uuid)`,
    [ids, personId, statementId]
  )
}

/** The guardian's children, as the income pages list them. */
export async function childrenOf(db: Queryable, guardianId: string): Promise<{ id: string; firstName: string; lastName: string }[]> {
  return db.query(
    `select c.id, c.first_name as "firstName", c.last_name as "lastName" from guardianship g join person c on c.id = g.child_id
     where g.guardian_id = $1 order by c.date_of_birth, c.first_name`,
    [guardianId]
  )
}

/**
 * The partner of an active partnership who lives in the caller's household today, and whether
 * the partner has a SENT or HANDLED statement in force today or later.
 */
export async function partnerOf(db: Queryable, personId: string, today: string): Promise<{ name: string; hasIncomeStatement: boolean } | undefined> {
  const [row] = await db.query<{ name: string; hasIncomeStatement: boolean }>(
    `with partner as (
       select case when p.person1_id = $1 then p.person2_id else p.person1_id end as id
       from partnership p
       where (p.person1_id = $1 or p.person2_id = $1) and p.start_date <= $2 and (p.end_date is null or p.end_date >= $2)
     )
     select trim(pp.first_name || ' ' || pp.last_name) as name,
       exists (select 1 from income_statement s where s.person_id = pp.id and s.status in ('SENT', 'HANDLED')
               and (s.end_date is null or s.end_date >= $2)) as "hasIncomeStatement"
     from partner join person pp on pp.id = partner.id
     where exists (
       select 1 from household_member a join household_member b on a.household_id = b.household_id
       where a.person_id = $1 and b.person_id = pp.id
         and a.start_date <= $2 and (a.end_date is null or a.end_date >= $2)
         and b.start_date <= $2 and (b.end_date is null or b.end_date >= $2)
     )
     limit 1`,
    [personId, today]
  )
  return row
}

/**
 * Statements whose end is near (within `days` of today): the latest SENT or HANDLED statement of
 * each person, nothing of the person starting after its end, and a child of the person placed
 * after it. `personId` narrows to one person.
 */
export async function expiringStatements(
  db: Queryable,
  today: string,
  days: number,
  personId: string | null
): Promise<{ id: string; personId: string; endDate: string; email: string | null }[]> {
  return db.query(
    `select s.id, s.person_id as "personId", s.end_date as "endDate", pr.email
     from income_statement s join person pr on pr.id = s.person_id
     where s.status in ('SENT', 'HANDLED') and s.type <> 'CHILD_INCOME' and ($3::uuid is null or s.person_id = $3)
       and s.end_date between $1::date and $1::date + $2::int
       and not exists (select 1 from income_statement later where later.person_id = s.person_id and later.status in ('SENT', 'HANDLED')
                         and later.start_date > s.start_date)
       and exists (select 1 from guardianship g join placement p on p.child_id = g.child_id
                   where g.guardian_id = s.person_id and p.end_date > s.end_date)`,
    [today, days, personId]
  )
}

export async function notificationSent(db: Queryable, statementId: string, personId: string, kind: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'insert into income_notification (income_statement_id, person_id, kind, sent_at) values ($1, $2, $3, $4) on conflict do nothing returning kind',
    [statementId, personId, kind, now]
  )
  return rows.length === 1
}

export async function incomeEmailsOff(db: Queryable, personId: string): Promise<boolean> {
  const rows = await db.query("select 1 from email_notification_opt_out where person_id = $1 and email_type = 'INCOME_NOTIFICATION'", [personId])
  return rows.length > 0
}
