import type { AbsenceApplicationRange } from '@pesa/shared/api/children'
import type { DateRangeProblems } from '@pesa/shared/kit/date-range-input'
import { formatFinnishDate, validateAbsenceApplicationRequest, type FieldErrors } from '@pesa/shared/validators'

/** The long preschool absence application as the guardian fills it (spec part 2 §5 "Absence application"). */
export interface AbsenceApplicationForm {
  start?: string
  end?: string
  description: string
  confirmed: boolean
}

export type AbsenceField = 'startDate' | 'endDate' | 'description' | 'confirmed'

export const emptyAbsenceApplication: AbsenceApplicationForm = { description: '', confirmed: false }

/** Something typed or chosen that leaving would lose. */
export const hasAbsenceInput = (form: AbsenceApplicationForm) =>
  form.start !== undefined || form.end !== undefined || form.description.trim() !== '' || form.confirmed

const inRanges = (date: string, ranges: AbsenceApplicationRange[]) => ranges.some((range) => range.start <= date && date <= range.end)

/**
 * The server's rule, the dates the guardian typed that are not dates yet, the confirmation, and
 * the allowed ranges: the start or the end must be a preschool day. A range outside them is
 * DATE_UNSELECTABLE on the start, which the page explains as invalidDateRange.
 */
export function validateAbsenceApplicationForm(
  form: AbsenceApplicationForm,
  problems: DateRangeProblems,
  ranges: AbsenceApplicationRange[],
  today: string
): FieldErrors<AbsenceField> {
  const errors: FieldErrors<AbsenceField> = validateAbsenceApplicationRequest(
    { startDate: form.start ?? '', endDate: form.end ?? '', description: form.description },
    today
  )
  if (problems.start === 'INVALID_DATE') errors.startDate = 'INVALID_DATE'
  if (problems.end === 'INVALID_DATE') errors.endDate = 'INVALID_DATE'
  if (!errors.startDate && !errors.endDate && form.start && form.end && !inRanges(form.start, ranges) && !inRanges(form.end, ranges))
    errors.startDate = 'DATE_UNSELECTABLE'
  if (!form.confirmed) errors.confirmed = 'REQUIRED'
  return errors
}

/** The picker's bounds: from today (or the first preschool day) to the last preschool day. */
export function absenceDateBounds(ranges: AbsenceApplicationRange[], today: string): { min: string; max?: string } {
  const first = ranges[0]?.start
  return { min: first && first > today ? first : today, max: ranges.at(-1)?.end }
}

/** The ranges as the hint lists them: "1.8.2026–22.12.2026". */
export const rangeTexts = (ranges: AbsenceApplicationRange[]) => ranges.map((range) => `${formatFinnishDate(range.start)}–${formatFinnishDate(range.end)}`)
