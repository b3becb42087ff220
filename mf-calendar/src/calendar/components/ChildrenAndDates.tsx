import { Checkbox } from '@pesa/shared'
import type { ReservationsResponse } from '@pesa/shared/api/types'
import { DateRangeInput, type DateRangeProblems } from '@pesa/shared/kit/date-range-input'
import { childName } from '../children'

export interface ChildrenAndDatesValue {
  childIds: string[]
  /** Unset while the guardian has not typed a whole date */
  start?: string
  end?: string
  /** What each date field shows as wrong (before the earliest day, after the reservable range, unreadable): save waits for it */
  dateProblems?: DateRangeProblems
}

interface ChildrenAndDatesProps {
  data: ReservationsResponse
  texts: { children: string; range: string; start: string; end: string }
  value: ChildrenAndDatesValue
  /** The first day that may be chosen; the last is the end of the reservable range */
  min: string
  /** The range's end error: only an end before the start is shown at the field */
  endError: string | undefined
  onChange: (change: Partial<ChildrenAndDatesValue>) => void
  /** `absence` or `reservation`: the data-qa prefix of the fields */
  qa: string
}

/** Whom and which days a reservation or an absence is for (spec part 2 §5): a checkbox per child, then the date range. */
export function ChildrenAndDates({ data, texts, value, min, endError, onChange, qa }: ChildrenAndDatesProps) {
  return (
    <>
      <fieldset data-qa={`${qa}-children`}>
        <legend>{texts.children}</legend>
        {data.children.map((child) => (
          <Checkbox
            key={child.id}
            label={childName(data, child.id)}
            checked={value.childIds.includes(child.id)}
            onChange={(checked) => onChange({ childIds: checked ? [...value.childIds, child.id] : value.childIds.filter((id) => id !== child.id) })}
            data-qa={`${qa}-child-${child.id}`}
          />
        ))}
      </fieldset>
      <DateRangeInput
        legend={texts.range}
        startLabel={texts.start}
        endLabel={texts.end}
        value={{ start: value.start, end: value.end }}
        min={min}
        max={data.reservableRange.end}
        onChange={(range, problems) => onChange({ start: range.start, end: range.end, dateProblems: problems })}
        errors={{ end: endError === 'DATE_TOO_EARLY' ? endError : undefined }}
        required
        data-qa={`${qa}-range`}
      />
    </>
  )
}
