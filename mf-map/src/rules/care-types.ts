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

/** A private unit that takes no club, daycare or preschool applications (the popup's note). */
export function takesNoApplications(unit: PublicUnit): boolean {
  return (
    (unit.providerType === 'PRIVATE' || unit.providerType === 'PRIVATE_SERVICE_VOUCHER') &&
    !unit.clubApplyPeriod &&
    !unit.daycareApplyPeriod &&
    !unit.preschoolApplyPeriod
  )
}
