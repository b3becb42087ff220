import type { RefusalReason } from '../refusal'
import type { CalendarTexts } from './fi'
import queue from './queue/en'

const en: CalendarTexts = {
  queue,
  errors: {
    NON_RESERVABLE_DAYS: 'Some of the selected days cannot be reserved. Check the days and try again.',
    OUTSIDE_OPENING_HOURS: 'The reservation is outside the unit’s opening hours.',
    RESERVATION_TIMES_REQUIRED: 'Enter the start and end time of the attendance.',
    ABSENCE_NOT_EDITABLE: 'An absence marked by staff cannot be changed. Please contact the staff.',
    ATTENDANCE_ALREADY_EXISTS: 'The child already has an attendance on a selected day, so an absence cannot be marked.',
    ABSENCE_APPLICATION_REQUIRED: 'An absence from preschool of more than five days needs an application.',
    QUESTIONNAIRE_CLOSED: 'The questionnaire can no longer be answered.',
    CHILD_NOT_ELIGIBLE: 'The child cannot answer this questionnaire.',
    TIME_ALREADY_RESERVED: 'Someone else booked the time first. Please choose another time.',
    CANCELLATION_CLOSED: 'The time can no longer be cancelled in the service. Please contact the staff.',
    STRONG_AUTH_REQUIRED: 'Answering the questionnaire requires strong identification.'
  },
  calendar: {
    title: 'Calendar',
    loading: 'Loading the calendar…',
    earlier: 'Show earlier months',
    later: 'Show later months',
    week: (week: number) => `Week ${week}`,
    today: 'Today',
    holiday: 'Public holiday',
    holidayPeriod: 'Holiday period',
    noChildren: 'No care',
    actions: 'Actions',
    reserve: 'Report attendance',
    absence: 'Report an absence',
    reservableUntil: (start: string, end: string) => `Attendance can be reported for ${start}–${end}.`,
    openDay: (date: string) => `Open the day ${date}`,
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    weekShort: 'Wk',
    pickAction: 'Choose an action'
  },
  states: {
    absentNotEditable: 'Absent (marked by staff)',
    termBreak: 'No activity',
    notYetReservable: 'Not yet open for reporting',
    reservationClosed: 'Reporting closed',
    fixedSchedule: 'Preschool schedule',
    absent: 'Absent',
    reserved: 'Present',
    present: 'Present, no times',
    notSet: 'Not reported yet'
  },
  absenceTypes: {
    SICKLEAVE: 'Illness',
    OTHER_ABSENCE: 'Other absence',
    PLANNED_ABSENCE: 'Absence due to shift work',
    FREE_ABSENCE: 'Free absence',
    UNKNOWN_ABSENCE: 'Unreported absence'
  },
  day: {
    save: 'Save',
    cancel: 'Cancel',
    overnight: (morning: string) => `Overnight: continues next morning ${morning}. If the evening no longer ends at 23:59, the morning part is removed too.`,
    outsideHours: (name: string, start: string, end: string) => `${name}: outside the unit's hours ${start}–${end}`,
    previous: 'Previous day',
    next: 'Next day',
    close: 'Close',
    edit: 'Edit',
    newAbsence: 'New absence',
    editMultiple: 'Report several days',
    reservation: 'Reservation',
    attendance: 'Realized',
    shiftCare: 'Shift care',
    staffMarked: 'Staff have marked the absence. Please agree on changes with the staff.',
    outsideReservation: 'The attendance was outside the reservation.',
    calculated: 'Estimate from the service need'
  },
  refusal: {
    title: 'Nothing was saved',
    intro: 'These days cannot be saved:',
    reasons: {
      PAST: 'the day has passed',
      NOT_RESERVABLE_YET: 'not open for reporting yet',
      BEYOND_RESERVABLE_RANGE: 'the day is after the reporting period',
      NO_PLACEMENT: 'the child has no placement then',
      CLOSED: "the child's unit is closed that day",
      HOLIDAY_PERIOD_NOT_OPEN: 'reporting for the holiday period is not open yet',
      HOLIDAY_PERIOD_CLOSED: 'the holiday period’s reporting deadline has passed: only a reserved day can be changed or marked absent',
      STAFF_MARKED: 'the staff have marked the absence',
      ATTENDANCE_EXISTS: 'the child has already attended',
      CONTINUOUS_ABSENCE: 'an absence from preschool of more than five days in a row needs an application',
      TERM_BREAK: 'preschool or club has a break then, so the day cannot be changed',
      FIXED_SCHEDULE: 'preschool or club keeps set hours: the day takes only present or absent, not times',
      UNKNOWN: 'cannot be saved'
    } satisfies Record<RefusalReason | 'UNKNOWN', string>
  },
  reservation: {
    title: 'Report attendance',
    children: 'Children',
    range: 'Period',
    start: 'Starts',
    end: 'Ends',
    repetition: 'Repetition',
    repetitions: { DAILY: 'Every day', WEEKLY: 'Weekly', IRREGULAR: 'Irregular' },
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    startTime: 'Starts at',
    endTime: 'Ends at',
    secondRange: 'Add a second time range',
    removeSecondRange: 'Remove the second time range',
    absent: 'Absent',
    notSet: 'Not set (clear the day)',
    present: 'Present (on the preschool or club schedule)',
    fixedSchedule: (name: string) => `${name}: preschool or club schedule, no times needed.`,
    fixedScheduleBeside: (name: string) =>
      `${name}: preschool or club schedule, no times needed. The days you give times for are saved as present for ${name}.`,
    overnight: 'Overnight care is entered in two parts: the first day ends at 23:59 and the next starts at 00:00.',
    noDays: 'The selected period has no days for which attendance can be reported.',
    save: 'Save',
    cancel: 'Cancel',
    failed: 'Saving failed'
  },
  absence: {
    title: 'Report an absence',
    children: 'Children',
    range: 'Period of absence',
    start: 'Starts',
    end: 'Ends',
    type: 'Reason for the absence',
    save: 'Save',
    cancel: 'Cancel',
    needApplication: (name: string) => `${name}: an absence from preschool of more than five days needs an application.`,
    applicationLink: 'Apply for an absence',
    locked: 'Some of the days are already locked: the absence is recorded, but reservations can no longer be changed.',
    closedHolidayPeriod: 'Some of the days belong to a holiday period whose reporting time has ended.'
  },
  events: {
    event: 'Event',
    ics: (title: string) => `Add to calendar: ${title} (.ics)`,
    period: (start: string, end: string) => `${start}–${end}`
  },
  discussions: {
    action: 'Discussion times',
    title: 'Discussion times',
    reserveTitle: (name: string) => `Book a discussion time: ${name}`,
    none: 'There are no open discussion surveys.',
    booked: 'Booked time',
    time: (date: string, start: string, end: string) => `${date} at ${start}–${end}`,
    noTimes: 'There are no free times.',
    choose: 'Choose a time',
    freeTimes: 'Free times',
    reserve: 'Book the time',
    cancelTime: 'Cancel the time',
    confirmTitle: 'Cancel the discussion time?',
    confirmText: (time: string) => `${time}. The time becomes free for others.`,
    notCancellable: 'The time can no longer be cancelled in the service. Please contact the staff.',
    ics: (time: string) => `Add to calendar: discussion ${time} (.ics)`,
    back: 'Back',
    close: 'Close',
    cancel: 'Cancel'
  },
  holidays: {
    action: 'Holidays',
    locked: 'Requires strong identification',
    title: 'Holiday questionnaires',
    choose: 'Choose a questionnaire',
    strongLogin: 'Identify strongly to answer',
    answered: 'Answered',
    openPeriod: (start: string, end: string) => `The questionnaire is open ${start}–${end}.`,
    period: (start: string, end: string) => `Period ${start}–${end}`,
    noAbsence: 'No absence, the child attends',
    ineligible: {
      NO_PLACEMENT: 'The child has no placement in the questionnaire’s period.',
      NOT_CONTINUOUSLY_PLACED: 'The child has not been placed without a break for as long as the questionnaire requires.'
    },
    addRange: 'Add an absence',
    removeRange: 'Remove the absence',
    rangeLegend: (n: number) => `Absence ${n}`,
    start: 'Starts',
    end: 'Ends',
    noRanges: 'No absences: the child attends the whole period.',
    notImplemented: 'This type of questionnaire is not yet implemented.',
    save: 'Save',
    cancel: 'Cancel',
    back: 'Back',
    close: 'Close'
  },
  feed: {
    action: 'Calendar subscription',
    title: 'Subscribe to the events in your phone’s calendar',
    intro:
      'With a calendar subscription, your children’s daycare events and booked discussion times show in your phone’s or computer’s calendar, a month back and a year ahead. The calendar fetches them itself from the address you create here.',
    none: 'You have no calendar subscription.',
    inUse: (date: string) => `A calendar subscription is in use (created ${date}).`,
    create: 'Create a subscription address',
    createNew: 'Create a new subscription address',
    replaceNote: 'Creating a new address stops the old address from working.',
    strongLogin: 'Identify strongly to create a subscription address',
    shownOnce:
      'The address is shown only now. Copy it to your calendar app or open it directly. Do not share it: anyone who knows the address sees the events.',
    address: 'Subscription address',
    copy: 'Copy the address',
    copied: 'The address was copied.',
    copyFailed: 'Copying did not work. Select the address in the field and copy it yourself.',
    subscribe: 'Open in a calendar app',
    revoke: 'Stop the subscription',
    confirmTitle: 'Stop the calendar subscription?',
    confirmText: 'The subscription address stops working and the calendar gets no new events. You can create a new address later.',
    back: 'Back',
    close: 'Close'
  },
  summary: {
    title: 'Monthly summary',
    intro: 'Reserved and used hours per month against the service need.',
    month: 'Month',
    reserved: 'Reserved',
    used: 'Used',
    serviceNeed: 'Service need',
    days: 'Attendance days',
    hours: (hours: number, minutes: number) => (minutes ? `${hours} h ${minutes} min` : `${hours} h`),
    daysOf: (days: number, contractDays: number | null) => (contractDays === null ? `${days}` : `${days} / ${contractDays} contract days`),
    none: '–',
    warnings: {
      usedServiceExceeded: 'The used service exceeds the service need of the month.',
      plannedServiceExceeded: 'The reserved service exceeds the service need of the month.',
      contractDaysExceeded: 'There are more attendance days than contract days.'
    }
  },
  serviceTime: {
    banner: 'Your child’s daily early childhood education time has changed.',
    show: 'Show details',
    title: 'Early childhood education time changed',
    changed: (child: string, date: string) => `${child}: the daily early childhood education time changes from ${date}.`,
    deleted: 'Because of the change, the reservations made for this time were removed. Please make new reservations.',
    makeReservations: 'Make new reservations',
    ok: 'OK',
    close: 'Close'
  },
  notices: {
    documents: 'Documents are waiting for your answer:',
    incomeExpiring: (date) => `Your income information expires on ${date}.`,
    toIncome: 'File a new income statement'
  }
}

export default en
