import { Alert, Button, onOutboxChange, sendOutbox, useUser } from '@pesa/shared'
import type { AbsenceRequest, ReservationsResponse } from '@pesa/shared/api/types'
import { formatFinnishDate } from '@pesa/shared/validators'
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { useCalendarTexts } from '../i18n'
import { ABSENCE_KIND, dropQueuedAbsence, queueAbsence, queuedAbsences, type QueuedAbsence } from '../absence-queue'
import { childName } from '../children'
import { refreshReservations } from '../queries'
import { RefusalAlert } from './RefusalAlert'

interface AbsenceQueue {
  items: QueuedAbsence[]
  queue: (request: AbsenceRequest) => Promise<void>
  drop: (id: string) => Promise<void>
}

const Context = createContext<AbsenceQueue>({ items: [], queue: () => Promise.reject(new Error('no absence queue')), drop: async () => undefined })

/**
 * A sent absence reads the calendar again. Listened for from the calendar's start, before its
 * first read is sent (a layout effect, above the read's hook): the shell sends the outbox when the
 * app starts, beside that read, and the queue's provider below is drawn only once the read is in.
 * A send that ended in between was heard by no one, and the day stayed as read before it was saved.
 */
export function useRefreshWhenAbsencesSent(): void {
  useLayoutEffect(() => {
    return onOutboxChange((change) => {
      if (change.item.kind === ABSENCE_KIND && change.type === 'sent') void refreshReservations()
    })
  }, [])
}

/** The calendar's absences waiting to be sent, for the modal that queues one and the days that show them. */
export const useAbsenceQueue = () => useContext(Context)

/**
 * Holds the logged-in guardian's queue as the outbox has it, read again on every change the page
 * makes to it: the shell sends it from any page (shared/src/outbox/send.ts); a sent absence
 * refreshes the calendar's days through useRefreshWhenAbsencesSent (mf-calendar/src/calendar/DECISIONS.md,
 * "Absences reported offline").
 */
export function AbsenceQueueProvider({ children }: { children: ReactNode }) {
  const personId = useUser()?.id
  const [items, setItems] = useState<QueuedAbsence[]>([])
  const reload = useCallback(async () => {
    if (personId) setItems(await queuedAbsences(personId).catch(() => []))
  }, [personId])
  useEffect(() => {
    void reload()
    // Coming to the calendar is one more chance to send: a round stopped by a service that did not answer.
    if (personId) void sendOutbox(personId)
    // The calendar's days are read again by useRefreshWhenAbsencesSent, heard from the page's start.
    return onOutboxChange((change) => {
      if (change.item.kind === ABSENCE_KIND) void reload()
    })
  }, [personId, reload])
  const value = useMemo<AbsenceQueue>(
    () => ({
      items,
      queue: async (request) => {
        if (!personId) throw new Error('no person')
        await queueAbsence(personId, request)
      },
      drop: (id) => dropQueuedAbsence(id)
    }),
    [items, personId]
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** "Ella, Aino: 3.12.2026–4.12.2026, Sairaus": what an item is, in its list and its cancel button's name. */
function useDescribe(data: ReservationsResponse) {
  const texts = useCalendarTexts()
  return ({ childIds, dateRange, absenceType }: AbsenceRequest) => {
    const names = childIds.map((id) => childName(data, id) || '?').join(', ')
    const range =
      dateRange.start === dateRange.end ? formatFinnishDate(dateRange.start) : `${formatFinnishDate(dateRange.start)}–${formatFinnishDate(dateRange.end)}`
    return `${names}: ${range}, ${texts.absenceTypes[absenceType]}`
  }
}

/** The list of absences waiting to be sent, each cancellable, and those the server refused when they were sent. */
export function QueuedAbsences({ data }: { data: ReservationsResponse }) {
  const t = useCalendarTexts().queue
  const { items, drop } = useAbsenceQueue()
  const describe = useDescribe(data)
  const waiting = items.filter((item) => !item.refusal)
  return (
    <>
      {items.flatMap((item) =>
        item.refusal
          ? [
              <div key={item.id} data-qa="queued-absence-refused">
                <p>
                  <strong>{t.refusedTitle}</strong> {t.refusedIntro(describe(item.request))}
                </p>
                <RefusalAlert refusal={item.refusal} data={data} qa="queued-absence" />
                <Button onClick={() => void drop(item.id)} data-qa="queued-absence-dismiss">
                  {t.dismiss}
                </Button>
              </div>
            ]
          : []
      )}
      {waiting.length > 0 ? (
        <Alert kind="info" title={t.title} data-qa="queued-absences">
          <p>{t.intro}</p>
          <ul>
            {waiting.map((item) => (
              <li key={item.id} data-qa="queued-absence">
                {describe(item.request)}{' '}
                <Button onClick={() => void drop(item.id)} aria-label={t.cancelLabel(describe(item.request))} data-qa="queued-absence-cancel">
                  {t.cancel}
                </Button>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  )
}
