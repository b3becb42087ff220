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

export function errorCounts(errors: FieldErrors): Record<EditorSection, number> {
  const counts: Record<EditorSection, number> = { serviceNeed: 0, units: 0, contact: 0, additional: 0 }
  for (const [path, code] of Object.entries(errors)) if (code) counts[sectionOf(path)] += 1
  return counts
}

/** Daycare wanted sooner than four months from today: the processing-time warning (spec part 1 §5). */
export function startsBeforeProcessingTime(type: ApplicationDetails['type'], startDate: string | null, today: string): boolean {
  if (type !== 'DAYCARE' || !startDate) return false
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const lastDay = new Date(Date.UTC(year, month + 4, 0)).getUTCDate()
  const fourMonths = new Date(Date.UTC(year, month + 3, Math.min(day, lastDay))).toISOString().slice(0, 10)
  return startDate < fourMonths
}
