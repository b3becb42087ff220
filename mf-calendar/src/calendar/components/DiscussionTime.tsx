import { Alert, Button } from '@pesa/shared'
import type { CalendarEventTime } from '@pesa/shared/api/types'
import { useSubmit } from '@pesa/shared/forms'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { formatFinnishDate } from '@pesa/shared/validators'
import { useState } from 'react'
import { useCalendarTexts } from '../i18n'
import type { CalendarErrorCode } from '../i18n/fi'
import { cancellable } from '../events'
import { cancelDiscussionTime, icsUrl, refreshCalendarEvents } from '../queries'

const EXPECTED: CalendarErrorCode[] = ['CANCELLATION_CLOSED']

/**
 * A booked discussion time (spec part 2 §2, §5): its .ics file, and cancelling with a
 * confirmation while the product may still cancel it (two working days before), else a note to
 * contact the staff.
 */
export function DiscussionTime({ time, childId, today }: { time: CalendarEventTime; childId: string; today: string }) {
  const texts = useCalendarTexts()
  const t = texts.discussions
  const [confirming, setConfirming] = useState(false)
  const submission = useSubmit<void, CalendarErrorCode>({
    action: () => cancelDiscussionTime({ calendarEventTimeId: time.id, childId }),
    onSuccess: () => setConfirming(false),
    expectedErrors: EXPECTED,
    onExpectedError: () => {
      setConfirming(false)
      void refreshCalendarEvents()
    }
  })
  const label = t.time(formatFinnishDate(time.date), time.startTime, time.endTime)
  return (
    <div data-qa={`discussion-time-${time.id}`}>
      <p>
        {t.booked}: <span data-qa="discussion-time-text">{label}</span>
      </p>
      <p>
        <a href={icsUrl.time(time.id)} download data-qa="discussion-time-ics">
          {t.ics(label)}
        </a>
      </p>
      {cancellable(time, today) ? (
        <Button onClick={() => setConfirming(true)} data-qa="discussion-cancel">
          {t.cancelTime}
        </Button>
      ) : (
        <p data-qa="discussion-not-cancellable">{t.notCancellable}</p>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t.confirmTitle}
          confirmLabel={t.cancelTime}
          cancelLabel={t.back}
          onConfirm={submission.submit}
          onCancel={() => setConfirming(false)}
          data-qa="discussion-cancel-confirm"
        >
          <p>{t.confirmText(label)}</p>
        </ConfirmDialog>
      ) : null}
      {submission.error ? (
        <Alert kind="error" data-qa={`discussion-error-${submission.error}`}>
          <p>{texts.errors[submission.error]}</p>
        </Alert>
      ) : null}
      {submission.dialog}
    </div>
  )
}
