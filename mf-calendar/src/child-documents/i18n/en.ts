import type { ChildDocumentsTexts } from './fi'

const en: ChildDocumentsTexts = {
  childDocument: {
    title: "Child's document",
    back: "Back to the child's page",
    backToCalendar: 'Back to the calendar',
    child: 'Child',
    dateOfBirth: 'Date of birth',
    decisionNumber: 'Decision number',
    validity: 'Valid',
    status: 'Status',
    confidential: 'Confidential',
    legalBasis: 'Legal basis',
    published: 'Published',
    answeredBy: (name: string, date: string) => `Answered by ${name} on ${date}`,
    sentInfo: 'The answers have been sent. Sent answers cannot be changed.',
    statuses: {
      DRAFT: 'Draft',
      PREPARED: 'Prepared',
      CITIZEN_DRAFT: "Waiting for a guardian's answer",
      DECISION_PROPOSAL: 'Decision proposal',
      COMPLETED: 'Completed',
      ACCEPTED: 'Accepted',
      REJECTED: 'Rejected',
      ANNULLED: 'Annulled'
    },
    answer: 'Answer',
    preview: 'Preview',
    edit: 'Edit the answers',
    send: 'Send',
    print: 'Print',
    pdf: 'Download PDF (opens in a new window)',
    editing: 'Answer the questions. Required questions are marked with an asterisk (*).',
    previewing: 'Preview: this is how your answers will be sent.',
    notAnswered: 'No answer',
    yes: 'Yes',
    no: 'No',
    confirmTitle: 'Send the answers?',
    confirmText: 'Sent answers can no longer be changed.',
    confirmSend: 'Send the answers',
    cancel: 'Cancel',
    sent: 'The answers have been sent.',
    answeredElsewhere:
      'Another guardian has already answered this document, so your answers were not sent. What you wrote is still below so that you can keep it.',
    showSent: 'Show the sent answers'
  }
}

export default en
