import { useLanguage } from '@pesa/shared'
import type { ReservationsResponse } from '@pesa/shared/api/types'
import { useId, useState } from 'react'
import { useCalendarTexts } from '../i18n'
import { childName } from '../children'
import { childSummaries, hoursAndMinutes, opensItself } from '../summary'
import styles from './Summary.module.css'

/**
 * Per child and month the reserved and used hours against the service need, with the warnings of
 * spec part 2 §5; open at first when a month's reservations exceed the service need (§4).
 */
export function SummaryPanel({ data, lastShownMonth }: { data: ReservationsResponse; lastShownMonth: string }) {
  const t = useCalendarTexts().summary
  const lang = useLanguage()
  const children = childSummaries(data, lastShownMonth)
  const [open, setOpen] = useState(() => opensItself(children))
  const contentId = useId()
  if (children.length === 0) return null
  const monthName = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const hours = (minutes: number) => {
    const { hours: h, minutes: m } = hoursAndMinutes(minutes)
    return t.hours(h, m)
  }
  return (
    <section className={styles.panel} aria-labelledby={`${contentId}-title`} data-qa="summary-panel">
      <h2 className={styles.toggle} id={`${contentId}-title`}>
        <button
          type="button"
          className={styles.toggleButton}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
          data-qa="summary-toggle"
        >
          {t.title} {open ? '▴' : '▾'}
        </button>
      </h2>
      <div id={contentId} hidden={!open} data-qa="summary-content">
        <p>{t.intro}</p>
        {children.map((child) => (
          <table key={child.childId} className={styles.table} data-qa={`summary-child-${child.childId}`}>
            <caption>{childName(data, child.childId)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.month}</th>
                <th scope="col">{t.reserved}</th>
                <th scope="col">{t.used}</th>
                <th scope="col">{t.serviceNeed}</th>
                <th scope="col">{t.days}</th>
              </tr>
            </thead>
            <tbody>
              {child.months.map((m) => (
                <tr key={m.key} data-qa={`summary-month-${m.key}`}>
                  <th scope="row">
                    {monthName.format(new Date(`${m.key}-15T12:00:00Z`))}
                    {m.warnings.map((warning) => (
                      <span key={warning} className={styles.warning} data-qa={`summary-warning-${warning}`}>
                        ⚠ {t.warnings[warning]}
                      </span>
                    ))}
                  </th>
                  <td data-label={t.reserved}>{hours(m.reservedMinutes)}</td>
                  <td data-label={t.used}>{hours(m.usedServiceMinutes)}</td>
                  <td data-label={t.serviceNeed}>{m.serviceNeedMinutes > 0 ? hours(m.serviceNeedMinutes) : t.none}</td>
                  <td data-label={t.days}>{t.daysOf(m.attendanceDays, m.contractDaysPerMonth)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  )
}
