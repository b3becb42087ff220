import { getApplication, updateStatus } from '../application-core/repository'
import type { ApplicationStatus } from '../application-core/schemas'
import { transition } from '../application-core/status'
import { advanceCase } from '../process-metadata/repository'
import type { Queryable } from '../platform/db'
import { composeEmail } from '../platform/email/compose'
import { queueEmail, recipientLanguage } from '../platform/email/outbox'
import { ApiError } from '../platform/errors'
import { childFirstName, queuePush } from '../platform/push/notify'
import { PUSH_TEXTS } from '../platform/push/texts'
import type { Platform } from '../platform/types'
import { queueDocument } from './documents'
import type { DecisionType } from './schemas'

/*
 * The staff side of decisions (seed and dev API): decisions made and sent, finance and assistance
 * decisions written. Sending queues each PDF's render and, unless turned off, a notification email.
 */

export interface NewDecision {
  applicationId: string
  type: DecisionType
  unitId: string
  startDate: string
  endDate: string
  status?: 'PENDING' | 'ACCEPTED' | 'REJECTED'
  sentDate?: string | null
  requestedStartDate?: string | null
  decisionMaker?: string
  now: Date
}

export async function insertDecision(db: Queryable, decision: NewDecision): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into decision (application_id, type, unit_id, start_date, end_date, status, sent_date, requested_start_date, decision_maker, created_at,
       resolved_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, case when $6 = 'PENDING' then null else $10::timestamptz end) returning id`,
    [
      decision.applicationId,
      decision.type,
      decision.unitId,
      decision.startDate,
      decision.endDate,
      decision.status ?? 'PENDING',
      decision.sentDate ?? null,
      decision.requestedStartDate ?? null,
      decision.decisionMaker ?? 'Varhaiskasvatusjohtaja Helena Lehto',
      decision.now
    ]
  )
  if (decision.sentDate) await queueDocument(db, 'DECISION', row!.id, decision.now)
  return row!.id
}

/** Staff's route from any processing status to WAITING_CONFIRMATION, each step through the transition function. */
const TO_CONFIRMATION: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  SENT: ['WAITING_PLACEMENT', 'WAITING_DECISION', 'WAITING_MAILING', 'WAITING_CONFIRMATION'],
  WAITING_PLACEMENT: ['WAITING_DECISION', 'WAITING_MAILING', 'WAITING_CONFIRMATION'],
  WAITING_DECISION: ['WAITING_MAILING', 'WAITING_CONFIRMATION'],
  WAITING_UNIT_CONFIRMATION: ['WAITING_MAILING', 'WAITING_CONFIRMATION'],
  WAITING_MAILING: ['WAITING_CONFIRMATION'],
  WAITING_CONFIRMATION: []
}

/**
 * Sends the application's unsent decisions: sent today, the application waiting for the
 * guardian's answer, a PDF render each. Answers the decisions sent and the parties who may read
 * them (for `notifyGuardians`).
 */
export async function sendDecisions(tx: Queryable, applicationId: string, today: string, now: Date): Promise<{ decisionIds: string[]; partyIds: string[] }> {
  const application = await getApplication(tx, applicationId, { forUpdate: true })
  if (!application) throw new ApiError('NOT_FOUND')
  const path = TO_CONFIRMATION[application.status]
  if (!path) throw new ApiError('APPLICATION_NOT_EDITABLE', `Decisions of a ${application.status} application cannot be sent`)
  let status = application.status
  for (const next of path) {
    status = transition(status, next, 'STAFF')
    await updateStatus(tx, applicationId, { status, now })
  }
  const sent = await tx.query<{ id: string }>('update decision set sent_date = $2 where application_id = $1 and sent_date is null returning id', [
    applicationId,
    today
  ])
  for (const { id } of sent) await queueDocument(tx, 'DECISION', id, now)
  if (sent.length > 0) {
    // Issue 37 §3: the parties' devices hear that a decision waits for an answer (once per application's sending).
    const child = await childFirstName(tx, application.childId)
    await queuePush(tx, {
      personIds: [application.guardianId, ...application.otherGuardianIds],
      type: 'DECISION_NOTIFICATION',
      eventKey: `decisions:${sent
        .map((row) => row.id)
        .sort()
        .join(',')}`,
      message: (language) => ({ ...PUSH_TEXTS.decision[language](child), url: `/decisions/by-application/${applicationId}`, tag: `decision:${applicationId}` }),
      now
    })
  }
  return { decisionIds: sent.map((row) => row.id), partyIds: [application.guardianId, ...application.otherGuardianIds] }
}

const EMAIL = {
  fi: { subject: 'Pesä: uusi päätös', paragraphs: ['Sinulle on uusi päätös Pesässä.'], link: 'Lue päätös' },
  sv: { subject: 'Pesä: nytt beslut', paragraphs: ['Du har ett nytt beslut i Pesä.'], link: 'Läs beslutet' },
  en: { subject: 'Pesä: new decision', paragraphs: ['You have a new decision in Pesä.'], link: 'Read the decision' }
} as const

/** One DECISION_NOTIFICATION to each person with an email (the sender skips those who turned it off). */
export async function notifyGuardians(platform: Platform, tx: Queryable, personIds: string[], now: Date): Promise<void> {
  const rows = await tx.query<{ id: string; email: string }>(
    "select id, coalesce(nullif(verified_email, ''), email) as email from person where id = any ($1::uuid[]) and coalesce(nullif(verified_email, ''), email, '') <> ''",
    [[...new Set(personIds)]]
  )
  for (const row of rows) {
    const language = await recipientLanguage(tx, row.id)
    const words = EMAIL[language]
    const content = composeEmail(
      { subject: words.subject, paragraphs: [...words.paragraphs], link: { path: '/decisions', text: words.link } },
      language,
      platform.config.publicUrl,
      platform.municipality
    )
    await queueEmail(tx, { to: row.email, personId: row.id, type: 'DECISION_NOTIFICATION', language, content, now })
  }
}

export interface NewFinanceDecision {
  type: 'FEE_DECISION' | 'VOUCHER_VALUE_DECISION'
  status: 'DRAFT' | 'SENT' | 'ANNULLED'
  validFrom: string
  validTo: string | null
  sentAt: Date | null
  headOfFamilyId: string
  partnerId: string | null
  children: { childId: string; unitId: string; placementType: string; amountCents: number; coPaymentCents?: number }[]
  now: Date
}

export async function insertFinanceDecision(db: Queryable, decision: NewFinanceDecision): Promise<string> {
  const total = decision.children.reduce((sum, child) => sum + child.amountCents, 0)
  const [row] = await db.query<{ id: string }>(
    `insert into finance_decision (type, status, valid_from, valid_to, sent_at, head_of_family_id, partner_id, total_cents, decision_maker, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'Talouspäällikkö Marja Salo', $9) returning id`,
    [decision.type, decision.status, decision.validFrom, decision.validTo, decision.sentAt, decision.headOfFamilyId, decision.partnerId, total, decision.now]
  )
  for (const child of decision.children) {
    await db.query(
      'insert into finance_decision_child (finance_decision_id, child_id, unit_id, placement_type, amount_cents, co_payment_cents) values ($1, $2, $3, $4, $5, $6)',
      [row!.id, child.childId, child.unitId, child.placementType, child.amountCents, child.coPaymentCents ?? 0]
    )
  }
  if (decision.status === 'SENT') {
    await queueDocument(db, 'FINANCE_DECISION', row!.id, decision.now)
    // Staff's preparation is not in Pesä: the case is recorded as done when the decision is sent.
    await advanceCase(db, { financeDecisionId: row!.id }, 'COMPLETED', decision.sentAt ?? decision.now)
  }
  return row!.id
}

const SENT_ASSISTANCE = ['ACCEPTED', 'REJECTED', 'ANNULLED']

export interface NewAssistanceDecision {
  childId: string
  status: 'DRAFT' | 'NEEDS_WORK' | 'ACCEPTED' | 'REJECTED' | 'ANNULLED'
  language: 'FI' | 'SV'
  validFrom: string
  validTo: string | null
  unitId: string | null
  decisionMade: string | null
  annulmentReason?: string
  now: Date
}

export async function insertAssistanceDecision(
  db: Queryable,
  decision: NewAssistanceDecision & { assistanceLevels: string[]; motivation: string; viewOfGuardians: string }
): Promise<string> {
  const sent = SENT_ASSISTANCE.includes(decision.status)
  const [row] = await db.query<{ id: string }>(
    `insert into assistance_need_decision (child_id, status, language, decision_made, sent_at, valid_from, valid_to, unit_id, assistance_levels,
       pedagogical_motivation, structural_motivation_options, structural_motivation_description, care_motivation, service_options, services_motivation,
       expert_responsibilities, guardians_heard_on, heard_guardians, view_of_guardians, motivation_for_decision, preparer_name, preparer_title,
       decision_maker_name, decision_maker_title, annulment_reason, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26) returning id`,
    [
      decision.childId,
      decision.status,
      decision.language,
      decision.decisionMade,
      sent ? decision.now : null,
      decision.validFrom,
      decision.validTo,
      decision.unitId,
      decision.assistanceLevels,
      decision.language === 'SV' ? 'Pedagogiskt stöd i vardagen.' : 'Pedagogista tukea arjen tilanteissa.',
      ['SMALLER_GROUP', 'GROUP_ASSISTANT'],
      decision.language === 'SV' ? 'Mindre grupp och gruppassistent.' : 'Pienennetty ryhmä ja ryhmäavustaja.',
      decision.language === 'SV' ? 'Stöd vid måltider.' : 'Tukea ruokailutilanteissa.',
      ['CONSULTATION_SPECIAL_ED', 'PART_TIME_SPECIAL_ED'],
      decision.language === 'SV' ? 'Speciallärarens konsultation.' : 'Erityisopettajan konsultaatio.',
      decision.language === 'SV' ? 'Specialläraren följer upp stödet.' : 'Erityisopettaja seuraa tuen toteutumista.',
      decision.decisionMade,
      decision.language === 'SV' ? 'Vårdnadshavarna' : 'Huoltajat',
      decision.viewOfGuardians,
      decision.motivation,
      decision.language === 'SV' ? 'Maria Lind' : 'Eeva Kallio',
      decision.language === 'SV' ? 'specialbarnträdgårdslärare' : 'varhaiskasvatuksen erityisopettaja',
      decision.language === 'SV' ? 'Johan Berg' : 'Helena Lehto',
      decision.language === 'SV' ? 'chef för småbarnspedagogik' : 'varhaiskasvatusjohtaja',
      decision.annulmentReason ?? '',
      decision.now
    ]
  )
  if (sent) await queueDocument(db, 'ASSISTANCE_NEED_DECISION', row!.id, decision.now)
  return row!.id
}

export async function insertPreschoolAssistanceDecision(
  db: Queryable,
  decision: NewAssistanceDecision & { type: 'NEW' | 'CONTINUING' | 'TERMINATED'; decisionBasis: string; viewOfGuardians: string }
): Promise<string> {
  const sent = SENT_ASSISTANCE.includes(decision.status)
  const sv = decision.language === 'SV'
  const [row] = await db.query<{ id: string }>(
    `insert into assistance_need_preschool_decision (child_id, status, language, type, decision_made, sent_at, valid_from, valid_to,
       extended_compulsory_education, granted_assistance_service, granted_services_basis, unit_id, primary_group, decision_basis,
       basis_document_pedagogical_report, basis_document_psychologist_statement, basis_documents_info, guardians_heard_on, view_of_guardians,
       preparer_name, preparer_title, decision_maker_name, decision_maker_title, annulment_reason, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, false, true, $9, $10, $11, $12, true, true, $13, $5, $14, $15, $16, $17, $18, $19, $20) returning id`,
    [
      decision.childId,
      decision.status,
      decision.language,
      decision.type,
      decision.decisionMade,
      sent ? decision.now : null,
      decision.validFrom,
      decision.validTo,
      sv ? 'Stöd i gruppen enligt den pedagogiska utredningen.' : 'Tukea ryhmässä pedagogisen selvityksen mukaan.',
      decision.unitId,
      sv ? 'Förskolan' : 'Esikoulu Tähdet',
      decision.decisionBasis,
      sv ? 'Pedagogisk utredning och psykologens utlåtande.' : 'Pedagoginen selvitys ja psykologin lausunto.',
      decision.viewOfGuardians,
      sv ? 'Maria Lind' : 'Eeva Kallio',
      sv ? 'speciallärare' : 'erityisopettaja',
      sv ? 'Johan Berg' : 'Helena Lehto',
      sv ? 'chef för förskoleundervisningen' : 'esiopetuksen johtaja',
      decision.annulmentReason ?? '',
      decision.now
    ]
  )
  if (sent) await queueDocument(db, 'ASSISTANCE_NEED_PRESCHOOL_DECISION', row!.id, decision.now)
  return row!.id
}
