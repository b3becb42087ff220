import type { DecisionsTexts } from './fi'
import { codeLabels } from '@pesa/shared/labels'

const en: DecisionsTexts = {
  title: 'Decisions',
  intro: "Here you find your children's decisions on early childhood education, preschool and clubs, and the fee decisions.",
  unanswered: (count: number) => (count === 1 ? '1 decision is waiting for your answer' : `${count} decisions are waiting for your answer`),
  empty: 'You have no decisions.',
  pdf: 'The decision as a PDF file',
  pages: 'Pages',
  finance: {
    title: 'Fee decisions',
    ...codeLabels.en.financeDecisionType,
    validity: 'Valid',
    ongoing: 'until further notice',
    sentAt: 'Decision date',
    coDebtors: 'Liable for payment',
    children: 'Children',
    amount: 'Amount',
    familyPays: 'The family pays per month',
    voucherValue: 'voucher value',
    total: 'Total',
    number: 'Decision number'
  },
  placementTitle: 'Early childhood education, preschool and club decisions',
  assistanceTitle: 'Support decisions',
  type: codeLabels.en.decisionType,
  status: codeLabels.en.decisionStatus,
  awaitsApplicant: "Waiting for the applicant's answer",
  awaitingTitle: 'Waiting for your answer',
  assistanceKind: { ASSISTANCE_NEED: 'Support in early childhood education', ASSISTANCE_NEED_PRESCHOOL: 'Support in preschool' },
  unread: 'Unread',
  open: 'Open the decision',
  answer: 'Answer the decision',
  facts: {
    unit: 'Unit',
    period: 'Period',
    sentDate: 'Decision date',
    answerBy: 'Answer by',
    resolved: 'Answered',
    startDate: 'Start date',
    number: 'Decision number',
    validity: 'Valid',
    annulmentReason: 'Reason for annulment'
  },
  answerPage: {
    title: 'Decisions on the application',
    back: 'Back to decisions',
    accept: 'I accept the place',
    reject: 'I do not accept the place',
    startDate: 'Requested start date',
    allowedDates: (range: string) => `Choose a date ${range}`,
    answered: { ACCEPT: 'Your answer was sent: you accepted the place.', REJECT: 'Your answer was sent: you declined the place.' },
    fixedStart: 'The start date is the one in the decision.',
    submit: 'Send the answer',
    blocked: 'Answer the preschool decision first. The connected place can be answered once the preschool place is accepted.',
    cannotDecide: 'Only the applicant or a guardian living at the same address can answer the decision.',
    rejectBoth: {
      title: 'Reject the connected place too?',
      text: 'If you do not accept the preschool place, the connected early childhood education or club place is rejected as well.',
      confirm: 'Reject both',
      cancel: 'Cancel'
    },
    failed: {
      title: 'The answer could not be sent',
      DECISION_NOT_PENDING: 'The decision has already been answered. The decisions have been refreshed.',
      DECISION_BLOCKED: 'Answer the preschool decision first.',
      ok: 'OK'
    },
    leaveWarning: 'Some of the decisions are still waiting for your answer.'
  },
  assistance: {
    levels: 'Level of support',
    level: codeLabels.en.assistanceLevel,
    pedagogical: 'Pedagogical support',
    structural: 'Structural support',
    care: 'Care support',
    services: 'Support services',
    expert: 'Responsibilities of experts',
    guardiansHeard: 'Guardians heard',
    viewOfGuardians: "Guardians' view",
    motivation: 'Grounds',
    preparer: 'Prepared by',
    decisionMaker: 'Decision maker',
    type: 'Type of decision',
    preschoolType: codeLabels.en.preschoolAssistanceType,
    grantedServices: 'Services granted',
    basis: 'Grounds for the decision',
    primaryGroup: 'Main group',
    yes: 'Yes',
    no: 'No',
    appeal: 'Request for a review',
    appealText: (days: number) =>
      `If you are not satisfied with the decision, you can request a review in writing within ${days} days of being notified. An electronic notice is deemed received on the third day after sending, a letter on the seventh.`
  }
}

export default en
