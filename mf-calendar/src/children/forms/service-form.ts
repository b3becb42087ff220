import type { ServiceApplicationOption } from '@pesa/shared/api/children'
import type { DateProblem } from '@pesa/shared/kit/date-input'
import { isFirstOfMonth, validateServiceApplicationRequest, type FieldErrors } from '@pesa/shared/validators'

/** The service need change application as the guardian fills it (spec part 2 §5 "Service need change application"). */
export interface ServiceApplicationForm {
  startDate?: string
  optionId?: string
  additionalInfo: string
}

export type ServiceField = 'startDate' | 'serviceNeedOptionId' | 'additionalInfo'

export const emptyServiceApplication: ServiceApplicationForm = { additionalInfo: '' }

/** Something typed or chosen that leaving would lose. */
export const hasServiceInput = (form: ServiceApplicationForm) =>
  form.startDate !== undefined || form.optionId !== undefined || form.additionalInfo.trim() !== ''

/** A start not on the 1st of a month is allowed, but the guardian must say why (explainDate). */
export const needsExplanation = (startDate: string | undefined) => startDate !== undefined && !isFirstOfMonth(startDate)

/** The server's rule plus a date typed that is not one yet. */
export function validateServiceApplicationForm(form: ServiceApplicationForm, dateProblem: DateProblem | undefined, today: string): FieldErrors<ServiceField> {
  const errors: FieldErrors<ServiceField> = validateServiceApplicationRequest(
    { startDate: form.startDate ?? '', serviceNeedOptionId: form.optionId ?? '', additionalInfo: form.additionalInfo },
    today
  )
  if (dateProblem === 'INVALID_DATE') errors.startDate = 'INVALID_DATE'
  return errors
}

/** The chosen option stays only while it is among the options of the new date. */
export function keepValidOption(form: ServiceApplicationForm, options: ServiceApplicationOption[]): ServiceApplicationForm {
  return form.optionId && !options.some((option) => option.id === form.optionId) ? { ...form, optionId: undefined } : form
}
