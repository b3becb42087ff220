import type { Queryable } from '../platform/db'
import { advanceCase } from '../process-metadata/repository'
import { caseStateOf, isAnswerable, mayAnswerDecision } from './status'
import type { ApplicationForm, ApplicationStatus, ApplicationType } from './schemas'

/** An application row as the areas that read applications see it. */
export interface ApplicationRecord {
  id: string
  type: ApplicationType
  status: ApplicationStatus
  childId: string
  guardianId: string
  form: ApplicationForm
  hasOtherGuardian: boolean
  otherGuardianLivesInSameAddress: boolean | null
  allowOtherGuardianAccess: boolean
  transferApplication: boolean
  sentDate: string | null
  dueDate: string | null
  createdAt: Date
  formModifiedAt: Date
  /** The guardians recorded at sending who may read it with access */
  otherGuardianIds: string[]
}

interface ApplicationRow {
  id: string
  type: ApplicationType
  status: ApplicationStatus
  child_id: string
  guardian_id: string
  form: ApplicationForm
  has_other_guardian: boolean
  other_guardian_lives_in_same_address: boolean | null
  allow_other_guardian_access: boolean
  transfer_application: boolean
  sent_date: string | null
  due_date: string | null
  created_at: Date
  form_modified_at: Date
  other_guardian_ids: string[]
}

const toRecord = (row: ApplicationRow): ApplicationRecord => ({
  id: row.id,
  type: row.type,
  status: row.status,
  childId: row.child_id,
  guardianId: row.guardian_id,
  form: row.form,
  hasOtherGuardian: row.has_other_guardian,
  otherGuardianLivesInSameAddress: row.other_guardian_lives_in_same_address,
  allowOtherGuardianAccess: row.allow_other_guardian_access,
  transferApplication: row.transfer_application,
  sentDate: row.sent_date,
  dueDate: row.due_date,
  createdAt: row.created_at,
  formModifiedAt: row.form_modified_at,
  otherGuardianIds: row.other_guardian_ids
})

const SELECT = `select a.*, coalesce((select array_agg(og.guardian_id) from application_other_guardian og where og.application_id = a.id), '{}') as other_guardian_ids
  from application a`

export async function getApplication(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<ApplicationRecord | undefined> {
  if (options.forUpdate) await db.query('select 1 from application where id = $1 for update', [id])
  const [row] = await db.query<ApplicationRow>(`${SELECT} where a.id = $1`, [id])
  return row ? toRecord(row) : undefined
}

/** Applications the person applied for, or may read as the other guardian, of the given children (all when null). */
export async function applicationsVisibleTo(db: Queryable, personId: string): Promise<ApplicationRecord[]> {
  const rows = await db.query<ApplicationRow>(
    `${SELECT}
     where a.guardian_id = $1
        or (a.status <> 'CREATED' and a.allow_other_guardian_access
            and exists (select 1 from application_other_guardian og where og.application_id = a.id and og.guardian_id = $1))
     order by a.created_at desc, a.id`,
    [personId]
  )
  return rows.map(toRecord)
}

/**
 * The same as `applicationsVisibleTo`, found through the guardian indexes of both tables (a
 * union of the two relations) instead of an OR the planner answers with a scan of every
 * application: 0.5 s on the 75 000 applications of the large municipality, under a millisecond
 * here. Use this one for a guardian's list.
 */
export async function applicationsVisibleToByIndex(db: Queryable, personId: string): Promise<ApplicationRecord[]> {
  const rows = await db.query<ApplicationRow>(
    `${SELECT}
     where a.id in (select own.id from application own where own.guardian_id = $1
                    union
                    select og.application_id from application_other_guardian og
                    join application shared on shared.id = og.application_id
                    where og.guardian_id = $1 and shared.status <> 'CREATED' and shared.allow_other_guardian_access)
     order by a.created_at desc, a.id`,
    [personId]
  )
  return rows.map(toRecord)
}

export interface NewApplication {
  /** A fixed id (demo data that benchmarks and docs refer to); generated when missing */
  id?: string
  type: ApplicationType
  status: ApplicationStatus
  childId: string
  guardianId: string
  form: ApplicationForm
  hasOtherGuardian: boolean
  otherGuardianLivesInSameAddress: boolean | null
  allowOtherGuardianAccess?: boolean
  transferApplication?: boolean
  sentDate?: string | null
  dueDate?: string | null
  now: Date
}

export async function insertApplication(db: Queryable, application: NewApplication): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into application (id, type, status, child_id, guardian_id, form, has_other_guardian, other_guardian_lives_in_same_address,
       allow_other_guardian_access, transfer_application, sent_date, due_date, created_at, form_modified_at, status_modified_at)
     values (coalesce($13::uuid, gen_random_uuid()), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $12) returning id`,
    [
      application.type,
      application.status,
      application.childId,
      application.guardianId,
      JSON.stringify(application.form),
      application.hasOtherGuardian,
      application.otherGuardianLivesInSameAddress,
      application.allowOtherGuardianAccess ?? false,
      application.transferApplication ?? false,
      application.sentDate ?? null,
      application.dueDate ?? null,
      application.now,
      application.id ?? null
    ]
  )
  await advanceApplicationCase(db, row!.id, application.status, application.now)
  return row!.id
}

export async function updateForm(
  db: Queryable,
  id: string,
  change: { form: ApplicationForm; hasOtherGuardian: boolean; otherGuardianLivesInSameAddress: boolean | null; allowOtherGuardianAccess: boolean; now: Date }
): Promise<void> {
  await db.query(
    `update application set form = $2, has_other_guardian = $3, other_guardian_lives_in_same_address = $4,
       allow_other_guardian_access = $5, form_modified_at = $6 where id = $1`,
    [id, JSON.stringify(change.form), change.hasOtherGuardian, change.otherGuardianLivesInSameAddress, change.allowOtherGuardianAccess, change.now]
  )
}

/** Writes a status the transition function allowed, with what sending sets. */
export async function updateStatus(
  db: Queryable,
  id: string,
  change: { status: ApplicationStatus; now: Date; sentDate?: string; dueDate?: string | null; transferApplication?: boolean }
): Promise<void> {
  await db.query(
    `update application set status = $2, status_modified_at = $3,
       sent_date = coalesce($4, sent_date), due_date = case when $7::boolean then $5::date else due_date end,
       transfer_application = coalesce($6, transfer_application)
     where id = $1`,
    [id, change.status, change.now, change.sentDate ?? null, change.dueDate ?? null, change.transferApplication ?? null, change.dueDate !== undefined]
  )
  await advanceApplicationCase(db, id, change.status, change.now)
}

/** Every status change moves the application's archive case along (spec part 1 §3). */
async function advanceApplicationCase(db: Queryable, id: string, status: ApplicationStatus, now: Date): Promise<void> {
  const state = caseStateOf(status)
  if (state) await advanceCase(db, { applicationId: id }, state, now)
}

export async function replaceOtherGuardians(db: Queryable, id: string, guardianIds: string[]): Promise<void> {
  await db.query('delete from application_other_guardian where application_id = $1', [id])
  for (const guardianId of guardianIds) await db.query('insert into application_other_guardian (application_id, guardian_id) values ($1, $2)', [id, guardianId])
}

export async function deleteApplication(db: Queryable, id: string): Promise<void> {
  await db.query('delete from application where id = $1', [id])
}

/** What the list needs of an application's decisions (spec part 1 §4). */
export interface DecisionState {
  /** Of the applications, those with a sent decision: READ_DECISIONS for their parties */
  withSentDecisions: Set<string>
  /** Those with a pending decision the caller can answer now: "decidable", shown as pending with a link */
  decidable: Set<string>
}

/**
 * The decisions' state of the caller's applications on `today`. The decisions area owns the
 * `decision` table (api/src/decisions); who may answer is `mayAnswerDecision`, shared with it.
 */
export async function decisionStates(db: Queryable, personId: string, applicationIds: string[], today: string): Promise<DecisionState> {
  const state: DecisionState = { withSentDecisions: new Set(), decidable: new Set() }
  if (applicationIds.length === 0) return state
  const rows = await db.query<{
    application_id: string
    guardian_id: string
    application_status: ApplicationStatus
    has_pending: boolean
    is_other_guardian: boolean
    lives_with_applicant: boolean
  }>(
    `select a.id as application_id, a.guardian_id, a.status as application_status, bool_or(d.status = 'PENDING') as has_pending,
            exists (select 1 from application_other_guardian og where og.application_id = a.id and og.guardian_id = $1) as is_other_guardian,
            exists (select 1 from household_member m1 join household_member m2 on m2.household_id = m1.household_id
                    where m1.person_id = $1 and m2.person_id = a.guardian_id
                      and m1.start_date <= $3::date and (m1.end_date is null or m1.end_date >= $3::date)
                      and m2.start_date <= $3::date and (m2.end_date is null or m2.end_date >= $3::date)) as lives_with_applicant
     from application a join decision d on d.application_id = a.id
     where a.id = any ($2::uuid[]) and d.sent_date is not null
     group by a.id, a.guardian_id, a.status`,
    [personId, applicationIds, today]
  )
  for (const row of rows) {
    state.withSentDecisions.add(row.application_id)
    const pending = row.has_pending && isAnswerable('PENDING', row.application_status)
    if (
      pending &&
      mayAnswerDecision({ guardianId: row.guardian_id, isOtherGuardian: row.is_other_guardian, livesWithApplicant: row.lives_with_applicant }, personId)
    )
      state.decidable.add(row.application_id)
  }
  return state
}
