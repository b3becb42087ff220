import type { CalendarEventTime, CitizenCalendarEvent } from '@pesa/shared/api/types'
import { bookedTimesOfDay, cancellable, eventsOfDay, eventsWithoutCareDay, surveyChildren } from './events'
import { AINO, ELLA, testData } from './test-data'

const attending = (start: string, end: string) => [{ periods: [{ start, end }], type: 'UNIT' as const, unitName: 'Kuusela', groupName: null }]
const time = (id: string, date: string, childId: string | null, isEditable = true): CalendarEventTime => ({
  id,
  childId,
  date,
  startTime: '08:00',
  endTime: '08:30',
  isEditable
})
const event = (overrides: Partial<CitizenCalendarEvent>): CitizenCalendarEvent => ({
  id: 'e',
  title: 'Retki',
  description: '',
  period: { start: '2026-12-01', end: '2026-12-03' },
  eventType: 'DAYCARE_EVENT',
  attendingChildren: { [ELLA]: attending('2026-12-01', '2026-12-03') },
  timesByChild: {},
  ...overrides
})

describe('calendar events on the page', () => {
  it("shows a daycare event on each of the child's days of it, and no survey on the days it is open", () => {
    const survey = event({ id: 's', eventType: 'DISCUSSION_SURVEY' })
    const events = [event({}), survey]
    expect(eventsOfDay(events, ELLA, '2026-12-02').map((e) => e.id)).toEqual(['e'])
    expect(eventsOfDay(events, ELLA, '2026-12-04')).toEqual([])
    expect(eventsOfDay(events, AINO, '2026-12-02')).toEqual([])
  })

  it("keeps an event on a day the child's unit does not take the child (a Saturday), apart from the care days", () => {
    const data = testData()
    const saturday = data.days.find((d) => d.date === '2026-12-12')!
    const family = event({
      id: 'sat',
      period: { start: '2026-12-12', end: '2026-12-12' },
      attendingChildren: { [ELLA]: attending('2026-12-12', '2026-12-12') }
    })
    expect(saturday.children.map((c) => c.childId)).toEqual([AINO])
    expect(eventsWithoutCareDay(data, [family], saturday)).toEqual([{ childId: ELLA, events: [family] }])
    // On a care day the event is the child's own line, not apart; a day without the child's events has nothing apart.
    const friday = data.days.find((d) => d.date === '2026-12-11')!
    expect(eventsWithoutCareDay(data, [event({})], friday)).toEqual([])
    expect(eventsWithoutCareDay(data, [event({})], saturday)).toEqual([])
  })

  it("shows the child's booked time on its date", () => {
    const booked = time('t1', '2026-12-02', ELLA)
    const survey = event({ id: 's', eventType: 'DISCUSSION_SURVEY', timesByChild: { [ELLA]: [time('t0', '2026-12-02', null), booked] } })
    expect(bookedTimesOfDay([survey], ELLA, '2026-12-02')).toEqual([{ event: survey, time: booked }])
    expect(bookedTimesOfDay([survey], ELLA, '2026-12-03')).toEqual([])
  })

  it('offers the free times from today while the child has no time, else the booked one alone', () => {
    const free = [
      time('past', '2026-11-30', null),
      time('today', '2026-12-01', null),
      time('begun', '2026-12-01', null, false),
      time('later', '2026-12-02', null)
    ]
    const survey = event({
      id: 's',
      eventType: 'DISCUSSION_SURVEY',
      attendingChildren: { [ELLA]: attending('2026-12-01', '2026-12-03'), [AINO]: attending('2026-12-01', '2026-12-03') },
      timesByChild: { [ELLA]: free, [AINO]: [...free, time('mine', '2026-12-03', AINO)] }
    })
    const [ella, aino] = surveyChildren([survey, event({})], '2026-12-01')
    expect(ella).toMatchObject({ childId: ELLA, booked: null })
    expect(ella!.free.map((t) => t.id)).toEqual(['today', 'later'])
    expect(aino).toMatchObject({ childId: AINO, booked: { id: 'mine' }, free: [] })
  })

  it('lets a booked time be cancelled while editable and not past', () => {
    expect(cancellable(time('a', '2026-12-10', ELLA), '2026-12-01')).toBe(true)
    expect(cancellable(time('a', '2026-12-02', ELLA, false), '2026-12-01')).toBe(false)
    expect(cancellable(time('a', '2026-11-30', ELLA), '2026-12-01')).toBe(false)
  })
})
