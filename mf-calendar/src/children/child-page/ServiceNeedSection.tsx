import { Alert, useLanguage, type Lang } from '@pesa/shared'
import type { Child, DailyServiceTime } from '@pesa/shared/api/types'
import { Loaded } from '@pesa/shared/forms'
import { Select } from '@pesa/shared/kit/select'
import { formatFinnishDate } from '@pesa/shared/validators'
import { Fragment, useState } from 'react'
import { useChildrenTexts } from '../i18n'
import { today } from '@pesa/shared/dates'
import { useAttendanceSummary, useDailyServiceTimes, useServiceNeeds } from '../queries'
import { attendanceMonths } from '../rules'
import styles from '../Children.module.css'

export const optionName = (option: { nameFi: string; nameSv: string; nameEn: string }, lang: Lang) =>
  lang === 'sv' ? option.nameSv : lang === 'en' ? option.nameEn : option.nameFi

/** Service needs newest first and, with READ_DAILY_SERVICE_TIMES, the daily service times (spec part 2 §3). */
export function ServiceNeedSection({ child }: { child: Child }) {
  const t = useChildrenTexts().children.serviceNeed
  const lang = useLanguage()
  const needs = useServiceNeeds(child.id)
  return (
    <>
      <h3>{t.needs}</h3>
      <Loaded result={needs}>
        {(list) =>
          list.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className={styles.list} data-qa="service-needs">
              {list.map((need) => (
                <li key={`${need.startDate}-${need.option.id}`} className={styles.item} data-qa="service-need">
                  <dl className={styles.facts}>
                    <dt>{t.period}</dt>
                    <dd>
                      {formatFinnishDate(need.startDate)}–{formatFinnishDate(need.endDate)}
                    </dd>
                    <dt>{t.option}</dt>
                    <dd data-qa="service-need-option">{optionName(need.option, lang)}</dd>
                    <dt>{t.unit}</dt>
                    <dd>{need.unitName}</dd>
                    {need.contractDaysPerMonth !== null ? (
                      <>
                        <dt>{t.contractDays}</dt>
                        <dd data-qa="service-need-contract-days">{t.contractDaysValue(need.contractDaysPerMonth)}</dd>
                      </>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {child.permittedActions?.includes('READ_DAILY_SERVICE_TIMES') ? <DailyServiceTimes childId={child.id} /> : null}
    </>
  )
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

function DailyServiceTimes({ childId }: { childId: string }) {
  const t = useChildrenTexts().children.serviceNeed
  const times = useDailyServiceTimes(childId)
  return (
    <>
      <h3>{t.dailyTimes}</h3>
      <Loaded result={times}>
        {(list) =>
          list.length === 0 ? (
            <p>{t.noDailyTimes}</p>
          ) : (
            <ul className={styles.list} data-qa="daily-service-times">
              {list.map((time) => (
                <li key={time.id} className={styles.item} data-qa="daily-service-time">
                  <h4>{t.types[time.type]}</h4>
                  <p>{t.validFrom(formatFinnishDate(time.validityPeriod.start), time.validityPeriod.end && formatFinnishDate(time.validityPeriod.end))}</p>
                  <DailyTimes time={time} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  )
}

function DailyTimes({ time }: { time: DailyServiceTime }) {
  const t = useChildrenTexts().children.serviceNeed
  if (time.regularTimes) return <p data-qa="regular-times">{`${time.regularTimes.start}–${time.regularTimes.end}`}</p>
  if (!time.weekdayTimes) return null
  const weekdayTimes = time.weekdayTimes
  return (
    <dl className={styles.facts} data-qa="weekday-times">
      {WEEKDAYS.map((day) => {
        const range = weekdayTimes[day]
        return (
          <Fragment key={day}>
            <dt>{t.weekdays[day]}</dt>
            <dd data-qa={`weekday-${day}`}>{range ? `${range.start}–${range.end}` : t.noTime}</dd>
          </Fragment>
        )
      })}
    </dl>
  )
}

/** The attendance days of a chosen month against its contract days, warning when over (spec part 2 §3, §5). */
export function AttendanceSection({ childId }: { childId: string }) {
  const t = useChildrenTexts().children.attendance
  const lang = useLanguage()
  const needs = useServiceNeeds(childId)
  return (
    <Loaded result={needs}>
      {(list) => {
        const months = attendanceMonths(today(), list)
        if (months.length === 0) return <p>{t.none}</p>
        const format = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' })
        return (
          <AttendanceMonths childId={childId} months={months.map((month) => ({ value: month, label: format.format(new Date(`${month}-15T12:00:00Z`)) }))} />
        )
      }}
    </Loaded>
  )
}

function AttendanceMonths({ childId, months }: { childId: string; months: { value: string; label: string }[] }) {
  const t = useChildrenTexts().children.attendance
  const [month, setMonth] = useState(months[0]!.value)
  const summary = useAttendanceSummary(childId, month)
  return (
    <>
      <Select label={t.month} options={months} value={month} onChange={(value) => value && setMonth(value)} placeholder={false} data-qa="attendance-month" />
      <Loaded result={summary}>
        {(data) => (
          <>
            <dl className={styles.facts}>
              <dt>{t.days}</dt>
              <dd data-qa="attendance-days">{data.attendanceDays}</dd>
              {data.contractDaysPerMonth !== null ? (
                <>
                  <dt>{t.contract}</dt>
                  <dd data-qa="attendance-contract-days">{data.contractDaysPerMonth}</dd>
                </>
              ) : null}
            </dl>
            {data.overContract ? (
              <Alert kind="warning" data-qa="attendance-over-contract">
                <p>{t.overContract}</p>
              </Alert>
            ) : null}
          </>
        )}
      </Loaded>
    </>
  )
}
