import { helsinkiDate } from '@pesa/shared/dates'
import { normalizeApplicationForm, validateApplicationUpdate, type ApplicationRuleContext } from '@pesa/shared/validators'
import * as core from '../application-core/repository'
import type { ApplicationRecord } from '../application-core/repository'
import type { ApplicationForm, ApplicationType } from '../application-core/schemas'
import { dueDate, permittedActions, permittedActionsWithDecisions, transition } from '../application-core/status'
import { deleteAttachments, deleteAttachmentsOf, type AttachmentOwnerType } from '../platform/attachments'
import type { Db, Queryable } from '../platform/db'
import { ApiError, refuseInvalid } from '../platform/errors'
import type { Platform } from '../platform/types'
import { applicationUnits, clubTerms, preschoolTerms, serviceNeedOptions } from '../units/repository'
import * as repository from './repository'
import type { ApplicationDetails, ApplicationUpdate, ByApplicationType, NewApplication } from './schemas'

const ALL_PLACEMENT_TYPES = ['DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB']

/** A type the municipality has switched off cannot be applied for (spec part 1 §1 flags, §2 new application page). */
export function applicationTypeAvailable(platform: Platform, type: ApplicationType): boolean {
  const flags = platform.municipality.featureFlags
  if (type === 'PRESCHOOL') return flags.preschool
  if (type === 'CLUB') return !flags.hideClubApplication
  return true
}

/** The applicant's application, or 404 for anyone else (the caller learns nothing). */
async function ownApplication(db: Queryable, personId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<ApplicationRecord> {
  const application = await core.getApplication(db, id, options)
  if (!application || application.guardianId !== personId) throw new ApiError('NOT_FOUND')
  return application
}

/** What the register says of the child's other guardian today. */
async function otherGuardianFacts(db: Queryable, childId: string, applicantId: string) {
  const others = await repository.otherGuardiansOf(db, childId, applicantId)
  return {
    otherGuardianIds: others.map((other) => other.id),
    hasOtherGuardian: others.length > 0,
    otherGuardianLivesInSameAddress: others.length > 0 && others.every((other) => other.sameAddress)
  }
}

/** The facts the shared rules need, read for this application and form (ApplicationRuleContext). */
async function ruleContext(
  platform: Platform,
  db: Queryable,
  application: ApplicationRecord,
  form: ApplicationForm,
  today: string
): Promise<ApplicationRuleContext> {
  const [applicant, others, clubs, preschools, options, files] = await Promise.all([
    repository.personBasics(db, application.guardianId),
    otherGuardianFacts(db, application.childId, application.guardianId),
    clubTerms(db),
    preschoolTerms(db),
    serviceNeedOptions(db, ALL_PLACEMENT_TYPES),
    repository.filesOf(db, application.id)
  ])
  const startDate = form.preferences.preferredStartDate
  const unitType = application.type === 'PRESCHOOL' ? (form.preferences.preparatory ? 'PREPARATORY' : 'PRESCHOOL') : application.type
  const units = startDate ? await applicationUnits(db, unitType, startDate, form.preferences.serviceNeed.shiftCare) : undefined
  return {
    type: application.type,
    today,
    sentStartDate: application.status === 'CREATED' ? null : application.form.preferences.preferredStartDate,
    flags: platform.municipality.featureFlags,
    clubTerms: clubs,
    preschoolTerms: preschools,
    serviceNeedOptions: options,
    availableUnitIds: units?.map((unit) => unit.id),
    maxPreferredUnits: platform.municipality.maxPreferredUnits,
    hasOtherGuardian: others.hasOtherGuardian,
    otherGuardianLivesInSameAddress: others.otherGuardianLivesInSameAddress,
    verifiedEmail: applicant?.verified_email ?? null,
    attachmentCounts: {
      URGENCY: files.filter((file) => file.attachment_type === 'URGENCY').length,
      EXTENDED_CARE: files.filter((file) => file.attachment_type === 'EXTENDED_CARE').length
    }
  }
}

/** The form a new application starts with: the applicant's phone and email from their details. */
function initialForm(person: repository.PersonBasicsRow & { phone: string; email: string | null }): ApplicationForm {
  const email = person.verified_email ?? person.email ?? ''
  return {
    child: { futureAddress: null, allergies: '', diet: '', assistanceNeeded: false, assistanceDescription: '' },
    guardian: { phone: person.phone, email, emailRepeat: person.verified_email ?? '', noEmail: false, futureAddress: null },
    secondGuardian: { agreementStatus: null, phone: '', email: '' },
    otherPartner: null,
    otherChildren: [],
    preferences: {
      preferredUnits: [],
      preferredStartDate: null,
      connectedDaycare: false,
      connectedDaycarePreferredStartDate: null,
      preparatory: false,
      urgent: false,
      serviceNeed: { startTime: '', endTime: '', shiftCare: false, partTime: false, serviceNeedOptionId: null },
      siblingBasis: null
    },
    maxFeeAccepted: false,
    otherInfo: '',
    clubDetails: { wasOnClubCare: false, wasOnDaycare: false }
  }
}

/** `POST /citizen/applications`: a draft for the guardian's child; one unfinished application per child and kind. */
export async function createApplication(platform: Platform, personId: string, body: NewApplication, now: Date): Promise<string> {
  return platform.db.transaction(async (tx) => {
    if (!(await repository.isGuardianOf(tx, personId, body.childId))) throw new ApiError('NOT_FOUND')
    if (!applicationTypeAvailable(platform, body.type)) throw new ApiError('APPLICATION_TYPE_NOT_AVAILABLE', `${body.type} applications are not taken`)
    // Serialises two creations for the same child, so both cannot pass the duplicate check
    await tx.query('select 1 from person where id = $1 for update', [body.childId])
    if ((await repository.unfinishedApplicationTypes(tx, personId, body.childId))[body.type])
      throw new ApiError('DUPLICATE_APPLICATION', 'An unfinished application of this kind exists')
    const [person] = await tx.query<repository.PersonBasicsRow & { phone: string; email: string | null }>(
      'select first_name, last_name, ssn, date_of_birth, street_address, postal_code, post_office, verified_email, phone, email from person where id = $1',
      [personId]
    )
    const others = await otherGuardianFacts(tx, body.childId, personId)
    return core.insertApplication(tx, {
      type: body.type,
      status: 'CREATED',
      childId: body.childId,
      guardianId: personId,
      form: initialForm(person!),
      hasOtherGuardian: others.hasOtherGuardian,
      otherGuardianLivesInSameAddress: others.otherGuardianLivesInSameAddress,
      now
    })
  })
}

/** The answers the other guardian does not see (the "hard" list): blank, so the shape stays one. */
function withoutPrivateAnswers(form: ApplicationForm): ApplicationForm {
  return {
    ...form,
    child: { ...form.child, futureAddress: null, allergies: '', diet: '', assistanceDescription: '' },
    guardian: { phone: '', email: '', emailRepeat: '', noEmail: false, futureAddress: null },
    secondGuardian: { agreementStatus: null, phone: '', email: '' },
    otherPartner: null,
    otherChildren: [],
    preferences: {
      ...form.preferences,
      siblingBasis: form.preferences.siblingBasis ? { ...form.preferences.siblingBasis, siblingSsn: '' } : null
    },
    otherInfo: ''
  }
}

/** `GET /citizen/applications/{id}`: for the applicant, or the other guardian with access; 404 otherwise. */
export async function applicationDetails(platform: Platform, personId: string, id: string, now: Date = new Date()): Promise<ApplicationDetails> {
  const { db } = platform
  const application = await core.getApplication(db, id)
  if (!application || !permittedActions(application, personId).includes('READ')) throw new ApiError('NOT_FOUND')
  const decisions = await core.decisionStates(db, personId, [application.id], helsinkiDate(now))
  const actions = permittedActionsWithDecisions(application, personId, decisions.withSentDecisions.has(application.id))
  const isApplicant = application.guardianId === personId
  const [people, files, preferredUnits, siblings] = await Promise.all([
    repository.personBasicsOf(db, [application.childId, application.guardianId]),
    isApplicant ? repository.filesOf(db, id) : Promise.resolve([]),
    repository.unitNames(db, application.form.preferences.preferredUnits),
    isApplicant ? repository.registerSiblings(db, personId, application.childId, helsinkiDate(now)) : Promise.resolve([])
  ])
  // While the applicant can still save, the other guardian is read from the register as every save
  // checks it, so the editor asks what the server will ask; after that, what was recorded stands.
  const others = isApplicant && actions.includes('UPDATE') ? await otherGuardianFacts(db, application.childId, application.guardianId) : undefined
  const child = people.get(application.childId)
  const guardian = people.get(application.guardianId)
  const person = (row: repository.PersonBasicsRow | undefined, full: boolean) => ({
    firstName: row?.first_name ?? '',
    lastName: row?.last_name ?? '',
    socialSecurityNumber: full ? (row?.ssn ?? null) : null,
    dateOfBirth: row?.date_of_birth ?? '',
    streetAddress: full ? (row?.street_address ?? '') : '',
    postalCode: full ? (row?.postal_code ?? '') : '',
    postOffice: full ? (row?.post_office ?? '') : ''
  })
  return {
    id: application.id,
    type: application.type,
    status: application.status,
    child: person(child, true),
    guardian: person(guardian, isApplicant),
    form: isApplicant ? application.form : withoutPrivateAnswers(application.form),
    preferredUnits,
    attachments: files.map((file) => ({
      id: file.id,
      name: file.name,
      contentType: file.content_type,
      size: Number(file.size),
      type: file.attachment_type,
      receivedAt: file.created_at.toISOString(),
      uploadedByEmployee: file.uploaded_by_employee !== null
    })),
    hasOtherGuardian: others?.hasOtherGuardian ?? application.hasOtherGuardian,
    otherGuardianLivesInSameAddress: others?.otherGuardianLivesInSameAddress ?? application.otherGuardianLivesInSameAddress ?? false,
    allowOtherGuardianAccess: application.allowOtherGuardianAccess,
    transferApplication: application.transferApplication,
    createdAt: application.createdAt.toISOString(),
    modifiedAt: application.formModifiedAt.toISOString(),
    sentDate: application.sentDate,
    dueDate: isApplicant ? application.dueDate : null,
    verifiedEmail: isApplicant ? (guardian?.verified_email ?? null) : null,
    registerSiblings: siblings.map((sibling) => ({
      name: `${sibling.first_name} ${sibling.last_name}`,
      socialSecurityNumber: sibling.ssn ?? '',
      unitName: sibling.unit_name ?? ''
    })),
    isApplicant,
    permittedActions: actions
  }
}

/**
 * `PUT …/{id}` (`strict`: every rule) and `PUT …/{id}/draft` (shape only, and only a draft).
 * The applicant saves while UPDATE holds; a status staff moved on answers 409 and the editor
 * keeps what was typed.
 */
export async function saveApplication(platform: Platform, personId: string, id: string, body: ApplicationUpdate, now: Date, strict: boolean): Promise<void> {
  await platform.db.transaction(async (tx) => {
    const application = await ownApplication(tx, personId, id, { forUpdate: true })
    if (!permittedActions(application, personId).includes('UPDATE') || (!strict && application.status !== 'CREATED'))
      throw new ApiError('APPLICATION_NOT_EDITABLE', `The application is ${application.status}`)
    const context = await ruleContext(platform, tx, application, body.form, helsinkiDate(now))
    if (strict) refuseInvalid(validateApplicationUpdate(body, context))
    await core.updateForm(tx, id, {
      form: normalizeApplicationForm(body.form, context),
      hasOtherGuardian: context.hasOtherGuardian,
      otherGuardianLivesInSameAddress: context.otherGuardianLivesInSameAddress,
      allowOtherGuardianAccess: context.hasOtherGuardian && body.allowOtherGuardianAccess,
      now
    })
  })
}

/**
 * `POST …/{id}/actions/send-application`: the stored form passes every rule against today (a
 * stale draft fails), then the application is SENT with its sent and due dates, transfer mark
 * and the other guardians who may read it. Files of unticked urgent or shift-care answers go.
 * A retried send that finds it SENT is done.
 */
export async function sendApplication(platform: Platform, personId: string, id: string, now: Date): Promise<void> {
  await platform.db.transaction(async (tx) => {
    const application = await ownApplication(tx, personId, id, { forUpdate: true })
    if (application.status === 'SENT') return
    transition(application.status, 'SENT', 'CITIZEN')
    const today = helsinkiDate(now)
    const context = await ruleContext(platform, tx, application, application.form, today)
    refuseInvalid(validateApplicationUpdate({ form: application.form, allowOtherGuardianAccess: application.allowOtherGuardianAccess }, context))

    const files = await repository.filesOf(tx, id)
    const { preferences } = application.form
    const dropped = files.filter(
      (file) => (file.attachment_type === 'URGENCY' && !preferences.urgent) || (file.attachment_type === 'EXTENDED_CARE' && !preferences.serviceNeed.shiftCare)
    )
    await deleteAttachments(
      tx,
      dropped.map((file) => file.id)
    )
    const urgencyFiles = files.filter((file) => file.attachment_type === 'URGENCY' && preferences.urgent)
    const firstUrgencyFile = urgencyFiles.length > 0 ? helsinkiDate(urgencyFiles[0]!.created_at) : null
    const placements = await repository.activePlacementTypes(tx, application.childId, today)
    const others = await otherGuardianFacts(tx, application.childId, personId)
    await core.replaceOtherGuardians(tx, id, others.otherGuardianIds)
    await core.updateStatus(tx, id, {
      status: 'SENT',
      now,
      sentDate: today,
      dueDate: dueDate(today, preferences.urgent, firstUrgencyFile),
      transferApplication: placements[application.type]
    })
  })
}

/** `DELETE …/{id}`: a draft goes with its files, a sent application is cancelled; later, 409. */
export async function deleteOrCancel(
  platform: Platform,
  personId: string,
  id: string,
  files: AttachmentOwnerType,
  now: Date
): Promise<'DELETED' | 'CANCELLED'> {
  return platform.db.transaction(async (tx) => {
    const application = await ownApplication(tx, personId, id, { forUpdate: true })
    if (application.status === 'CREATED') {
      await deleteAttachmentsOf(tx, files, [id])
      await core.deleteApplication(tx, id)
      return 'DELETED'
    }
    await core.updateStatus(tx, id, { status: transition(application.status, 'CANCELLED', 'CITIZEN'), now })
    return 'CANCELLED'
  })
}

/** Housekeeping: drafts not saved for a month are deleted with their files (spec part 1 §4, §9). */
export async function purgeStaleDrafts(db: Db, files: AttachmentOwnerType, now: Date): Promise<number> {
  const before = new Date(now)
  before.setUTCMonth(before.getUTCMonth() - 1)
  return db.transaction(async (tx) => {
    const ids = await repository.staleDraftIds(tx, before)
    if (ids.length === 0) return 0
    await deleteAttachmentsOf(tx, files, ids)
    for (const id of ids) await core.deleteApplication(tx, id)
    return ids.length
  })
}

/** `GET …/by-guardian`: each child of the caller with the applications the caller may see. */
export async function applicationsByGuardian(platform: Platform, personId: string, now: Date) {
  const { db } = platform
  const today = helsinkiDate(now)
  const [children, applications] = await Promise.all([repository.childrenOf(db, personId, today), core.applicationsVisibleToByIndex(db, personId)])
  const decisions = await core.decisionStates(
    db,
    personId,
    applications.map((application) => application.id),
    today
  )
  return children.map((child) => {
    const own = applications.filter((application) => application.childId === child.id)
    return {
      childId: child.id,
      childName: `${child.first_name} ${child.last_name}`,
      applicationSummaries: own.map((application) => ({
        applicationId: application.id,
        type: application.type,
        startDate: application.form.preferences.preferredStartDate,
        createdDate: helsinkiDate(application.createdAt),
        sentDate: application.sentDate,
        applicationStatus: application.status,
        transferApplication: application.transferApplication,
        isApplicant: application.guardianId === personId
      })),
      permittedActions: Object.fromEntries(
        own.map((application) => [application.id, permittedActionsWithDecisions(application, personId, decisions.withSentDecisions.has(application.id))])
      ),
      decidableApplications: own.filter((application) => decisions.decidable.has(application.id)).map((application) => application.id),
      duplicateOf: child.duplicate_of,
      upcomingPlacementType: child.upcoming_placement_type
    }
  })
}

export async function applicationChildren(platform: Platform, personId: string, now: Date) {
  const children = await repository.childrenOf(platform.db, personId, helsinkiDate(now))
  return children.map((child) => ({
    id: child.id,
    firstName: child.first_name,
    lastName: child.last_name,
    dateOfBirth: child.date_of_birth,
    duplicateOf: child.duplicate_of
  }))
}

async function guardedChild(db: Queryable, personId: string, childId: string): Promise<void> {
  if (!(await repository.isGuardianOf(db, personId, childId))) throw new ApiError('NOT_FOUND')
}

export async function duplicates(platform: Platform, personId: string, childId: string): Promise<ByApplicationType> {
  await guardedChild(platform.db, personId, childId)
  return repository.unfinishedApplicationTypes(platform.db, personId, childId)
}

export async function activePlacements(platform: Platform, personId: string, childId: string, now: Date): Promise<ByApplicationType> {
  await guardedChild(platform.db, personId, childId)
  return repository.activePlacementTypes(platform.db, childId, helsinkiDate(now))
}
