import { addDays, datesOf, firstWeekWorkingOn, helsinkiDate, isFinnishHoliday, isoWeekday } from '@pesa/shared/dates'
import { reservableRange } from '../calendar/days'
import { insertEvent, insertTime } from '../calendar/event-repository'
import { insertQuestionnaire } from '../calendar/holiday-repository'
import { insertAttendance, insertHolidayPeriod, insertReservation, upsertAbsence } from '../calendar/repository'
import { insertServiceNeed, setUnitOperation } from '../placements/repository'
import type { SeedContext } from './context'
import { schoolYearStart } from './demo-units'

/** Weekly hours of the seeded options: the daily share of a day without times is a fifth. */
const OPTION_HOURS: Record<string, number> = {
  'Kokopäiväinen, yli 35 h/vko': 40,
  'Kokopäiväinen, 25–35 h/vko': 35,
  'Kokopäiväinen, enintään 25 h/vko': 25,
  'Osapäiväinen, enintään 5 h/pv': 25,
  'Osapäiväinen, enintään 20 h/vko': 20,
  'Esiopetus ja liittyvä varhaiskasvatus, yli 25 h/vko': 40,
  'Esiopetus ja liittyvä varhaiskasvatus, enintään 25 h/vko': 25
}

/**
 * The week of the seed's first-week reservations and staff-marked absence: the first from the
 * reservable range's start (a Monday) whose Monday to Thursday, the days they are on, are working
 * days. The tests find them there (e2e/calendar/calendar.page.ts has the same rule).
 */
export const seededWeek = (rangeStart: string): string => firstWeekWorkingOn(rangeStart, 4)

/** The first Monday from `monday` (a Monday) on that starts `weeks` weeks with no public holiday on a weekday. */
function plainWeeksFrom(monday: string, weeks: number): string {
  let start = monday
  while (datesOf(start, addDays(start, 7 * weeks - 1)).some((date) => isoWeekday(date) <= 5 && isFinnishHoliday(date))) start = addDays(start, 7)
  return start
}

/**
 * The seed's dated periods after the first reservable week, in this order, each at least its offset
 * (in days) from the reservable range's start: three holiday periods (closed, open, not yet open)
 * and the winter-break questionnaire's period. Each starts on a Monday, and its weeks have no
 * public holiday on a weekday, so the tests' "five of the seven days" and "the period's first day"
 * hold on any date of the year: at a fixed offset a period started on Easter Monday or held
 * Christmas in some weeks. Near Christmas or Easter a period moves a week or more later, and the
 * ones after it keep their order.
 */
export function seededPeriods(rangeStart: string) {
  const period = (offset: number, days: number, after?: { end: string }) => {
    const from = addDays(rangeStart, offset)
    const mondayAfter = after && addDays(after.end, 8 - isoWeekday(after.end))
    const start = plainWeeksFrom(mondayAfter && mondayAfter > from ? mondayAfter : from, Math.ceil(days / 7))
    return { start, end: addDays(start, days - 1) }
  }
  const closed = period(14, 5)
  const open = period(35, 14, closed)
  const winterBreak = period(56, 12, open)
  const notYetOpen = period(70, 12, winterBreak)
  return { closed, open, winterBreak, notYetOpen }
}

/**
 * The calendar of Anna's children: Tähtitarha open around the clock and on holidays; Aino in full
 * shift care with contract days, Ella in preschool with connected daycare; past weeks reserved and
 * attended (one attendance outside its reservation, a staff-marked absence, Ella's last month over
 * her service need), the first reservable week partly reserved, and three holiday periods
 * (closed, open, not yet open).
 */
export async function seedCalendar({ db, now, today, people, units }: SeedContext): Promise<void> {
  for (const [name, hours] of Object.entries(OPTION_HOURS)) {
    await db.query('update service_need_option set daycare_hours_per_week = $2 where name_fi = $1', [name, hours])
  }
  const [contractOption] = await db.query<{ id: string }>(
    `insert into service_need_option (name_fi, name_sv, name_en, valid_placement_type, valid_from, display_order, daycare_hours_per_week, contract_days_per_month)
     values ('Sopimuspäivät, 15 pv/kk', 'Avtalsdagar, 15 dagar/mån', 'Contract days, 15 days/month', 'DAYCARE', '2020-01-01', 100, 40, 15) returning id`
  )
  await setUnitOperation(db, units.tahtitarha, { operationTimes: null, shiftCareOperationTimes: null, shiftCareOpenOnHolidays: true })

  const placements = await db.query<{ id: string; child_id: string; unit_id: string; start_date: string; end_date: string }>(
    'select id, child_id, unit_id, start_date, end_date from placement where child_id = any ($1::uuid[])',
    [[people.preschoolChild, people.daycareChild, people.liisasChild]]
  )
  const placementOf = (childId: string) => placements.find((p) => p.child_id === childId)!
  const optionId = async (name: string) => (await db.query<{ id: string }>('select id from service_need_option where name_fi = $1', [name]))[0]!.id
  const ella = placementOf(people.preschoolChild)
  const aino = placementOf(people.daycareChild)
  const onni = placementOf(people.liisasChild)
  await insertServiceNeed(db, {
    placementId: ella.id,
    optionId: await optionId('Esiopetus ja liittyvä varhaiskasvatus, yli 25 h/vko'),
    startDate: ella.start_date,
    endDate: ella.end_date,
    shiftCare: 'NONE'
  })
  await insertServiceNeed(db, { placementId: aino.id, optionId: contractOption!.id, startDate: aino.start_date, endDate: aino.end_date, shiftCare: 'FULL' })
  await insertServiceNeed(db, {
    placementId: onni.id,
    optionId: await optionId('Kokopäiväinen, 25–35 h/vko'),
    startDate: onni.start_date,
    endDate: onni.end_date,
    shiftCare: 'NONE'
  })

  // Past weeks: the previous month's days are long (Ella over her service need), then ordinary weeks.
  const weekdays = (from: string, to: string) => datesOf(from, to).filter((date) => isoWeekday(date) <= 5 && !isFinnishHoliday(date))
  const firstOfLastMonth = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`
  const pastDays = weekdays(firstOfLastMonth, addDays(today, -1)).filter((date) => date >= ella.start_date)
  const staffMarkedPast = pastDays[pastDays.length - 3]
  // Aino keeps within her contract days this month whatever today's date: the month's first days are
  // planned absences, the latest ones attended (last month she went over).
  const thisMonth = pastDays.filter((date) => date >= `${today.slice(0, 7)}-01`)
  const ainoAway = new Set(thisMonth.slice(0, Math.max(0, thisMonth.length - 12)))
  for (const date of pastDays) {
    const lastMonth = date < `${today.slice(0, 7)}-01`
    if (date === staffMarkedPast) {
      await upsertAbsence(db, { childId: people.preschoolChild, date, type: 'SICKLEAVE', staffMarked: true, createdBy: null })
      continue
    }
    const [start, end] = lastMonth ? ['07:00', '17:30'] : ['08:00', '16:00']
    await insertReservation(db, { childId: people.preschoolChild, date, start, end, createdBy: people.anna })
    await insertAttendance(db, {
      childId: people.preschoolChild,
      unitId: ella.unit_id,
      date,
      start: lastMonth ? '07:05' : '08:05',
      end: lastMonth ? '17:20' : '15:50'
    })
    if (ainoAway.has(date)) {
      await upsertAbsence(db, { childId: people.daycareChild, date, type: 'PLANNED_ABSENCE', createdBy: people.anna })
      continue
    }
    await insertReservation(db, { childId: people.daycareChild, date, start: '07:30', end: '15:30', createdBy: people.anna })
    const outside = date === pastDays[pastDays.length - 2]
    await insertAttendance(db, {
      childId: people.daycareChild,
      unitId: aino.unit_id,
      date,
      start: outside ? '06:50' : '07:35',
      end: outside ? '16:40' : '15:20'
    })
  }

  // The first reservable week whose Monday to Thursday are working days (seededWeek): Monday to
  // Wednesday reserved for Ella, Aino's Monday evening and night in two parts; Ella's Thursday is
  // marked absent by staff (read-only to the guardian).
  const range = reservableRange(now, 150, helsinkiDate)
  const week = seededWeek(range.start)
  for (const offset of [0, 1, 2]) {
    await insertReservation(db, { childId: people.preschoolChild, date: addDays(week, offset), start: '08:00', end: '16:00', createdBy: people.anna })
  }
  await insertReservation(db, { childId: people.daycareChild, date: week, start: '14:00', end: '23:59', createdBy: people.anna })
  await insertReservation(db, { childId: people.daycareChild, date: addDays(week, 1), start: '00:00', end: '07:00', createdBy: people.mikko })
  await upsertAbsence(db, { childId: people.preschoolChild, date: addDays(week, 3), type: 'OTHER_ABSENCE', staffMarked: true, createdBy: null })

  // Holiday periods after the first reservable week: closed (deadline passed), open, not yet open.
  const periods = seededPeriods(range.start)
  await insertHolidayPeriod(db, { period: periods.closed, reservationsOpenOn: addDays(today, -30), reservationDeadline: addDays(today, -1) })
  await insertHolidayPeriod(db, { period: periods.open, reservationsOpenOn: addDays(today, -7), reservationDeadline: addDays(today, 14) })
  await insertHolidayPeriod(db, { period: periods.notYetOpen, reservationsOpenOn: addDays(today, 30), reservationDeadline: addDays(today, 60) })

  await seedQuestionnaires(db, today, periods)
  await seedEvents(db, today, people)
}

const text = (fi: string, sv: string, en: string) => ({ fi, sv, en })

/**
 * Two active questionnaires: a FIXED_PERIOD one over the open holiday period (children placed
 * without a gap since before this school year; Ella, placed from its first day, is not eligible)
 * and an OPEN_RANGES one for the winter-break weeks that needs a strong login.
 */
async function seedQuestionnaires(db: SeedContext['db'], today: string, periods: ReturnType<typeof seededPeriods>): Promise<void> {
  const { open } = periods
  await insertQuestionnaire(db, {
    type: 'FIXED_PERIOD',
    requiresStrongAuth: false,
    active: { start: addDays(today, -7), end: addDays(today, 14) },
    title: text('Loma-ajan kysely', 'Enkät om semestertiden', 'Holiday questionnaire'),
    description: text(
      'Valitse jakso, jonka lapsi on poissa. Vastaus kirjataan poissaoloiksi.',
      'Välj perioden då barnet är borta. Svaret antecknas som frånvaro.',
      'Choose the period your child will be away. The answer is recorded as absences.'
    ),
    descriptionLink: text('', '', ''),
    periodOptionLabel: text('Lapsi on poissa', 'Barnet är borta', 'The child is away'),
    periodOptions: [
      { start: open.start, end: addDays(open.start, 6) },
      { start: addDays(open.start, 7), end: open.end }
    ],
    // Not the last half year: from February on, Ella's placement since August would be that long.
    continuousPlacement: { start: addDays(schoolYearStart(today), -1), end: today }
  })
  await insertQuestionnaire(db, {
    type: 'OPEN_RANGES',
    absenceType: 'OTHER_ABSENCE',
    requiresStrongAuth: true,
    active: { start: addDays(today, -3), end: addDays(today, 21) },
    title: text('Hiihtolomakysely', 'Enkät om sportlovet', 'Winter break questionnaire'),
    description: text(
      'Kerro päivät, joina lapsi on poissa hiihtolomaviikkojen aikana.',
      'Ange de dagar då barnet är borta under sportlovsveckorna.',
      'Tell the days your child will be away during the winter break weeks.'
    ),
    descriptionLink: text('', '', ''),
    period: periods.winterBreak
  })
}

/** The next working day after the date (weekends and public holidays skipped). */
function nextWorkingDay(date: string): string {
  let day = addDays(date, 1)
  while (isoWeekday(day) > 5 || isFinnishHoliday(day)) day = addDays(day, 1)
  return day
}

/**
 * Events of Anna's children: a unit event and a group event of Ella's, a three-day event of
 * Aino's unit, and discussion times for Ella's group: free ones a week ahead, one taken by
 * another family's child (never shown to Anna) and Ella's own on the next working day, too late
 * to cancel (two working days).
 */
async function seedEvents(db: SeedContext['db'], today: string, people: SeedContext['people']): Promise<void> {
  const placement = async (childId: string) =>
    (
      await db.query<{ unit_id: string; group_id: string }>('select unit_id, group_id from placement where child_id = $1 order by start_date desc limit 1', [
        childId
      ])
    )[0]!
  const ella = await placement(people.preschoolChild)
  const aino = await placement(people.daycareChild)
  // A unit's one-day event falls on a day the unit is open: the first working day from the offset.
  // At a plain offset the group's trip fell on a Saturday in runs that started on a Friday, beside
  // an e2e test's own Saturday event (calendar/discussions.spec.ts).
  const oneDay = (offset: number) => {
    const day = nextWorkingDay(addDays(today, offset - 1))
    return { start: day, end: day }
  }
  await insertEvent(db, {
    title: 'Vanhempainilta',
    description: 'Kuuselan vanhempainilta klo 18 salissa.',
    period: oneDay(3),
    eventType: 'DAYCARE_EVENT',
    attendees: [{ unitId: ella.unit_id, groupId: null, childId: null }]
  })
  await insertEvent(db, {
    title: 'Metsäretki',
    description: 'Esikoulu Tähdet lähtee metsään: säänmukaiset vaatteet ja eväät.',
    period: oneDay(8),
    eventType: 'DAYCARE_EVENT',
    attendees: [{ unitId: ella.unit_id, groupId: ella.group_id, childId: null }]
  })
  await insertEvent(db, {
    title: 'Liikuntaviikko',
    description: 'Tähtitarhan liikuntaviikko: joka päivä jotain uutta.',
    period: { start: addDays(today, 10), end: addDays(today, 12) },
    eventType: 'DAYCARE_EVENT',
    attendees: [{ unitId: aino.unit_id, groupId: null, childId: null }]
  })
  const survey = await insertEvent(db, {
    title: 'Varhaiskasvatuskeskustelut',
    description: 'Varaa aika keskusteluun lapsen varhaiskasvatussuunnitelmasta.',
    period: { start: today, end: addDays(today, 21) },
    eventType: 'DISCUSSION_SURVEY',
    attendees: [{ unitId: ella.unit_id, groupId: ella.group_id, childId: null }]
  })
  const late = nextWorkingDay(today)
  await insertTime(db, { eventId: survey, date: late, startTime: '14:00', endTime: '14:30', childId: people.preschoolChild })
  const free = nextWorkingDay(addDays(today, 6))
  for (const [start, end] of [
    ['08:00', '08:30'],
    ['08:30', '09:00'],
    ['09:00', '09:30']
  ] as const) {
    await insertTime(db, { eventId: survey, date: free, startTime: start, endTime: end })
  }
  await insertTime(db, { eventId: survey, date: free, startTime: '10:00', endTime: '10:30', childId: people.liisasChild })
  await insertTime(db, { eventId: survey, date: nextWorkingDay(free), startTime: '12:00', endTime: '12:30' })
}
