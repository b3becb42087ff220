import type { ApplicationDetails, ApplicationForm, ClubTerm, PreschoolTerm, ServiceNeedOption } from '@pesa/shared/api/types'
import {
  applicationSections,
  selectableServiceNeedOptions,
  serviceNeedPlacementType,
  type ApplicationFlags,
  type ApplicationRuleContext,
  type FieldErrors
} from '@pesa/shared/validators'

/*
 * The editor's decisions outside JSX (spec part 1 §4 "Changing the preferred start date…",
 * §5 "errors count per section"): the rule context from what the page has read, the clearing
 * of answers a change makes invalid, and the error count of each section.
 */

export interface RuleFacts {
  clubTerms: ClubTerm[]
  preschoolTerms: PreschoolTerm[]
  serviceNeedOptions: ServiceNeedOption[]
}

export function editorRuleContext(options: {
  details: ApplicationDetails
  facts: RuleFacts
  flags: ApplicationFlags
  maxPreferredUnits: number
  availableUnitIds: readonly string[] | undefined
  attachmentTypes: readonly string[]
  today: string
}): ApplicationRuleContext {
  const { details } = options
  return {
    type: details.type,
    today: options.today,
    sentStartDate: details.status === 'CREATED' ? null : details.form.preferences.preferredStartDate,
    flags: options.flags,
    clubTerms: options.facts.clubTerms,
    preschoolTerms: options.facts.preschoolTerms,
    serviceNeedOptions: options.facts.serviceNeedOptions,
    availableUnitIds: options.availableUnitIds,
    maxPreferredUnits: options.maxPreferredUnits,
    hasOtherGuardian: details.hasOtherGuardian,
    otherGuardianLivesInSameAddress: details.otherGuardianLivesInSameAddress,
    verifiedEmail: details.verifiedEmail,
    attachmentCounts: {
      URGENCY: options.attachmentTypes.filter((type) => type === 'URGENCY').length,
      EXTENDED_CARE: options.attachmentTypes.filter((type) => type === 'EXTENDED_CARE').length
    }
  }
}

/** The unit list the editor asks for: preschool asks preparatory units when preparatory education is chosen. */
export function unitQueryType(form: ApplicationForm, type: ApplicationDetails['type']): 'CLUB' | 'DAYCARE' | 'PRESCHOOL' | 'PREPARATORY' {
  if (type === 'PRESCHOOL') return form.preferences.preparatory ? 'PREPARATORY' : 'PRESCHOOL'
  return type
}

/**
 * A change of the form that may invalidate the service-need option (start date, placement type,
 * connected start date): the option goes when it is not valid for the new answers.
 */
export function clearInvalidOption(form: ApplicationForm, context: ApplicationRuleContext): { form: ApplicationForm; cleared: boolean } {
  const id = form.preferences.serviceNeed.serviceNeedOptionId
  if (!id) return { form, cleared: false }
  const sections = applicationSections(form, context)
  const date = sections.connectedDaycareStartDate ? form.preferences.connectedDaycarePreferredStartDate : form.preferences.preferredStartDate
  const placementType = serviceNeedPlacementType(context.type, sections.partTime && form.preferences.serviceNeed.partTime)
  if (!date || selectableServiceNeedOptions(context.serviceNeedOptions, placementType, date).some((option) => option.id === id)) return { form, cleared: false }
  return {
    form: { ...form, preferences: { ...form.preferences, serviceNeed: { ...form.preferences.serviceNeed, serviceNeedOptionId: null } } },
    cleared: true
  }
}

/** Preferred units the new unit list no longer offers are dropped (the editor warns with their names). */
export function dropUnavailableUnits(form: ApplicationForm, availableIds: readonly string[]): { form: ApplicationForm; dropped: string[] } {
  const units = form.preferences.preferredUnits
  const dropped = units.filter((id) => !availableIds.includes(id))
  if (dropped.length === 0) return { form, dropped }
  return { form: { ...form, preferences: { ...form.preferences, preferredUnits: units.filter((id) => availableIds.includes(id)) } }, dropped }
}

export type EditorSection = 'serviceNeed' | 'units' | 'contact' | 'additional'
export const EDITOR_SECTIONS: readonly EditorSection[] = ['serviceNeed', 'units', 'contact', 'additional']

/** Which section shows the field of a form path. */
export function sectionOf(path: string): EditorSection {
  if (path.startsWith('preferences.preferredUnits') || path.startsWith('preferences.siblingBasis')) return 'units'
  if (path.startsWith('preferences.')) return 'serviceNeed'
  if (
    path.startsWith('child.futureAddress') ||
    path.startsWith('guardian.') ||
    path.startsWith('secondGuardian.') ||
    path.startsWith('otherPartner') ||
    path.startsWith('otherChildren')
  )
    return 'contact'
  return 'additional'
}

/**
 * The errors of each section, of the fields the guardian sees (`placed`: the paths the shown
 * fields asked for); an error of a field not shown is counted nowhere but listed with its label.
 */
export function errorCounts(errors: FieldErrors, placed?: ReadonlySet<string>): Record<EditorSection, number> {
  const counts: Record<EditorSection, number> = { serviceNeed: 0, units: 0, contact: 0, additional: 0 }
  for (const [path, code] of Object.entries(errors)) if (code && (!placed || placed.has(path))) counts[sectionOf(path)] += 1
  return counts
}

/**
 * Errors of fields the form does not show that the server named (it knew more, e.g. the register
 * changed): listed with their labels. The browser's own errors of a field not shown yet (the
 * service need before a valid start date) are neither counted nor listed: the field appears,
 * marked, once what it depends on is answered.
 */
export function unplacedErrors(errors: FieldErrors, placed: ReadonlySet<string>, fromServer: FieldErrors): [string, NonNullable<FieldErrors[string]>][] {
  return Object.entries(errors).filter(
    (entry): entry is [string, NonNullable<FieldErrors[string]>] => entry[1] !== undefined && !placed.has(entry[0]) && fromServer[entry[0]] !== undefined
  )
}

/** The editor's label texts a form path is shown under. */
export interface FieldLabelTexts {
  startDate: string
  connectedStartDate: string
  urgent: string
  units: string
  startTime: string
  endTime: string
  serviceNeedOption: string
  shiftCare: string
  siblingName: string
  siblingSsn: string
  siblingUnit: string
  phone: string
  email: string
  emailRepeat: string
  agreement: string
  secondGuardianPhone: string
  secondGuardianEmail: string
  firstName: string
  lastName: string
  ssn: string
  movingDate: string
  street: string
  postalCode: string
  postOffice: string
  assistanceDescription: string
  sections: Record<EditorSection, string>
}

/** The label of a form path, for an error listed outside its field; the section's name for a path without one. */
export function fieldLabel(path: string, t: FieldLabelTexts): string {
  const exact: Record<string, string> = {
    'preferences.preferredStartDate': t.startDate,
    'preferences.connectedDaycarePreferredStartDate': t.connectedStartDate,
    'preferences.urgent': t.urgent,
    'preferences.preferredUnits': t.units,
    'preferences.serviceNeed.startTime': t.startTime,
    'preferences.serviceNeed.endTime': t.endTime,
    'preferences.serviceNeed.serviceNeedOptionId': t.serviceNeedOption,
    'preferences.serviceNeed.shiftCare': t.shiftCare,
    'preferences.siblingBasis.siblingName': t.siblingName,
    'preferences.siblingBasis.siblingSsn': t.siblingSsn,
    'preferences.siblingBasis.siblingUnit': t.siblingUnit,
    'guardian.phone': t.phone,
    'guardian.email': t.email,
    'guardian.emailRepeat': t.emailRepeat,
    'secondGuardian.agreementStatus': t.agreement,
    'secondGuardian.phone': t.secondGuardianPhone,
    'secondGuardian.email': t.secondGuardianEmail,
    'child.assistanceDescription': t.assistanceDescription
  }
  const byLastKey: Record<string, string> = {
    firstName: t.firstName,
    lastName: t.lastName,
    socialSecurityNumber: t.ssn,
    movingDate: t.movingDate,
    street: t.street,
    postalCode: t.postalCode,
    postOffice: t.postOffice
  }
  if (exact[path]) return exact[path]
  if (path.startsWith('preferences.preferredUnits.')) return t.units
  return byLastKey[path.split('.').pop() ?? ''] ?? t.sections[sectionOf(path)]
}

/** Daycare wanted sooner than four months from today: the processing-time warning (spec part 1 §5). */
export function startsBeforeProcessingTime(type: ApplicationDetails['type'], startDate: string | null, today: string): boolean {
  if (type !== 'DAYCARE' || !startDate) return false
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const lastDay = new Date(Date.UTC(year, month + 4, 0)).getUTCDate()
  const fourMonths = new Date(Date.UTC(year, month + 3, Math.min(day, lastDay))).toISOString().slice(0, 10)
  return startDate < fourMonths
}
