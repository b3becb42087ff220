import type { ChildrenTexts } from './fi'

const en: ChildrenTexts = {
  childForms: {
    back: "Back to the child's page",
    cancel: 'Cancel',
    send: 'Send the application',
    absence: {
      title: 'Long absence from preschool',
      intro: 'An absence from preschool longer than a week is applied for with this application. The staff will process it.',
      range: 'When the child is absent',
      start: 'Starts',
      end: 'Ends',
      ranges: (list: string) => `The child has preschool: ${list}. The start or the end must be on preschool days.`,
      noRanges: 'The child has no preschool today or later, so no application can be made.',
      invalidDateRange: 'The child has no preschool in the chosen period.',
      description: 'Reason for the absence',
      confirm: 'I confirm that the child is absent from preschool for the period of the application and that the details are correct.',
      sent: 'The absence application has been sent.'
    },
    service: {
      title: 'Service need change',
      intro: "Apply for a change of the child's service need. The staff will process the application.",
      startDate: 'The change starts',
      startHint: 'A change of service need usually starts on the first day of a month.',
      explainDate: 'The change starts on a day other than the first of a month: explain the start date in the additional information.',
      option: 'New service need',
      chooseDateFirst: 'Choose the start date first to see the service needs you can choose on that day.',
      loadingOptions: 'Loading the service needs…',
      noPlacement: 'The child has no placement on the chosen day for which a service need could be applied.',
      additionalInfo: 'Additional information',
      sent: 'The service need change application has been sent.'
    },
    errors: {
      ABSENCE_APPLICATION_RANGE_INVALID: 'The child has no preschool in the chosen period.',
      ABSENCE_APPLICATION_OVERLAPS: 'The child already has an application for some of these days. Check the dates.',
      SERVICE_APPLICATION_NO_PLACEMENT: 'The child has no placement on the chosen day for which a service need could be applied.',
      SERVICE_NEED_OPTION_INVALID: 'The chosen service need cannot be chosen on that day. Choose another one.',
      SERVICE_APPLICATION_ALREADY_OPEN: 'The child already has an undecided service need change application.',
      SERVICE_APPLICATIONS_DISABLED: "In the child's unit, service need changes cannot be applied for in this service. Please contact the unit."
    }
  },
  children: {
    title: 'Children',
    noChildren: 'You have no children whose details you could view in this service.',
    unreadCount: (n: number) => `${n} unread`,
    unit: 'Unit',
    group: 'Group',
    noPlacement: 'No current placement',
    childNotFound: 'Child not found',
    backToChildren: 'Back to children',
    locked: 'Requires strong identification',
    strongLogin: 'Identify strongly to see the details',
    unread: 'Unread',
    cancel: 'Cancel',
    serviceNeed: {
      title: 'Service need and daily early childhood education time',
      needs: 'Service need',
      none: 'The child has no service need.',
      period: 'Period',
      option: 'Service need',
      unit: 'Unit',
      contractDays: 'Contract days',
      contractDaysValue: (n: number) => `${n} days a month`,
      dailyTimes: 'Daily early childhood education time',
      noDailyTimes: 'No daily early childhood education time has been given.',
      validFrom: (start: string, end: string | null) => (end ? `Valid ${start}–${end}` : `Valid from ${start}`),
      types: {
        REGULAR: 'Regular, every weekday',
        IRREGULAR: 'Irregular, varies by weekday',
        VARIABLE_TIME: 'Variable, given as reservations'
      },
      weekdays: {
        monday: 'Monday',
        tuesday: 'Tuesday',
        wednesday: 'Wednesday',
        thursday: 'Thursday',
        friday: 'Friday',
        saturday: 'Saturday',
        sunday: 'Sunday'
      },
      noTime: 'No care'
    },
    attendance: {
      title: 'Attendance',
      none: 'No attendance has been recorded yet.',
      month: 'Month',
      days: 'Attendance days',
      contract: 'Contract days',
      overContract: 'There are more attendance days than contract days.'
    },
    pedagogical: {
      title: 'Pedagogical documentation',
      titleWithCount: (n: number) => `Pedagogical documentation (${n} unread)`,
      none: 'The child has no pedagogical documents.',
      date: 'Date',
      description: 'Description',
      files: 'Attachments',
      showMore: 'Show more',
      showLess: 'Show less',
      pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
      pages: 'Pages of pedagogical documents'
    },
    documents: {
      title: 'Child documents',
      titleWithCount: (n: number) => `Child documents (${n} unread)`,
      none: 'The child has no published documents.',
      groups: {
        plans: 'Early childhood education and preschool plans',
        hojks: 'Individual education plan (HOJKS)',
        others: 'Other documents'
      },
      published: 'Published',
      status: 'Status',
      statuses: {
        DRAFT: 'Draft',
        PREPARED: 'Prepared',
        CITIZEN_DRAFT: 'Waiting for your answer',
        DECISION_PROPOSAL: 'Decision proposal',
        COMPLETED: 'Completed',
        ACCEPTED: 'Accepted',
        REJECTED: 'Rejected',
        ANNULLED: 'Annulled'
      },
      answered: (date: string, by: string) => `Answered ${date} (${by})`,
      unanswered: 'Not answered',
      decisionNumber: 'Decision number',
      validity: 'Valid',
      confidential: 'Confidential'
    },
    absenceApplications: {
      title: 'Long absences from preschool',
      none: 'No applications.',
      new: 'New absence application',
      period: 'Period',
      reason: 'Reason',
      sent: 'Sent',
      status: 'Status',
      statuses: { WAITING_DECISION: 'Waiting for a decision', ACCEPTED: 'Accepted', REJECTED: 'Rejected' },
      rejectedReason: 'Reason for rejection',
      cancel: 'Cancel application',
      confirmCancel: 'Cancel the absence application?',
      confirmCancelButton: 'Cancel application'
    },
    serviceApplications: {
      title: 'Service need change applications',
      none: 'No applications.',
      new: 'Apply for a service need change',
      openExists: 'A new application cannot be made until the previous one has been decided.',
      startDate: 'Starts',
      option: 'Service need applied for',
      additionalInfo: 'Additional information',
      sent: 'Sent',
      status: 'Status',
      undecided: 'Waiting for a decision',
      statuses: { ACCEPTED: 'Accepted', REJECTED: 'Rejected' },
      decided: (name: string, date: string) => `Decided by ${name} on ${date}`,
      rejectedReason: 'Reason for rejection',
      cancel: 'Cancel application',
      confirmCancel: 'Cancel the service need change application?',
      confirmCancelButton: 'Cancel application'
    },
    termination: {
      title: 'Terminating a placement',
      none: 'The child has no placements that could be terminated.',
      kinds: { DAYCARE: 'Early childhood education', PRESCHOOL: 'Preschool', CLUB: 'Club' },
      period: (start: string, end: string) => `${start}–${end}`,
      scope: 'What is terminated',
      whole: 'The whole placement',
      withDaycare: 'Preschool and connected early childhood education',
      daycareOnlyShort: 'Invoiced early childhood education',
      daycareOnly: 'Only the invoiced early childhood education (preschool continues)',
      date: 'Last day of presence',
      dateHint: (min: string, max: string) => `At the earliest ${min}, at the latest ${max} (dd.mm.yyyy)`,
      terminate: 'Terminate the placement',
      confirmTitle: 'Terminate the placement?',
      confirmText: (kind: string, unit: string, date: string) =>
        `${kind} in ${unit} ends. The last day of presence is ${date}. The termination cannot be undone.`,
      confirmButton: 'Terminate',
      cancelsTransfers: 'The termination also cancels these transfer applications, which start after the last day of presence:',
      transferApplication: (kind: string, start: string) => `Transfer application: ${kind}, preferred start ${start}`,
      terminated: (requested: string, by: string | null) =>
        `The placement was terminated on ${requested}${by ? ` (${by})` : ''}. The end dates are shown above.`,
      contactUnit: 'To terminate this placement, please contact the unit.'
    }
  }
}

export default en
