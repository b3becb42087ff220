import type { PublicUnit } from '@pesa/shared/api/units'

export type CareTypeLabel = 'DAYCARE' | 'PRESCHOOL' | 'CLUB' | 'PREPARATORY_EDUCATION'

const LABEL_OF: Record<PublicUnit['type'][number], CareTypeLabel> = {
  CENTRE: 'DAYCARE',
  FAMILY: 'DAYCARE',
  GROUP_FAMILY: 'DAYCARE',
  PRESCHOOL: 'PRESCHOOL',
  CLUB: 'CLUB',
  PREPARATORY_EDUCATION: 'PREPARATORY_EDUCATION'
}
const ORDER: CareTypeLabel[] = ['DAYCARE', 'PRESCHOOL', 'CLUB', 'PREPARATORY_EDUCATION']

/** Care types as a guardian reads them: centre, family and group family as daycare; daycare first, preparatory last. */
export function careTypeLabels(types: PublicUnit['type']): CareTypeLabel[] {
  const labels = new Set(types.map((type) => LABEL_OF[type]))
  return ORDER.filter((label) => labels.has(label))
}

/**
 * A private unit that takes no club, daycare or preschool applications: the "no applying" note
 * (spec part 1 §2 Map). Service-voucher units are applied to through the service, so never.
 */
export function takesNoApplications(unit: PublicUnit): boolean {
  return unit.providerType === 'PRIVATE' && !unit.clubApplyPeriod && !unit.daycareApplyPeriod && !unit.preschoolApplyPeriod
}
