import type { CalendarTexts } from './fi'

const en: CalendarTexts = {
  sections: {
    calendar: 'Calendar',
    children: 'Children',
    childDocuments: 'Child documents'
  },
  placeholder: 'This part of the service is coming soon.',
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
    noChildren: 'No care',
    actions: 'Actions',
    reserve: 'Report attendance',
    absence: 'Report an absence',
    reservableUntil: (start: string, end: string) => `Attendance can be reported for ${start}–${end}.`,
    openDay: (date: string) => `Open the day ${date}`
  },
  states: {
    absentNotEditable: 'Absent (marked by staff)',
    termBreak: 'No activity',
    notYetReservable: 'Not yet open for reporting',
    reservationClosed: 'Not reported',
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
  }
}

export default en
