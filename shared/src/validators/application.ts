import type { ApplicationForm, ApplicationType, ClubTerm, FeatureFlags, PreschoolTerm, ServiceNeedOption } from '../api/generated/types'
import { firstError, optional, required, type FieldErrors, type ValidationCode } from './codes'
import { email, emailsMatch, phone, postalCode } from './contact'
import { normalizeSsn, ssn } from './ssn'

/*
 * The application form's rules (spec part 1 §5 "Application editor"), one pure function for the
 * editor (guidance) and the server (enforcement, api/src/applications/service.ts). What needs
 * the database — terms, options, the units on offer, the other guardian, the files — is a fact
 * of the context, so both sides run the same code on the same facts.
 */

export type ApplicationFlags = Pick<FeatureFlags, 'urgencyAttachments' | 'requireAttachments' | 'preschoolApplication' | 'daycareApplication'>

export interface ApplicationRuleContext {
  type: ApplicationType
  /** The Helsinki date of today */
  today: string
  /** A sent application's stored start date: it may only move later (null for a draft) */
  sentStartDate: string | null
  flags: ApplicationFlags
  clubTerms: readonly ClubTerm[]
  preschoolTerms: readonly PreschoolTerm[]
  serviceNeedOptions: readonly ServiceNeedOption[]
  /** The ids of the units on offer for the type, start date and shift care; undefined when not known yet */
  availableUnitIds?: readonly string[]
  maxPreferredUnits: number
  /** The register's other guardian of the child, and whether they live at the child's address */
  hasOtherGuardian: boolean
  otherGuardianLivesInSameAddress: boolean
  /** The applicant's verified email: shown read-only and stored as the form's email */
  verifiedEmail: string | null
  /** Files stored on the application per attachment type */
  attachmentCounts: { URGENCY: number; EXTENDED_CARE: number }
}

/** Which parts of the form the application shows (hidden ones are not asked and not kept). */
export interface ApplicationSections {
  urgent: boolean
  dailyTimes: boolean
  partTime: boolean
  serviceNeedOption: boolean
  shiftCare: boolean
  connectedDaycare: boolean
  connectedDaycareStartDate: boolean
  preparatory: boolean
  secondGuardian: boolean
  otherPeople: boolean
  allergiesAndDiet: boolean
  maxFee: boolean
  clubDetails: boolean
}

export function applicationSections(
  form: ApplicationForm,
  context: Pick<ApplicationRuleContext, 'type' | 'flags' | 'hasOtherGuardian' | 'otherGuardianLivesInSameAddress'>
): ApplicationSections {
  const { type, flags } = context
  const daycare = type === 'DAYCARE'
  const preschool = type === 'PRESCHOOL'
  const connected = preschool && form.preferences.connectedDaycare
  return {
    urgent: daycare,
    dailyTimes: (daycare && flags.daycareApplication.dailyTimes) || connected,
    partTime: daycare,
    serviceNeedOption: (daycare && flags.daycareApplication.serviceNeedOption) || (connected && flags.preschoolApplication.serviceNeedOption),
    shiftCare: daycare || connected,
    connectedDaycare: preschool,
    connectedDaycareStartDate: connected && flags.preschoolApplication.connectedDaycarePreferredStartDate,
    preparatory: preschool,
    secondGuardian: type !== 'CLUB' && context.hasOtherGuardian && !context.otherGuardianLivesInSameAddress,
    otherPeople: daycare || connected,
    allergiesAndDiet: type !== 'CLUB',
    maxFee: daycare || connected,
    clubDetails: type === 'CLUB'
  }
}

/** The placement type the service-need options of the form are for (spec part 1 §7 "Units and terms"). */
export function serviceNeedPlacementType(type: ApplicationType, partTime: boolean): ServiceNeedOption['validPlacementType'] | undefined {
  if (type === 'DAYCARE') return partTime ? 'DAYCARE_PART_TIME' : 'DAYCARE'
  if (type === 'PRESCHOOL') return 'PRESCHOOL_DAYCARE'
  return undefined
}

/** The options that fit the placement type and are valid on the date. */
export function selectableServiceNeedOptions(
  options: readonly ServiceNeedOption[],
  placementType: string | undefined,
  date: string | null
): ServiceNeedOption[] {
  if (!placementType || !date) return []
  return options.filter(
    (option) => option.validPlacementType === placementType && option.validFrom <= date && (option.validTo === null || option.validTo >= date)
  )
}

/** The same day a year later (29 February becomes 28 February). */
export function oneYearLater(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4)) + 1
  const monthDay = isoDate.slice(5) === '02-29' ? '02-28' : isoDate.slice(5)
  return `${year}-${monthDay}`
}

const within = (date: string, range: { start: string; end: string }) => range.start <= date && date <= range.end

/** Spec part 1 §5: the terms a start date may fall in, for clubs and preschool (null: any date). */
export function selectableTermRanges(
  context: Pick<ApplicationRuleContext, 'type' | 'today' | 'clubTerms' | 'preschoolTerms'>
): { start: string; end: string }[] | null {
  const { today } = context
  if (context.type === 'CLUB') return context.clubTerms.filter((term) => within(today, term.applicationPeriod)).map((term) => term.term)
  if (context.type === 'PRESCHOOL')
    return context.preschoolTerms.filter((term) => term.applicationPeriod.start <= today && term.extendedTerm.end >= today).map((term) => term.extendedTerm)
  return null
}

const MINUTES = /^([01]\d|2[0-3]):([0-5]\d)$/
const minutesOf = (time: string) => {
  const match = MINUTES.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}
/** Part-time care: at most 5 hours a day (25 a week over five days). */
export const PART_TIME_MAX_MINUTES_A_DAY = 5 * 60

function startDateError(date: string | null, context: ApplicationRuleContext): ValidationCode | undefined {
  if (!date) return 'REQUIRED'
  const earliest = context.sentStartDate ?? context.today
  if (date < earliest) return 'DATE_TOO_EARLY'
  if (date > oneYearLater(context.today)) return 'DATE_TOO_LATE'
  const terms = selectableTermRanges(context)
  if (terms && !terms.some((term) => within(date, term))) return 'DATE_UNSELECTABLE'
  return undefined
}

function futureAddressErrors(prefix: string, address: ApplicationForm['child']['futureAddress'], errors: FieldErrors): void {
  if (!address) return
  if (!address.movingDate) errors[`${prefix}.movingDate`] = 'REQUIRED'
  errors[`${prefix}.street`] = required(address.street)
  errors[`${prefix}.postalCode`] = firstError(address.postalCode, required, postalCode)
  errors[`${prefix}.postOffice`] = required(address.postOffice)
}

function personErrors(prefix: string, person: { firstName: string; lastName: string; socialSecurityNumber: string }, errors: FieldErrors): void {
  errors[`${prefix}.firstName`] = required(person.firstName)
  errors[`${prefix}.lastName`] = required(person.lastName)
  errors[`${prefix}.socialSecurityNumber`] = firstError(person.socialSecurityNumber, required, ssn)
}

/**
 * Every rule of a form to be sent or updated, by form path (`preferences.preferredStartDate`,
 * `preferences.preferredUnits.1`). Hidden sections are not checked: `normalizeApplicationForm`
 * drops their answers.
 */
export function validateApplication(form: ApplicationForm, context: ApplicationRuleContext): FieldErrors {
  const errors: FieldErrors = {}
  const sections = applicationSections(form, context)
  const { preferences } = form
  const { serviceNeed } = preferences

  // 1–2: start dates
  const startError = startDateError(preferences.preferredStartDate, context)
  errors['preferences.preferredStartDate'] = startError
  const startDate = startError ? null : preferences.preferredStartDate
  if (sections.connectedDaycareStartDate) {
    const connectedStart = preferences.connectedDaycarePreferredStartDate
    errors['preferences.connectedDaycarePreferredStartDate'] = !connectedStart
      ? 'REQUIRED'
      : startDate && connectedStart < startDate
        ? 'DATE_TOO_EARLY'
        : startDateError(connectedStart, { ...context, sentStartDate: null })
  }

  // 3: the service-need option
  if (sections.serviceNeedOption) {
    const placementType = serviceNeedPlacementType(context.type, sections.partTime && serviceNeed.partTime)
    const date = sections.connectedDaycareStartDate ? (preferences.connectedDaycarePreferredStartDate ?? startDate) : startDate
    errors['preferences.serviceNeed.serviceNeedOptionId'] = !serviceNeed.serviceNeedOptionId
      ? 'REQUIRED'
      : date && !selectableServiceNeedOptions(context.serviceNeedOptions, placementType, date).some((option) => option.id === serviceNeed.serviceNeedOptionId)
        ? 'OPTION_NOT_VALID'
        : undefined
  }

  // 4: daily times
  if (sections.dailyTimes) {
    const start = minutesOf(serviceNeed.startTime)
    const end = minutesOf(serviceNeed.endTime)
    errors['preferences.serviceNeed.startTime'] = serviceNeed.startTime === '' ? 'REQUIRED' : start === undefined ? 'INVALID_FORMAT' : undefined
    errors['preferences.serviceNeed.endTime'] =
      serviceNeed.endTime === ''
        ? 'REQUIRED'
        : end === undefined
          ? 'INVALID_FORMAT'
          : start !== undefined && end <= start
            ? 'INVALID_FORMAT'
            : start !== undefined && sections.partTime && serviceNeed.partTime && end - start > PART_TIME_MAX_MINUTES_A_DAY
              ? 'PART_TIME_TOO_LONG'
              : undefined
  }

  // 5: proofs of urgency and shift care, where the municipality requires them
  const { urgencyAttachments, requireAttachments } = context.flags
  if (urgencyAttachments && requireAttachments) {
    if (sections.urgent && preferences.urgent && context.attachmentCounts.URGENCY === 0) errors['preferences.urgent'] = 'ATTACHMENT_MISSING'
    if (sections.shiftCare && serviceNeed.shiftCare && context.attachmentCounts.EXTENDED_CARE === 0)
      errors['preferences.serviceNeed.shiftCare'] = 'ATTACHMENT_MISSING'
  }

  // 6: preferred units
  const units = preferences.preferredUnits
  if (units.length === 0) errors['preferences.preferredUnits'] = 'UNIT_NOT_SELECTED'
  else if (units.length > context.maxPreferredUnits) errors['preferences.preferredUnits'] = 'TOO_MANY_UNITS'
  units.forEach((unitId, index) => {
    const repeated = units.indexOf(unitId) !== index
    const unavailable = startDate !== null && context.availableUnitIds !== undefined && !context.availableUnitIds.includes(unitId)
    if (repeated || unavailable) errors[`preferences.preferredUnits.${index}`] = 'UNIT_NOT_AVAILABLE'
  })

  // 7: sibling basis and assistance
  const sibling = preferences.siblingBasis
  if (sibling) {
    errors['preferences.siblingBasis.siblingName'] = required(sibling.siblingName)
    errors['preferences.siblingBasis.siblingSsn'] = firstError(sibling.siblingSsn, required, ssn)
    if (context.type === 'PRESCHOOL') errors['preferences.siblingBasis.siblingUnit'] = required(sibling.siblingUnit)
  }
  if (form.child.assistanceNeeded) errors['child.assistanceDescription'] = required(form.child.assistanceDescription)

  // 8: future addresses
  futureAddressErrors('child.futureAddress', form.child.futureAddress, errors)
  futureAddressErrors('guardian.futureAddress', form.guardian.futureAddress, errors)

  // 9: the applicant's contact details
  const { guardian } = form
  errors['guardian.phone'] = firstError(guardian.phone, required, phone)
  if (!context.verifiedEmail && !guardian.noEmail) {
    errors['guardian.email'] = firstError(guardian.email, required, email)
    if (!errors['guardian.email']) errors['guardian.emailRepeat'] = emailsMatch(guardian.email)(guardian.emailRepeat)
  }

  // 10: the second guardian living elsewhere
  if (sections.secondGuardian) {
    const second = form.secondGuardian
    errors['secondGuardian.agreementStatus'] = second.agreementStatus ? undefined : 'SELECT_ONE'
    if (second.agreementStatus === 'NOT_AGREED') {
      errors['secondGuardian.phone'] = optional(phone)(second.phone)
      errors['secondGuardian.email'] = optional(email)(second.email)
    }
  }

  // 11: other adults and children of the household
  if (sections.otherPeople) {
    if (form.otherPartner) personErrors('otherPartner', form.otherPartner, errors)
    form.otherChildren.forEach((child, index) => personErrors(`otherChildren.${index}`, child, errors))
  }

  for (const key of Object.keys(errors)) if (errors[key] === undefined) delete errors[key]
  return errors
}

/** The attachments sending would want but the municipality does not require (the non-blocking warning before sending). */
export function missingAttachments(form: ApplicationForm, context: ApplicationRuleContext): ('URGENCY' | 'EXTENDED_CARE')[] {
  if (!context.flags.urgencyAttachments) return []
  const sections = applicationSections(form, context)
  const missing: ('URGENCY' | 'EXTENDED_CARE')[] = []
  if (sections.urgent && form.preferences.urgent && context.attachmentCounts.URGENCY === 0) missing.push('URGENCY')
  if (sections.shiftCare && form.preferences.serviceNeed.shiftCare && context.attachmentCounts.EXTENDED_CARE === 0) missing.push('EXTENDED_CARE')
  return missing
}

/**
 * The form as stored (spec part 1 §5, rule 13 of the issue): answers of hidden sections are
 * dropped, identity codes upper-cased, a verified email stands for the email.
 */
export function normalizeApplicationForm(
  form: ApplicationForm,
  context: Pick<ApplicationRuleContext, 'type' | 'flags' | 'hasOtherGuardian' | 'otherGuardianLivesInSameAddress' | 'verifiedEmail'>
): ApplicationForm {
  const sections = applicationSections(form, context)
  const person = (p: { firstName: string; lastName: string; socialSecurityNumber: string }) => ({
    ...p,
    socialSecurityNumber: normalizeSsn(p.socialSecurityNumber)
  })
  const { preferences } = form
  const { serviceNeed } = preferences
  const email = context.verifiedEmail ?? (form.guardian.noEmail ? '' : form.guardian.email)
  return {
    ...form,
    child: {
      ...form.child,
      allergies: sections.allergiesAndDiet ? form.child.allergies : '',
      diet: sections.allergiesAndDiet ? form.child.diet : '',
      assistanceDescription: form.child.assistanceNeeded ? form.child.assistanceDescription : ''
    },
    guardian: {
      ...form.guardian,
      email,
      emailRepeat: context.verifiedEmail ? context.verifiedEmail : form.guardian.noEmail ? '' : form.guardian.emailRepeat,
      noEmail: context.verifiedEmail ? false : form.guardian.noEmail
    },
    secondGuardian: sections.secondGuardian
      ? form.secondGuardian.agreementStatus === 'NOT_AGREED'
        ? form.secondGuardian
        : { ...form.secondGuardian, phone: '', email: '' }
      : { agreementStatus: null, phone: '', email: '' },
    otherPartner: sections.otherPeople && form.otherPartner ? person(form.otherPartner) : null,
    otherChildren: sections.otherPeople ? form.otherChildren.map(person) : [],
    preferences: {
      ...preferences,
      connectedDaycare: sections.connectedDaycare && preferences.connectedDaycare,
      connectedDaycarePreferredStartDate: sections.connectedDaycareStartDate ? preferences.connectedDaycarePreferredStartDate : null,
      preparatory: sections.preparatory && preferences.preparatory,
      urgent: sections.urgent && preferences.urgent,
      serviceNeed: {
        startTime: sections.dailyTimes ? serviceNeed.startTime : '',
        endTime: sections.dailyTimes ? serviceNeed.endTime : '',
        shiftCare: sections.shiftCare && serviceNeed.shiftCare,
        partTime: sections.partTime && serviceNeed.partTime,
        serviceNeedOptionId: sections.serviceNeedOption ? serviceNeed.serviceNeedOptionId : null
      },
      siblingBasis: preferences.siblingBasis
        ? {
            ...preferences.siblingBasis,
            siblingSsn: normalizeSsn(preferences.siblingBasis.siblingSsn),
            siblingUnit: context.type === 'PRESCHOOL' ? preferences.siblingBasis.siblingUnit : ''
          }
        : null
    },
    maxFeeAccepted: sections.maxFee && form.maxFeeAccepted,
    clubDetails: sections.clubDetails ? form.clubDetails : { wasOnClubCare: false, wasOnDaycare: false }
  }
}
