/*
 * The largest reservation a guardian sends at once: a year of weekly times for three children
 * (Monday to Friday, Friday in two parts), built and validated as the reservation modal does on
 * save, against a year of days as the server answers them. The budget is 20 ms median; run with
 * `npx tsx mf-calendar/bench/reservation-request.bench.ts [--short]`.
 */
import { addDays, isoWeekday } from '@pesa/shared/dates'
import type { ReservationsResponse } from '@pesa/shared/api/types'
import { initialForm, toRequest, validateForm, type ReservationForm } from '../src/calendar/reservation-form'
import { AINO, childDay, ELLA, testData } from '../src/calendar/test-data'

const BUDGET_MS = 20
const short = process.argv.includes('--short')
const WARMUP = short ? 5 : 50
const ROUNDS = short ? 50 : 500
const LUMI = '00000000-0000-4000-8000-00000000001f'
const FIRST = '2026-12-07'
const LAST = addDays(FIRST, 364)

/** A year from Monday 7.12.2026: Ella and Lumi on weekdays 06:30–18:00, Aino in shift care every day. */
function yearOfDays(): ReservationsResponse {
  const base = testData()
  const days = Array.from({ length: 365 }, (_, index) => {
    const date = addDays(FIRST, index)
    const weekday = isoWeekday(date) <= 5
    return {
      date,
      holiday: false,
      children: [
        ...(weekday ? [childDay(ELLA), childDay(LUMI)] : []),
        childDay(AINO, { shiftCare: true, reservableTimeRange: { type: 'SHIFT_CARE' as const, range: { start: '00:00', end: '23:59' } } })
      ]
    }
  })
  const lumi = { ...base.children[0]!, id: LUMI, firstName: 'Lumi' }
  return { ...base, children: [...base.children, lumi], days, reservableRange: { start: FIRST, end: LAST } }
}

const times = (start: string, end: string) => ({ absent: false, ranges: [{ start, end }] })
const form: ReservationForm = {
  ...initialForm([ELLA, AINO, LUMI], FIRST, LAST),
  repetition: 'WEEKLY',
  weekly: {
    1: times('08:00', '16:00'),
    2: times('07:30', '16:30'),
    3: { absent: true, ranges: [{ start: '', end: '' }] },
    4: times('08:00', '15:00'),
    5: {
      absent: false,
      ranges: [
        { start: '07:00', end: '11:00' },
        { start: '12:00', end: '17:00' }
      ]
    }
  }
}
const data = yearOfDays()

let sent = 0
const round = () => {
  if (Object.keys(validateForm(form, data)).length > 0) throw new Error('The year of weekly times should be valid')
  sent += toRequest(form, data).request.length
}
for (let index = 0; index < WARMUP; index++) round()
const timings: number[] = []
for (let index = 0; index < ROUNDS; index++) {
  const started = performance.now()
  round()
  timings.push(performance.now() - started)
}
timings.sort((a, b) => a - b)
const median = timings[Math.floor(timings.length / 2)]!
const p95 = timings[Math.floor(timings.length * 0.95)]!
console.log(`weekly reservation for three children over a year, built and validated (${ROUNDS} rounds, ${sent / (WARMUP + ROUNDS)} days sent a round)`)
console.log(`  median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, budget ${BUDGET_MS} ms median: ${median < BUDGET_MS ? 'within' : 'OVER'} budget`)
