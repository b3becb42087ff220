import { Alert } from '@pesa/shared'
import type { ReservationsResponse } from '@pesa/shared/api/types'
import { formatFinnishDate } from '@pesa/shared/validators'
import { useEffect, useRef } from 'react'
import { useCalendarTexts } from '../i18n'
import type { CalendarErrorCode } from '../i18n/fi'
import { refusalLines, type Refusal } from '../refusal'

/**
 * A write the server refused in full (spec part 2 §8): nothing was saved, and which days of which
 * child and why — never shown as a save. `qa` is the modal's prefix (`<qa>-error-<code>`).
 */
export function RefusalAlert({ refusal, data, qa }: { refusal: Refusal; data: ReservationsResponse; qa: string }) {
  const texts = useCalendarTexts()
  const t = texts.refusal
  // Below the fields of a long modal: brought into view, so the guardian sees that nothing was saved.
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    list.current?.scrollIntoView({ block: 'nearest' })
  }, [refusal])
  const known = refusal.code in texts.errors ? texts.errors[refusal.code as CalendarErrorCode] : undefined
  return (
    <Alert kind="error" title={t.title} data-qa={`${qa}-error-${refusal.code}`}>
      {known ? <p>{known}</p> : null}
      <p>{t.intro}</p>
      <ul ref={list} data-qa="refused-days">
        {refusalLines(refusal, data, formatFinnishDate, t.reasons).map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </Alert>
  )
}
