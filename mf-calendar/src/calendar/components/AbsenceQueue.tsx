import { Alert, Button, useUser } from '@pesa/shared'
import type { AbsenceRequest, ReservationsResponse } from '@pesa/shared/api/types'
import { formatFinnishDate } from '@pesa/shared/validators'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useCalendarTexts } from '../i18n'
import { dropQueuedAbsence, queueAbsence, queuedAbsences, sendQueuedAbsences, type QueuedAbsence } from '../absence-queue'
import { childName } from '../children'
import { saveAbsences } from '../queries'
import { RefusalAlert } from './RefusalAlert'

interface AbsenceQueue {
  items: QueuedAbsence[]
  queue: (request: AbsenceRequest) => Promise<void>
  drop: (id: string) => Promise<void>
}

const Context = createContext<AbsenceQueue>({ items: [], queue: () => Promise.reject(new Error('no absence queue')), drop: async () => undefined })

/** The calendar's absences waiting to be sent, for the modal that queues one and the days that show them. */
export const useAbsenceQueue = () => useContext(Context)

/** One round at a time per page: the `online` event and the start may come together. */
let round: Promise<void> | undefined

/**
 * Holds the logged-in guardian's queue: read at the calendar's start and sent then, and again
 * whenever the browser says it is back online (mf-calendar/src/calendar/DECISIONS.md, "Absences reported offline").
 */
export function AbsenceQueueProvider({ children }: { children: ReactNode }) {
  const personId = useUser()?.id
  const [items, setItems] = useState<QueuedAbsence[]>([])
  const reload = useCallback(async () => {
    if (personId) setItems(await queuedAbsences(personId).catch(() => []))
  }, [personId])
  const send = useCallback(async () => {
    if (!personId || navigator.onLine === false) return reload()
    round ??= queuedAbsences(personId)
      .then((waiting) => sendQueuedAbsences(waiting, saveAbsences))
      .catch(() => undefined)
      .finally(() => {
        round = undefined
      })
    await round
    await reload()
  }, [personId, reload])
  useEffect(() => {
    void send()
    const online = () => void send()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [send])
  const value = useMemo<AbsenceQueue>(
    () => ({
      items,
      queue: async (request) => {
        if (!personId) throw new Error('no person')
        await queueAbsence(personId, request)
        await reload()
      },
      drop: async (id) => {
        await dropQueuedAbsence(id)
        await reload()
      }
    }),
    [items, personId, reload]
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
  const waiting = items.filter((item) => !item.body.refusal)
  return (
    <>
      {items.flatMap((item) =>
        item.body.refusal
          ? [
              <div key={item.id} data-qa="queued-absence-refused">
                <p>
                  <strong>{t.refusedTitle}</strong> {t.refusedIntro(describe(item.body.request))}
                </p>
                <RefusalAlert refusal={item.body.refusal} data={data} qa="queued-absence" />
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
                {describe(item.body.request)}{' '}
                <Button onClick={() => void drop(item.id)} aria-label={t.cancelLabel(describe(item.body.request))} data-qa="queued-absence-cancel">
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
