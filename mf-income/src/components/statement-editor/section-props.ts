import { useCommonTexts } from '@pesa/shared'
import type { ValidationCode } from '@pesa/shared/validators'
import type { SetStateAction } from 'react'
import type { IncomeForm } from '../../statement-form'

/** What every section of the statement editor gets from the editor: the form and its errors. */
export interface SectionProps {
  form: IncomeForm
  setForm: (change: SetStateAction<IncomeForm>) => void
  /** The error shown at a field, by its path in the form. */
  error: (key: string) => ValidationCode | undefined
  /** What a date field could not read (malformed is not missing, the form kit). */
  reportProblem: (field: string, problem: ValidationCode | undefined) => void
}

/** A choice's REQUIRED reads "choose an option" (issue 16); other codes as the common texts say. */
export function useChoiceError() {
  const common = useCommonTexts()
  return (code: ValidationCode | undefined) => (code === 'REQUIRED' ? common.validation.SELECT_ONE : code ? common.validation[code] : undefined)
}
