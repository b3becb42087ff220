import type { Queryable } from '../platform/db'

/** The archive's case states (spec part 1 §3), in the order a case goes through them. */
export const CASE_STATES = ['INITIAL', 'PREPARATION', 'DECIDING', 'COMPLETED'] as const
export type CaseState = (typeof CASE_STATES)[number]

/** What the case is about: an application, or a fee or voucher value decision. */
export type CaseSubject = { applicationId: string } | { financeDecisionId: string }

/**
 * The municipality's archive plan for each kind of case: its task classification number and how
 * long the case is kept. Written on the case when it opens, so a later plan does not rewrite it.
 */
export const PROCESS_DEFINITIONS = {
  APPLICATION: { number: '12.06.01', archiveDurationMonths: 120 },
  FINANCE_DECISION: { number: '12.06.03', archiveDurationMonths: 120 }
} as const

/** Every document of these cases is about a child's early childhood education, and so secret. */
export const CONFIDENTIALITY = { durationYears: 100, basis: 'Varhaiskasvatuslaki 40 §' } as const

const subjectColumn = (subject: CaseSubject) => ('applicationId' in subject ? 'application_id' : 'finance_decision_id')
const subjectId = (subject: CaseSubject) => ('applicationId' in subject ? subject.applicationId : subject.financeDecisionId)

/**
 * Moves the case forward to `state`, a later state than its last one, else changes nothing. A case
 * that opens (or has no history yet) at a later state gets the states before it at the same
 * instant: an application made by staff straight into processing was sent and prepared too.
 */
export async function advanceCase(db: Queryable, subject: CaseSubject, state: CaseState, now: Date): Promise<void> {
  const column = subjectColumn(subject)
  const definition = 'applicationId' in subject ? PROCESS_DEFINITIONS.APPLICATION : PROCESS_DEFINITIONS.FINANCE_DECISION
  await db.query(
    `insert into case_process (${column}, process_definition_number, year, archive_duration_months, created_at)
     values ($1, $2, extract(year from $4::timestamptz at time zone 'Europe/Helsinki')::int, $3, $4) on conflict (${column}) do nothing`,
    [subjectId(subject), definition.number, definition.archiveDurationMonths, now]
  )
  await db.query(
    `with last as (
       select p.id, h.row_index, array_position($2::text[], h.state) as position
       from case_process p left join case_process_history h on h.process_id = p.id
       where p.${column} = $1 order by h.row_index desc nulls last limit 1
     )
     insert into case_process_history (process_id, row_index, state, entered_at)
     select last.id, case when last.row_index is null then s.ordinality - 1 else last.row_index + 1 end, s.state, $4
     from last cross join unnest($2::text[]) with ordinality as s (state, ordinality)
     where s.ordinality <= $3 and s.ordinality > coalesce(last.position, 0)
       and (last.position is null or s.ordinality = $3)`,
    [subjectId(subject), CASE_STATES, CASE_STATES.indexOf(state) + 1, now]
  )
}

export interface CaseRow {
  processDefinitionNumber: string
  year: number
  number: number
  archiveDurationMonths: number
  createdAt: Date
  history: { state: CaseState; enteredAt: Date }[]
}

export async function caseOf(db: Queryable, subject: CaseSubject): Promise<CaseRow | null> {
  const column = subjectColumn(subject)
  const rows = await db.query<{
    process_definition_number: string
    year: number
    number: number
    archive_duration_months: number
    created_at: Date
    state: CaseState | null
    entered_at: Date | null
  }>(
    `select p.process_definition_number, p.year, p.number, p.archive_duration_months, p.created_at, h.state, h.entered_at
     from case_process p left join case_process_history h on h.process_id = p.id
     where p.${column} = $1 order by h.row_index`,
    [subjectId(subject)]
  )
  const [first] = rows
  if (!first) return null
  return {
    processDefinitionNumber: first.process_definition_number,
    year: first.year,
    number: Number(first.number),
    archiveDurationMonths: first.archive_duration_months,
    createdAt: first.created_at,
    history: rows.flatMap((row) => (row.state && row.entered_at ? [{ state: row.state, enteredAt: row.entered_at }] : []))
  }
}
