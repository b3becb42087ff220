import { Type, type Static } from '@sinclair/typebox'
import { FiniteDateRange } from '../units/schemas'

/*
 * The attendance calendar (spec part 2 §3 "Calendar day", §7 "Calendar"). Request bodies give the
 * shape here; their rules are shared validators named after the titles
 * (shared/src/validators/bodies/calendar.ts), called by the forms and by service.ts.
 */

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([Type.Null(), schema])

export const TimeRange = Type.Object(
  {
    start: Type.String({ maxLength: 5, description: 'HH:MM' }),
    end: Type.String({ maxLength: 5, description: 'HH:MM, after the start: overnight care is …–23:59 and 00:00–… of the next day' })
  },
  { title: 'TimeRange', additionalProperties: false }
)

export const ReservableTimeRange = Type.Union(
  [
    Type.Object({ type: Type.Literal('NORMAL'), range: TimeRange }),
    Type.Object({ type: Type.Literal('SHIFT_CARE'), range: TimeRange }),
    Type.Object({ type: Type.Literal('INTERMITTENT_SHIFT_CARE') })
  ],
  { title: 'ReservableTimeRange' }
)

export const ScheduleType = Type.Union([Type.Literal('RESERVATION_REQUIRED'), Type.Literal('FIXED_SCHEDULE'), Type.Literal('TERM_BREAK')], {
  title: 'ScheduleType'
})

export const AbsenceType = Type.Union(
  [Type.Literal('SICKLEAVE'), Type.Literal('OTHER_ABSENCE'), Type.Literal('PLANNED_ABSENCE'), Type.Literal('FREE_ABSENCE'), Type.Literal('UNKNOWN_ABSENCE')],
  { title: 'AbsenceType' }
)

export const HolidayPeriodEffect = Type.Union(
  [
    Type.Object({ type: Type.Literal('NotYetReservable'), period: FiniteDateRange, reservationsOpenOn: Type.String({ format: 'date' }) }),
    Type.Object({ type: Type.Literal('ReservationsOpen') }),
    Type.Object({ type: Type.Literal('ReservationsClosed') })
  ],
  { title: 'HolidayPeriodEffect' }
)

export const Reservation = Type.Union([Type.Object({ type: Type.Literal('TIMES'), range: TimeRange }), Type.Object({ type: Type.Literal('NO_TIMES') })], {
  title: 'Reservation'
})

export const UsedService = Type.Object(
  {
    reservedMinutes: Type.Integer(),
    usedServiceMinutes: Type.Integer(),
    usedServiceRanges: Type.Array(TimeRange),
    /** true when no times were reserved or attended: the service need's daily share */
    calculated: Type.Boolean()
  },
  { title: 'UsedService' }
)

export const ReservationResponseDayChild = Type.Object(
  {
    childId: Type.String({ format: 'uuid' }),
    scheduleType: ScheduleType,
    shiftCare: Type.Boolean(),
    absence: nullable(Type.Object({ type: AbsenceType, editable: Type.Boolean({ description: 'false when staff marked it' }) })),
    reservations: Type.Array(Reservation),
    attendances: Type.Array(Type.Object({ start: Type.String(), end: nullable(Type.String()) })),
    reservableTimeRange: ReservableTimeRange,
    holidayPeriodEffect: nullable(HolidayPeriodEffect),
    usedService: nullable(UsedService)
  },
  { title: 'ReservationResponseDayChild' }
)

export const ReservationResponseDay = Type.Object(
  {
    date: Type.String({ format: 'date' }),
    holiday: Type.Boolean(),
    /** The children placed in a unit that takes them that day */
    children: Type.Array(ReservationResponseDayChild)
  },
  { title: 'ReservationResponseDay' }
)

export const MonthSummary = Type.Object(
  {
    year: Type.Integer(),
    month: Type.Integer(),
    reservedMinutes: Type.Integer(),
    usedServiceMinutes: Type.Integer(),
    serviceNeedMinutes: Type.Integer(),
    /** Days of the month with a reservation or an attendance and no absence (spec §5: compared with contract days) */
    attendanceDays: Type.Integer(),
    /** The service need's contract days, for a contract-day child */
    contractDaysPerMonth: nullable(Type.Integer())
  },
  { title: 'MonthSummary' }
)

export const ReservationChild = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    firstName: Type.String(),
    lastName: Type.String(),
    preferredName: Type.String(),
    imageId: nullable(Type.String()),
    upcomingPlacementType: nullable(Type.String()),
    group: nullable(Type.Object({ name: Type.String() })),
    unit: nullable(Type.Object({ name: Type.String() })),
    permittedActions: Type.Array(Type.String()),
    /** Contract-day children: their absences are PLANNED_ABSENCE */
    hasContractDays: Type.Boolean(),
    absenceApplicationCreationPossible: Type.Boolean(),
    serviceApplicationCreationPossible: Type.Boolean(),
    monthSummaries: Type.Array(MonthSummary)
  },
  { title: 'ReservationChild' }
)

export const ReservationsResponse = Type.Object(
  {
    children: Type.Array(ReservationChild),
    days: Type.Array(ReservationResponseDay),
    reservableRange: FiniteDateRange
  },
  { title: 'ReservationsResponse' }
)

export const ReservationsQuery = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date', description: 'At most 15 months after from (else DATE_TOO_LATE)' })
  },
  { title: 'ReservationsQuery', additionalProperties: false }
)
export type ReservationsQuery = Static<typeof ReservationsQuery>

export const DailyReservationRequest = Type.Object(
  {
    childId: Type.String({ format: 'uuid' }),
    date: Type.String({ format: 'date' }),
    type: Type.Union([Type.Literal('RESERVATIONS'), Type.Literal('PRESENT'), Type.Literal('ABSENT'), Type.Literal('NOTHING')]),
    reservation: Type.Optional(nullable(TimeRange)),
    secondReservation: Type.Optional(nullable(TimeRange))
  },
  { title: 'DailyReservationRequest', additionalProperties: false }
)
export type DailyReservationRequest = Static<typeof DailyReservationRequest>

export const ReservationsRequest = Type.Array(DailyReservationRequest, {
  title: 'ReservationsRequest',
  minItems: 1,
  maxItems: 10_000,
  description:
    'Per child and day: RESERVATIONS (1–2 non-overlapping ranges), PRESENT, ABSENT or NOTHING (no ranges: INVALID_FORMAT); the day is replaced, all days or none. ' +
    '400 NON_RESERVABLE_DAYS (days: PAST, NOT_RESERVABLE_YET, BEYOND_RESERVABLE_RANGE, NO_PLACEMENT, CLOSED, HOLIDAY_PERIOD_NOT_OPEN, ' +
    'HOLIDAY_PERIOD_CLOSED, TERM_BREAK on a break of preschool or club alone, FIXED_SCHEDULE for times on a fixed-schedule day: present or absent), OUTSIDE_OPENING_HOURS (fieldErrors), RESERVATION_TIMES_REQUIRED (days), ABSENCE_NOT_EDITABLE (days: STAFF_MARKED), ' +
    'ATTENDANCE_ALREADY_EXISTS (days: ATTENDANCE_EXISTS), ABSENCE_APPLICATION_REQUIRED (days: CONTINUOUS_ABSENCE, over five preschool ' +
    'days in a row with the stored absences around them, not sick leave); the error body names the refused child-days, nothing is saved then.'
})
export type ReservationsRequest = Static<typeof ReservationsRequest>

export const AbsenceRequest = Type.Object(
  {
    childIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 20, uniqueItems: true }),
    dateRange: FiniteDateRange,
    absenceType: Type.Union([Type.Literal('SICKLEAVE'), Type.Literal('OTHER_ABSENCE'), Type.Literal('PLANNED_ABSENCE')])
  },
  { title: 'AbsenceRequest', additionalProperties: false }
)
export type AbsenceRequest = Static<typeof AbsenceRequest>

export const PreschoolOperationalDatesRequest = Type.Object(
  {
    range: FiniteDateRange,
    childIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 20, uniqueItems: true })
  },
  { title: 'PreschoolOperationalDatesRequest', additionalProperties: false }
)
export type PreschoolOperationalDatesRequest = Static<typeof PreschoolOperationalDatesRequest>

export const PreschoolOperationalDates = Type.Record(Type.String({ format: 'uuid' }), Type.Array(Type.String({ format: 'date' })), {
  title: 'PreschoolOperationalDates',
  description: 'Per child of the request, the days of the range preschool is taught to it (none for a child not in preschool)'
})
export type PreschoolOperationalDates = Static<typeof PreschoolOperationalDates>

export type TimeRange = Static<typeof TimeRange>
export type ReservationResponseDay = Static<typeof ReservationResponseDay>
export type ReservationResponseDayChild = Static<typeof ReservationResponseDayChild>
export type ReservationChild = Static<typeof ReservationChild>
export type ReservationsResponse = Static<typeof ReservationsResponse>
export type ReservableTimeRange = Static<typeof ReservableTimeRange>
export type MonthSummary = Static<typeof MonthSummary>
