import { OTHER_INCOME_TYPES, type OtherIncomeType } from '@pesa/shared/validators'
import type { IncomeTexts } from './i18n/fi'

const isOtherIncome = (type: string): type is OtherIncomeType => (OTHER_INCOME_TYPES as readonly string[]).includes(type)

/** An attachment type's name: other incomes by their own name, the rest from the attachment types. */
export function attachmentLabel(t: IncomeTexts, type: string): string {
  if (isOtherIncome(type)) return t.otherIncomeTypes[type]
  return t.attachmentTypes[type as keyof IncomeTexts['attachmentTypes']] ?? type
}
