import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { hasFixedStartDate, isConnectedDecision, validateAcceptDecisionBody, validRequestedStartDatePeriod } from '@pesa/shared/validators'
import { getApplication, updateStatus } from '../application-core/repository'
import type { ApplicationStatus } from '../application-core/schemas'
import { isAnswerable, mayAnswerDecision, transitionOnDecisionAnswers } from '../application-core/status'
import type { Queryable } from '../platform/db'
import { ApiError, refuseInvalid } from '../platform/errors'
import type { Platform } from '../platform/types'
import type {
  AssistanceNeedDecision,
  AssistanceNeedDecisionListItem,
  AssistanceNeedPreschoolDecision,
  AssistanceNeedPreschoolDecisionListItem,
  CitizenDecision,
  DecisionStatus,
  DecisionType,
  FinanceDecision,
  FinanceDecisionType
} from './schemas'

/** Spec part 1 §9: a guardian answers within two weeks (shown, not enforced). */
export const ANSWER_DAYS = 14
export const DEFAULT_START_DATE_WINDOW_DAYS = 14

const windowDays = (platform: Platform) => platform.municipality.decisionStartDateWindowDays ?? DEFAULT_START_DATE_WINDOW_DAYS

/** Decided placements as placement types (PREPARATORY_EDUCATION is the PREPARATORY placement). */
const PLACEMENT_TYPE: Record<DecisionType, string> = {
  DAYCARE: 'DAYCARE',
  DAYCARE_PART_TIME: 'DAYCARE_PART_TIME',
  PRESCHOOL: 'PRESCHOOL',
  PRESCHOOL_DAYCARE: 'PRESCHOOL_DAYCARE',
  PRESCHOOL_CLUB: 'PRESCHOOL_CLUB',
  PREPARATORY_EDUCATION: 'PREPARATORY',
  CLUB: 'CLUB'
}

interface DecisionRow {
  id: string
  application_id: string
  type: DecisionType
  status: DecisionStatus
  decision_number: number
  unit_id: string
  unit_name: string
  start_date: string
  end_date: string
  sent_date: string
  resolved_at: Date | null
  requested_start_date: string | null
  document_id: string | null
  child_id: string
  child_name: string
  guardian_id: string
  application_status: ApplicationStatus
  is_other_guardian: boolean
  lives_with_applicant: boolean
}

/**
 * Sent decisions of applications the caller applied for, or was recorded at sending as the
 * other guardian of; `lives_with_applicant`: the caller lives at the applicant's address today.
 * The caller's applications come first, each way by its own index: one condition with `or` over
 * both scanned every decision of the municipality (0.6 s with 50 000 children).
 */
const DECISIONS_SQL = `
  with parties as (
    select id as application_id from application where guardian_id = $1
    union
    select application_id from application_other_guardian where guardian_id = $1)
  select d.id, d.application_id, d.type, d.status, d.decision_number::int as decision_number, d.unit_id, u.name as unit_name,
         d.start_date, d.end_date, d.sent_date, d.resolved_at, d.requested_start_date, d.document_id,
         a.child_id, c.first_name || ' ' || c.last_name as child_name, a.guardian_id, a.status as application_status,
         exists (select 1 from application_other_guardian og where og.application_id = a.id and og.guardian_id = $1) as is_other_guardian,
         exists (select 1 from household_member m1 join household_member m2 on m2.household_id = m1.household_id
                 where m1.person_id = $1 and m2.person_id = a.guardian_id
                   and m1.start_date <= $2::date and (m1.end_date is null or m1.end_date >= $2::date)
                   and m2.start_date <= $2::date and (m2.end_date is null or m2.end_date >= $2::date)) as lives_with_applicant
  from parties
  join application a on a.id = parties.application_id
  join decision d on d.application_id = a.id
  join unit u on u.id = d.unit_id
  join person c on c.id = a.child_id
  where d.sent_date is not null`

const mayAnswer = (row: DecisionRow, personId: string) =>
  mayAnswerDecision({ guardianId: row.guardian_id, isOtherGuardian: row.is_other_guardian, livesWithApplicant: row.lives_with_applicant }, personId)
const answerable = (row: DecisionRow) => isAnswerable(row.status, row.application_status)

function toDecision(platform: Platform, row: DecisionRow, personId: string): CitizenDecision {
  return {
    id: row.id,
    applicationId: row.application_id,
    childId: row.child_id,
    childName: row.child_name,
    type: row.type,
    status: row.status,
    decisionNumber: row.decision_number,
    unit: { id: row.unit_id, name: row.unit_name },
    startDate: row.start_date,
    endDate: row.end_date,
    sentDate: row.sent_date,
    answerBy: addDays(row.sent_date, ANSWER_DAYS),
    resolvedDate: row.resolved_at ? helsinkiDate(row.resolved_at) : null,
    requestedStartDate: row.requested_start_date,
    validRequestedStartDatePeriod: validRequestedStartDatePeriod({ type: row.type, startDate: row.start_date, endDate: row.end_date }, windowDays(platform)),
    canDecide: answerable(row) && mayAnswer(row, personId),
    permittedActions: row.document_id ? ['DOWNLOAD_PDF'] : []
  }
}

const TYPE_ORDER = ['DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB', 'PREPARATORY_EDUCATION', 'CLUB']
const byConfirmationOrder = (a: CitizenDecision, b: CitizenDecision) =>
  b.sentDate.localeCompare(a.sentDate) || a.type.localeCompare(b.type) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type)

/** Every sent decision the caller may read, newest first. */
export async function decisionsOf(platform: Platform, personId: string, now: Date): Promise<CitizenDecision[]> {
  const rows = await platform.db.query<DecisionRow>(DECISIONS_SQL, [personId, helsinkiDate(now)])
  return rows.map((row) => toDecision(platform, row, personId)).sort(byConfirmationOrder)
}

/** The decisions of one application (sent date descending, type ascending); 404 when the caller is no party or none was sent. */
export async function decisionsOfApplication(platform: Platform, personId: string, applicationId: string, now: Date): Promise<CitizenDecision[]> {
  const rows = await platform.db.query<DecisionRow>(`${DECISIONS_SQL} and a.id = $3`, [personId, helsinkiDate(now), applicationId])
  if (rows.length === 0) throw new ApiError('NOT_FOUND')
  return rows.map((row) => toDecision(platform, row, personId)).sort(byConfirmationOrder)
}

/** The badge: pending decisions the caller can answer now. */
export async function pendingDecisionCount(platform: Platform, personId: string, now: Date): Promise<number> {
  const rows = await platform.db.query<DecisionRow>(`${DECISIONS_SQL} and d.status = 'PENDING'`, [personId, helsinkiDate(now)])
  return rows.filter((row) => answerable(row) && mayAnswer(row, personId)).length
}

/** A decision's row for its PDF: the caller must be a party of its application (404 otherwise). */
export async function readableDecision(platform: Platform, personId: string, decisionId: string, now: Date): Promise<DecisionRow> {
  const [row] = await platform.db.query<DecisionRow>(`${DECISIONS_SQL} and d.id = $3`, [personId, helsinkiDate(now), decisionId])
  if (!row) throw new ApiError('NOT_FOUND')
  return row
}

/**
 * Accepts or rejects a placement decision (spec part 1 §4, §5) in one transaction that holds the
 * application's row, so two guardians answering at once are answered in turn: the second gets
 * 409 DECISION_NOT_PENDING. Accepting writes the child's placement from the requested date;
 * rejecting preschool rejects its pending connected place; the application follows the answers.
 */
export async function answerDecision(
  platform: Platform,
  personId: string,
  applicationId: string,
  answer: { decisionId: string; accept: true; requestedStartDate: string | null | undefined } | { decisionId: string; accept: false },
  now: Date
): Promise<void> {
  const today = helsinkiDate(now)
  await platform.db.transaction(async (tx) => {
    const application = await getApplication(tx, applicationId, { forUpdate: true })
    if (!application) throw new ApiError('NOT_FOUND')
    const rows = await tx.query<DecisionRow>(`${DECISIONS_SQL} and a.id = $3`, [personId, today, applicationId])
    const decision = rows.find((row) => row.id === answer.decisionId)
    if (!decision) throw new ApiError('NOT_FOUND')
    if (!mayAnswer(decision, personId)) throw new ApiError('FORBIDDEN', 'Only the applicant or the other guardian living at the same address answers')
    if (!answerable(decision)) throw new ApiError('DECISION_NOT_PENDING', `The decision is ${decision.status}`)
    if (isConnectedDecision(decision.type)) {
      const preschool = rows.filter((row) => hasFixedStartDate(row.type))
      if (preschool.some((row) => row.status !== 'ACCEPTED'))
        throw new ApiError('DECISION_BLOCKED', 'The preschool decision must be accepted before its connected place is answered')
    }

    if (answer.accept) {
      const period = validRequestedStartDatePeriod({ type: decision.type, startDate: decision.start_date, endDate: decision.end_date }, windowDays(platform))
      refuseInvalid(validateAcceptDecisionBody({ requestedStartDate: answer.requestedStartDate }, period))
      const startDate = answer.requestedStartDate!
      await setAnswer(tx, decision.id, 'ACCEPTED', personId, now, startDate)
      await writePlacement(tx, {
        childId: decision.child_id,
        unitId: decision.unit_id,
        type: PLACEMENT_TYPE[decision.type],
        startDate,
        endDate: decision.end_date
      })
    } else {
      await setAnswer(tx, decision.id, 'REJECTED', personId, now, null)
      if (hasFixedStartDate(decision.type)) {
        for (const connected of rows.filter((row) => isConnectedDecision(row.type) && row.status === 'PENDING')) {
          await setAnswer(tx, connected.id, 'REJECTED', personId, now, null)
        }
      }
    }

    const statuses = await tx.query<{ status: DecisionStatus }>('select status from decision where application_id = $1 and sent_date is not null', [
      applicationId
    ])
    const next = transitionOnDecisionAnswers(
      application.status,
      statuses.map((row) => row.status)
    )
    if (next !== application.status) await updateStatus(tx, applicationId, { status: next, now })
  })
}

/** The conditional write: only a PENDING decision is answered, whoever asked first. */
async function setAnswer(tx: Queryable, id: string, status: 'ACCEPTED' | 'REJECTED', personId: string, now: Date, requestedStartDate: string | null) {
  const updated = await tx.query(
    `update decision set status = $2, resolved_at = $3, resolved_by = $4, requested_start_date = $5
     where id = $1 and status = 'PENDING' returning id`,
    [id, status, now, personId, requestedStartDate]
  )
  if (updated.length === 0) throw new ApiError('DECISION_NOT_PENDING')
}

/**
 * The accepted place from the requested date to the decision's end. A placement of the child
 * going on then ends the day before (a transfer, or preschool becoming preschool with daycare);
 * one starting later is replaced.
 */
async function writePlacement(tx: Queryable, placement: { childId: string; unitId: string; type: string; startDate: string; endDate: string }) {
  await tx.query('delete from placement where child_id = $1 and start_date >= $2 and start_date <= $3', [
    placement.childId,
    placement.startDate,
    placement.endDate
  ])
  await tx.query(`update placement set end_date = $2::date - 1 where child_id = $1 and start_date < $2 and end_date >= $2`, [
    placement.childId,
    placement.startDate
  ])
  await tx.query('insert into placement (child_id, unit_id, type, start_date, end_date) values ($1, $2, $3, $4, $5)', [
    placement.childId,
    placement.unitId,
    placement.type,
    placement.startDate,
    placement.endDate
  ])
}

// Finance decisions

interface FinanceRow {
  id: string
  type: FinanceDecisionType
  decision_number: number
  valid_from: string
  valid_to: string | null
  sent_at: Date
  head_id: string
  head_name: string
  partner_id: string | null
  partner_name: string | null
  total_cents: number
  document_id: string | null
  children: { id: string; name: string; unit_id: string; unit_name: string; placement_type: string; amount_cents: number; co_payment_cents: number }[]
}

const FINANCE_SQL = `
  select f.id, f.type, f.decision_number::int as decision_number, f.valid_from, f.valid_to, f.sent_at, f.total_cents, f.document_id,
         h.id as head_id, h.first_name || ' ' || h.last_name as head_name, p.id as partner_id, p.first_name || ' ' || p.last_name as partner_name,
         coalesce((select json_agg(json_build_object('id', c.id, 'name', c.first_name || ' ' || c.last_name, 'unit_id', u.id, 'unit_name', u.name,
                   'placement_type', fc.placement_type, 'amount_cents', fc.amount_cents, 'co_payment_cents', fc.co_payment_cents) order by c.date_of_birth)
                   from finance_decision_child fc join person c on c.id = fc.child_id join unit u on u.id = fc.unit_id
                   where fc.finance_decision_id = f.id), '[]') as children
  from finance_decision f
  join person h on h.id = f.head_of_family_id
  left join person p on p.id = f.partner_id
  where f.status = 'SENT' and f.sent_at is not null and (f.head_of_family_id = $1 or f.partner_id = $1)`

function toFinance(row: FinanceRow): FinanceDecision {
  const head = { id: row.head_id, name: row.head_name }
  return {
    id: row.id,
    type: row.type,
    decisionNumber: row.decision_number,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    sentAt: new Date(row.sent_at).toISOString(),
    headOfFamily: head,
    coDebtors: row.partner_id ? [head, { id: row.partner_id, name: row.partner_name ?? '' }] : [head],
    decisionChildren: row.children.map((child) => ({
      id: child.id,
      name: child.name,
      unit: { id: child.unit_id, name: child.unit_name },
      placementType: child.placement_type,
      amountCents: child.amount_cents,
      coPaymentCents: child.co_payment_cents
    })),
    totalCents: row.total_cents,
    hasDocument: row.document_id !== null
  }
}

/** Sent finance decisions where the caller is liable, by validFrom then sentAt, both descending. */
export async function financeDecisionsOf(db: Queryable, personId: string): Promise<FinanceDecision[]> {
  const rows = await db.query<FinanceRow>(`${FINANCE_SQL} order by f.valid_from desc, f.sent_at desc, f.id`, [personId])
  return rows.map(toFinance)
}

/** One sent finance decision of the kind where the caller is liable; 404 otherwise (another guardian of the child too). */
export async function financeDecisionOf(
  db: Queryable,
  personId: string,
  id: string,
  type: FinanceDecisionType
): Promise<{ id: string; documentId: string | null; decisionNumber: number }> {
  const [row] = await db.query<FinanceRow>(`${FINANCE_SQL} and f.id = $2 and f.type = $3`, [personId, id, type])
  if (!row) throw new ApiError('NOT_FOUND')
  return { id: row.id, documentId: row.document_id, decisionNumber: row.decision_number }
}

// Assistance decisions, both kinds

export type AssistanceKind = 'ASSISTANCE_NEED' | 'ASSISTANCE_NEED_PRESCHOOL'
const TABLE: Record<AssistanceKind, string> = { ASSISTANCE_NEED: 'assistance_need_decision', ASSISTANCE_NEED_PRESCHOOL: 'assistance_need_preschool_decision' }

/** Sent decisions (never DRAFT or NEEDS_WORK) of children the caller is a guardian of now. */
const assistanceSql = (kind: AssistanceKind) => `
  select d.*, d.decision_number::int as decision_number, c.first_name || ' ' || c.last_name as child_name, u.name as unit_name,
         not exists (select 1 from ${TABLE[kind]}_read r where r.decision_id = d.id and r.person_id = $1) as is_unread
  from ${TABLE[kind]} d
  join guardianship g on g.child_id = d.child_id and g.guardian_id = $1
  join person c on c.id = d.child_id
  left join unit u on u.id = d.unit_id
  where d.status in ('ACCEPTED', 'REJECTED', 'ANNULLED') and d.sent_at is not null`

type AssistanceRow = Record<string, unknown> & {
  id: string
  child_id: string
  child_name: string
  decision_number: number
  status: 'ACCEPTED' | 'REJECTED' | 'ANNULLED'
  language: 'FI' | 'SV'
  decision_made: string | null
  valid_from: string
  valid_to: string | null
  unit_id: string | null
  unit_name: string | null
  annulment_reason: string
  is_unread: boolean
  document_id: string | null
}

const common = (row: AssistanceRow) => ({
  id: row.id,
  childId: row.child_id,
  childName: row.child_name,
  decisionNumber: row.decision_number,
  status: row.status,
  language: row.language,
  decisionMade: row.decision_made,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  unit: row.unit_id && row.unit_name ? { id: row.unit_id, name: row.unit_name } : null,
  annulmentReason: row.annulment_reason,
  isUnread: row.is_unread,
  hasDocument: row.document_id !== null
})

const ORDER = 'order by d.valid_from desc, d.decision_made desc nulls last, d.id'

export async function assistanceDecisions(db: Queryable, personId: string): Promise<AssistanceNeedDecisionListItem[]> {
  const rows = await db.query<AssistanceRow>(`${assistanceSql('ASSISTANCE_NEED')} ${ORDER}`, [personId])
  return rows.map((row) => ({ ...common(row), assistanceLevels: row.assistance_levels as string[] }))
}

export async function preschoolAssistanceDecisions(db: Queryable, personId: string): Promise<AssistanceNeedPreschoolDecisionListItem[]> {
  const rows = await db.query<AssistanceRow>(`${assistanceSql('ASSISTANCE_NEED_PRESCHOOL')} ${ORDER}`, [personId])
  return rows.map((row) => ({ ...common(row), type: row.type as 'NEW' | 'CONTINUING' | 'TERMINATED' }))
}

async function assistanceRow(db: Queryable, kind: AssistanceKind, personId: string, id: string): Promise<AssistanceRow> {
  const [row] = await db.query<AssistanceRow>(`${assistanceSql(kind)} and d.id = $2`, [personId, id])
  if (!row) throw new ApiError('NOT_FOUND')
  return row
}

const person = (row: AssistanceRow, prefix: 'preparer' | 'decision_maker') => ({
  name: row[`${prefix}_name`] as string,
  title: row[`${prefix}_title`] as string
})

export async function assistanceDecision(db: Queryable, personId: string, id: string): Promise<AssistanceNeedDecision> {
  const row = await assistanceRow(db, 'ASSISTANCE_NEED', personId, id)
  return {
    ...common(row),
    assistanceLevels: row.assistance_levels as string[],
    pedagogicalMotivation: row.pedagogical_motivation as string,
    structuralMotivationOptions: row.structural_motivation_options as string[],
    structuralMotivationDescription: row.structural_motivation_description as string,
    careMotivation: row.care_motivation as string,
    serviceOptions: row.service_options as string[],
    servicesMotivation: row.services_motivation as string,
    expertResponsibilities: row.expert_responsibilities as string,
    guardiansHeardOn: row.guardians_heard_on as string | null,
    heardGuardians: row.heard_guardians as string,
    viewOfGuardians: row.view_of_guardians as string,
    otherRepresentativeHeard: row.other_representative_heard as boolean,
    otherRepresentativeDetails: row.other_representative_details as string,
    motivationForDecision: row.motivation_for_decision as string,
    preparer: person(row, 'preparer'),
    decisionMaker: person(row, 'decision_maker')
  }
}

export async function preschoolAssistanceDecision(db: Queryable, personId: string, id: string): Promise<AssistanceNeedPreschoolDecision> {
  const row = await assistanceRow(db, 'ASSISTANCE_NEED_PRESCHOOL', personId, id)
  const text = (column: string) => row[column] as string
  const flag = (column: string) => row[column] as boolean
  return {
    ...common(row),
    type: row.type as 'NEW' | 'CONTINUING' | 'TERMINATED',
    extendedCompulsoryEducation: flag('extended_compulsory_education'),
    extendedCompulsoryEducationInfo: text('extended_compulsory_education_info'),
    grantedAssistanceService: flag('granted_assistance_service'),
    grantedInterpretationService: flag('granted_interpretation_service'),
    grantedAssistiveDevices: flag('granted_assistive_devices'),
    grantedServicesBasis: text('granted_services_basis'),
    primaryGroup: text('primary_group'),
    decisionBasis: text('decision_basis'),
    basisDocumentPedagogicalReport: flag('basis_document_pedagogical_report'),
    basisDocumentPsychologistStatement: flag('basis_document_psychologist_statement'),
    basisDocumentDoctorStatement: flag('basis_document_doctor_statement'),
    basisDocumentSocialReport: flag('basis_document_social_report'),
    basisDocumentOtherOrMissing: flag('basis_document_other_or_missing'),
    basisDocumentOtherOrMissingInfo: text('basis_document_other_or_missing_info'),
    basisDocumentsInfo: text('basis_documents_info'),
    guardiansHeardOn: row.guardians_heard_on as string | null,
    viewOfGuardians: text('view_of_guardians'),
    preparer: person(row, 'preparer'),
    decisionMaker: person(row, 'decision_maker')
  }
}

/** The stored PDF of an assistance decision the caller may read (404 otherwise). */
export async function assistanceDocument(db: Queryable, kind: AssistanceKind, personId: string, id: string) {
  const row = await assistanceRow(db, kind, personId, id)
  return { id: row.id, documentId: row.document_id, decisionNumber: row.decision_number }
}

/** Marks it read for the caller only; idempotent. */
export async function markAssistanceRead(db: Queryable, kind: AssistanceKind, personId: string, id: string, now: Date): Promise<void> {
  await assistanceRow(db, kind, personId, id)
  await db.query(`insert into ${TABLE[kind]}_read (decision_id, person_id, read_at) values ($1, $2, $3) on conflict do nothing`, [id, personId, now])
}

export async function unreadCounts(db: Queryable, kind: AssistanceKind, personId: string): Promise<{ childId: string; count: number }[]> {
  return db.query<{ childId: string; count: number }>(
    `select q.child_id as "childId", count(*)::int as count from (${assistanceSql(kind)}) q where q.is_unread group by q.child_id order by q.child_id`,
    [personId]
  )
}
