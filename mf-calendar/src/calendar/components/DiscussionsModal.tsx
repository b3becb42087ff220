import { Alert, Button, Modal, RadioGroup, useCommonTexts } from '@pesa/shared'
import type { CitizenCalendarEvent, ReservationsResponse } from '@pesa/shared/api/types'
import { useSubmit } from '@pesa/shared/forms'
import { formatFinnishDate } from '@pesa/shared/validators'
import { useState, type RefObject } from 'react'
import { useCalendarTexts } from '../i18n'
import type { CalendarErrorCode } from '../i18n/fi'
import { childName } from '../children'
import { surveyChildren, type SurveyChild } from '../events'
import { refreshCalendarEvents, reserveDiscussionTime } from '../queries'
import { DiscussionTime } from './DiscussionTime'

interface DiscussionsModalProps {
  data: ReservationsResponse
  events: CitizenCalendarEvent[]
  today: string
  /** modal=discussion-reservations: the survey and child whose free times are offered */
  selected?: { childId: string; eventId: string }
  onChoose: (selected: { childId: string; eventId: string }) => void
  onBack: () => void
  onClose: () => void
}

/**
 * Discussion times (spec part 2 §2, §5): the surveys per child with the booked time (its .ics,
 * cancel) or a button to choose one; choosing lists the free times from today on.
 */
export default function DiscussionsModal({ data, events, today, selected, onChoose, onBack, onClose }: DiscussionsModalProps) {
  const t = useCalendarTexts().discussions
  const surveys = surveyChildren(events, today)
  const chosen = selected && surveys.find((s) => s.childId === selected.childId && s.event.id === selected.eventId)
  if (chosen && !chosen.booked) return <ReserveTime key={`${chosen.event.id}-${chosen.childId}`} data={data} survey={chosen} onDone={onBack} onBack={onBack} />
  return (
    <Modal
      title={t.title}
      onClose={onClose}
      data-qa="discussions-modal"
      actions={
        <Button onClick={onClose} data-qa="discussions-close">
          {t.close}
        </Button>
      }
    >
      {surveys.length === 0 ? <p>{t.none}</p> : null}
      {surveys.map((survey) => (
        <section key={`${survey.event.id}-${survey.childId}`} data-qa={`discussion-survey-${survey.event.id}-${survey.childId}`}>
          <h3>
            {childName(data, survey.childId)}: {survey.event.title}
          </h3>
          {survey.event.description ? <p>{survey.event.description}</p> : null}
          {survey.booked ? (
            <DiscussionTime time={survey.booked} childId={survey.childId} today={today} />
          ) : survey.free.length === 0 ? (
            <p>{t.noTimes}</p>
          ) : (
            <Button onClick={() => onChoose({ childId: survey.childId, eventId: survey.event.id })} data-qa="discussion-choose">
              {t.choose}
            </Button>
          )}
        </section>
      ))}
    </Modal>
  )
}

const EXPECTED: CalendarErrorCode[] = ['TIME_ALREADY_RESERVED']

/** The free times of one survey for one child; a time someone else took meanwhile clears the choice and reads the times again (§8). */
function ReserveTime({ data, survey, onDone, onBack }: { data: ReservationsResponse; survey: SurveyChild; onDone: () => void; onBack: () => void }) {
  const texts = useCalendarTexts()
  const t = texts.discussions
  const validation = useCommonTexts().validation
  const [choice, setChoice] = useState<string>()
  const submission = useSubmit<void, CalendarErrorCode>({
    action: () => reserveDiscussionTime({ calendarEventTimeId: choice!, childId: survey.childId }),
    onSuccess: onDone,
    expectedErrors: EXPECTED,
    onExpectedError: () => {
      setChoice(undefined)
      void refreshCalendarEvents()
    }
  })
  return (
    <Modal
      title={t.reserveTitle(childName(data, survey.childId))}
      onClose={onBack}
      data-qa="discussion-reservation-modal"
      actions={
        <>
          <Button variant="primary" busy={submission.busy} disabled={!choice} onClick={() => void submission.submit()} data-qa="discussion-reserve">
            {t.reserve}
          </Button>
          <Button onClick={onBack} data-qa="discussion-back">
            {t.back}
          </Button>
        </>
      }
    >
      <p>{survey.event.title}</p>
      {/* A time that began while the guardian chose comes back as VALIDATION_FAILED at the times. */}
      <div ref={submission.containerRef as RefObject<HTMLDivElement | null>}>
        {survey.free.length === 0 ? (
          <p>{t.noTimes}</p>
        ) : (
          <RadioGroup
            name={`discussion-${survey.event.id}-${survey.childId}`}
            legend={t.freeTimes}
            options={survey.free.map((time) => ({ value: time.id, label: t.time(formatFinnishDate(time.date), time.startTime, time.endTime) }))}
            value={choice}
            onChange={setChoice}
            error={submission.fieldErrors.calendarEventTimeId ? validation[submission.fieldErrors.calendarEventTimeId] : undefined}
            data-qa="discussion-times"
          />
        )}
      </div>
      {submission.error ? (
        <Alert kind="error" data-qa={`discussion-error-${submission.error}`}>
          <p>{texts.errors[submission.error]}</p>
        </Alert>
      ) : null}
      {submission.dialog}
    </Modal>
  )
}
