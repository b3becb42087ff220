import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { validateIncomeStatementBody, type IncomeStatementFacts } from '@pesa/shared/validators'
import { attachUploads, deleteAttachmentsOf, type AttachmentOwnerType } from '../platform/attachments'
import type { Queryable } from '../platform/db'
import { composeEmail } from '../platform/email/compose'
import { queueEmail, recipientLanguage } from '../platform/email/outbox'
import type { MunicipalityConfig } from '../platform/municipality-schema'
import { ApiError, refuseInvalid } from '../platform/errors'
import type { Platform } from '../platform/types'
import { isGuardianOf } from '../population-register/repository'
import { expiryReminderEmail } from './emails'
import * as repository from './repository'
import type { IncomeStatementRow } from './repository'
import type { IncomeStatement, IncomeStatementAction, IncomeStatementBody, IncomeStatementSummary, IncomeStatementUpdateSent } from './schemas'

/** Who acts, and when. */
export interface Actor {
  personId: string
  now: Date
}

/** The caller's relation to a statement's person: the person, or a guardian of the child. Else 404. */
export async function hasRelation(db: Queryable, callerId: string, personId: string): Promise<boolean> {
  return callerId === personId || isGuardianOf(db, callerId, personId)
}

/** The statement if the caller may see it; 404 otherwise, whether it exists or not. */
export async function statementFor(db: Queryable, callerId: string, id: string, lock = false): Promise<IncomeStatementRow> {
  const row = await (lock ? repository.lockStatement(db, id) : repository.findStatement(db, id))
  if (!row || !(await hasRelation(db, callerId, row.personId))) throw new ApiError('NOT_FOUND')
  return row
}

/** A child of the caller (guardian today); 404 for anyone else. */
export async function requireChild(db: Queryable, callerId: string, childId: string): Promise<void> {
  if (!(await isGuardianOf(db, callerId, childId))) throw new ApiError('NOT_FOUND')
}

/**
 * §4: PUT on DRAFT; add details on a SENT own or child income statement; delete while not HANDLED.
 * Decided (the spec is silent): once staff have added a paper attachment, the guardian may no
 * longer delete the statement. The paper attachments are documents the municipality received and
 * keeps as its records; deleting the statement would delete them with it, and the guardian cannot
 * delete them alone either (403). Details may still be added; staff handle or remove it.
 */
export function permittedActions(row: Pick<IncomeStatementRow, 'status' | 'type' | 'hasStaffAttachments'>): IncomeStatementAction[] {
  const remove: IncomeStatementAction[] = row.hasStaffAttachments ? [] : ['DELETE']
  if (row.status === 'DRAFT') return ['UPDATE', ...remove]
  if (row.status === 'SENT') return row.type === 'HIGHEST_FEE' ? remove : ['UPDATE_SENT', ...remove]
  return []
}

function requireAction(row: IncomeStatementRow, action: IncomeStatementAction): void {
  if (!permittedActions(row).includes(action)) throw new ApiError('INCOME_STATEMENT_NOT_EDITABLE', `The statement is ${row.status}`)
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function summaryOf(row: IncomeStatementRow): IncomeStatementSummary {
  return {
    id: row.id,
    personId: row.personId,
    type: row.type,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: iso(row.sentAt),
    handledAt: iso(row.handledAt),
    permittedActions: permittedActions(row)
  }
}

type StoredBody = Omit<IncomeStatementBody, 'type' | 'startDate' | 'endDate' | 'attachmentIds' | 'updatedAt'>

export async function statementOf(db: Queryable, row: IncomeStatementRow): Promise<IncomeStatement> {
  const body = row.body as StoredBody
  const attachments = await repository.attachmentsOf(db, row.id)
  return {
    ...summaryOf(row),
    gross: body.gross ?? null,
    isEntrepreneur: body.isEntrepreneur,
    entrepreneur: body.entrepreneur ?? null,
    student: body.student ?? false,
    alimonyPayer: body.alimonyPayer ?? false,
    otherInfo: body.otherInfo ?? '',
    assure: body.assure ?? false,
    attachments: attachments.map(({ uploadedByEmployee, ...attachment }) => ({ ...attachment, byStaff: uploadedByEmployee !== null }))
  }
}

export async function page(db: Queryable, personId: string, pageNumber: number) {
  const { rows, total } = await repository.statementsOf(db, personId, pageNumber)
  return { data: rows.map(summaryOf), pages: Math.max(1, Math.ceil(total / repository.PAGE_SIZE)) }
}

/** Texts trimmed; the section a type does not have dropped (the rules have already refused answers it hides). */
function storedBody(body: IncomeStatementBody): StoredBody {
  const trimmed = JSON.parse(JSON.stringify(body), (_key, value: unknown) => (typeof value === 'string' ? value.trim() : value)) as IncomeStatementBody
  const income = trimmed.type === 'INCOME'
  const entrepreneur = income && trimmed.isEntrepreneur ? trimmed.entrepreneur : null
  return {
    gross: income ? trimmed.gross : null,
    isEntrepreneur: income ? trimmed.isEntrepreneur : undefined,
    entrepreneur: entrepreneur && {
      ...entrepreneur,
      limitedCompany: entrepreneur.limitedCompany,
      accountant: entrepreneur.limitedCompany || entrepreneur.partnership ? entrepreneur.accountant : null
    },
    student: trimmed.type === 'CHILD_INCOME' ? false : trimmed.student,
    alimonyPayer: trimmed.type === 'CHILD_INCOME' ? false : trimmed.alimonyPayer,
    otherInfo: trimmed.otherInfo,
    assure: trimmed.assure
  }
}

/** The types of the files the statement will have: the listed ids must be linkable (else 400 ATTACHMENT_UNKNOWN). */
async function attachmentTypesAfter(db: Queryable, actor: Actor, ids: string[], statementId: string | null): Promise<string[]> {
  const unique = [...new Set(ids)]
  const linkable = await repository.linkableAttachmentTypes(db, unique, actor.personId, statementId)
  if (linkable.length !== unique.length) throw new ApiError('ATTACHMENT_UNKNOWN', 'Not uploads of this caller that can be attached here')
  const existing = statementId ? await repository.attachmentsOf(db, statementId) : []
  return [...existing.map((a) => a.attachmentType), ...linkable.map((a) => a.attachmentType)].filter((type): type is string => type !== null)
}

function checkAttachmentKinds(body: IncomeStatementBody, types: string[]): void {
  const child = body.type === 'CHILD_INCOME'
  if (types.some((type) => (type === 'CHILD_INCOME') !== child)) throw new ApiError('ATTACHMENT_UNKNOWN', 'An attachment of another kind of statement')
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'

/** Runs the save; a start day taken in a race answers as the rule does (DATE_UNSELECTABLE). */
async function guardStartDate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('VALIDATION_FAILED', 'Another statement starts that day', { startDate: 'DATE_UNSELECTABLE' })
    throw error
  }
}

async function validate(
  db: Queryable,
  body: IncomeStatementBody,
  facts: Omit<IncomeStatementFacts, 'takenStartDates'> & { personId: string; exceptId?: string }
) {
  const takenStartDates = await repository.startDatesOf(db, facts.personId, facts.exceptId)
  refuseInvalid(validateIncomeStatementBody(body, { ...facts, takenStartDates }))
}

/** POST: a new statement of the person (the caller, or a child of the caller: checked by the route). */
export async function create(
  platform: Platform,
  ownerType: AttachmentOwnerType,
  actor: Actor,
  personId: string,
  kind: 'ADULT' | 'CHILD',
  body: IncomeStatementBody,
  draft: boolean
): Promise<string> {
  const today = helsinkiDate(actor.now)
  return guardStartDate(() =>
    platform.db.transaction(async (tx) => {
      if (kind === 'CHILD') await requireChild(tx, actor.personId, personId)
      const attachmentTypes = await attachmentTypesAfter(tx, actor, body.attachmentIds, null)
      checkAttachmentKinds(body, attachmentTypes)
      await validate(tx, body, { today, draft, kind, attachmentTypes, personId })
      const id = await repository.insertStatement(tx, personId, actor.personId, {
        type: body.type,
        status: draft ? 'DRAFT' : 'SENT',
        startDate: body.startDate,
        endDate: body.endDate || null,
        body: storedBody(body),
        now: actor.now
      })
      await attachUploads(tx, { ownerType, ownerId: id, ids: body.attachmentIds, personId: actor.personId, now: actor.now })
      return id
    })
  )
}

function requireVersion(row: IncomeStatementRow, updatedAt: string | undefined): void {
  if (updatedAt === undefined) throw new ApiError('VALIDATION_FAILED', 'The version edited is missing', { updatedAt: 'REQUIRED' })
  if (row.updatedAt.getTime() !== new Date(updatedAt).getTime()) throw new ApiError('INCOME_STATEMENT_CHANGED', 'The statement was changed meanwhile')
}

/** PUT: a DRAFT saved again or sent. */
export async function update(
  platform: Platform,
  ownerType: AttachmentOwnerType,
  actor: Actor,
  id: string,
  body: IncomeStatementBody,
  draft: boolean
): Promise<void> {
  const today = helsinkiDate(actor.now)
  await guardStartDate(() =>
    platform.db.transaction(async (tx) => {
      const row = await statementFor(tx, actor.personId, id, true)
      requireAction(row, 'UPDATE')
      requireVersion(row, body.updatedAt)
      const kind = row.type === 'CHILD_INCOME' ? 'CHILD' : 'ADULT'
      const attachmentTypes = await attachmentTypesAfter(tx, actor, body.attachmentIds, id)
      checkAttachmentKinds(body, attachmentTypes)
      await validate(tx, body, { today, draft, kind, attachmentTypes, personId: row.personId, exceptId: id })
      await repository.updateStatement(tx, id, {
        type: body.type,
        status: draft ? 'DRAFT' : 'SENT',
        startDate: body.startDate,
        endDate: body.endDate || null,
        body: storedBody(body),
        now: actor.now
      })
      await attachUploads(tx, { ownerType, ownerId: id, ids: body.attachmentIds, personId: actor.personId, now: actor.now })
    })
  )
}

/** PUT …/update-sent: more details and files for a SENT statement; the rules are checked again on the whole. */
export async function updateSent(
  platform: Platform,
  ownerType: AttachmentOwnerType,
  actor: Actor,
  id: string,
  change: IncomeStatementUpdateSent
): Promise<void> {
  await platform.db.transaction(async (tx) => {
    const row = await statementFor(tx, actor.personId, id, true)
    requireAction(row, 'UPDATE_SENT')
    requireVersion(row, change.updatedAt)
    const stored = row.body as StoredBody
    const body: IncomeStatementBody = {
      ...stored,
      type: row.type,
      startDate: row.startDate,
      endDate: row.endDate ?? '',
      otherInfo: change.otherInfo,
      attachmentIds: change.attachmentIds
    }
    const attachmentTypes = await attachmentTypesAfter(tx, actor, change.attachmentIds, id)
    // The period was accepted when sent: only what this change touches is judged again.
    const errors = validateIncomeStatementBody(body, {
      today: row.startDate,
      draft: false,
      kind: row.type === 'CHILD_INCOME' ? 'CHILD' : 'ADULT',
      attachmentTypes,
      takenStartDates: []
    })
    delete errors.startDate
    delete errors.endDate
    refuseInvalid(errors)
    checkAttachmentKinds(body, attachmentTypes)
    await repository.updateStatement(tx, id, {
      type: row.type,
      status: 'SENT',
      startDate: row.startDate,
      endDate: row.endDate,
      body: { ...stored, otherInfo: change.otherInfo.trim() },
      now: actor.now
    })
    await attachUploads(tx, { ownerType, ownerId: id, ids: change.attachmentIds, personId: actor.personId, now: actor.now })
  })
}

/** DELETE: a DRAFT or SENT statement and its files, unless staff have added paper attachments (409). */
export async function remove(platform: Platform, ownerType: AttachmentOwnerType, actor: Actor, id: string): Promise<void> {
  await platform.db.transaction(async (tx) => {
    const row = await statementFor(tx, actor.personId, id, true)
    if (row.status !== 'HANDLED' && row.hasStaffAttachments)
      throw new ApiError('INCOME_STATEMENT_HAS_STAFF_ATTACHMENTS', 'Staff have added paper attachments to the statement')
    requireAction(row, 'DELETE')
    await deleteAttachmentsOf(tx, ownerType, [id])
    await repository.deleteStatement(tx, id)
  })
}

/** The end dates of the caller's statements that run out soon (§2 calendar banner): 4 weeks. */
export async function expiring(db: Queryable, personId: string, now: Date): Promise<string[]> {
  const rows = await repository.expiringStatements(db, helsinkiDate(now), EXPIRY_NOTICE_DAYS, personId)
  return rows.map((row) => row.endDate)
}

export const EXPIRY_NOTICE_DAYS = 28

/**
 * Reminder emails 4 and 2 weeks before a statement runs out, once each, to the guardian's email
 * unless INCOME_NOTIFICATION is turned off, in the guardian's language through the outbox (the
 * sender skips it too if the type is turned off before it goes). Answers how many were queued.
 */
export async function sendExpiryReminders(db: Queryable, settings: { publicUrl: string; municipality: MunicipalityConfig }, now: Date): Promise<number> {
  const today = helsinkiDate(now)
  let sent = 0
  for (const row of await repository.expiringStatements(db, today, EXPIRY_NOTICE_DAYS, null)) {
    const kind = row.endDate <= addDays(today, 14) ? 'EXPIRING_2_WEEKS' : 'EXPIRING_4_WEEKS'
    if (!row.email || (await repository.incomeEmailsOff(db, row.personId))) continue
    if (!(await repository.notificationSent(db, row.id, row.personId, kind, now))) continue
    const language = await recipientLanguage(db, row.personId)
    const content = composeEmail(expiryReminderEmail(language, row.endDate), language, settings.publicUrl, settings.municipality)
    await queueEmail(db, { to: row.email, personId: row.personId, type: 'INCOME_NOTIFICATION', language, content, now })
    sent++
  }
  return sent
}
