import type { ProcessMetadataTexts } from './fi'

const en: ProcessMetadataTexts = {
  title: 'Processing details',
  caseIdentifier: 'Case identifier',
  task: 'Task classification',
  organization: 'Organisation',
  retention: 'Retention period',
  years: (years) => `${years} years`,
  stages: 'Stages of processing',
  state: { INITIAL: 'Initiated', PREPARATION: 'In preparation', DECIDING: 'Being decided', COMPLETED: 'Completed' },
  document: 'Document',
  kind: { APPLICATION: 'Application', FEE_DECISION: 'Fee decision', VOUCHER_VALUE_DECISION: 'Voucher value decision' },
  created: 'Drawn up',
  publicity: 'Publicity',
  confidential: (years, basis) => `Confidential${years ? ` for ${years} years` : ''}${basis ? ` (${basis})` : ''}`,
  public: 'Public',
  receivedBy: 'Received',
  deliveryMethod: 'Delivery',
  received: { ELECTRONIC: 'Electronically', PAPER: 'On paper' },
  delivery: { ELECTRONIC: 'Electronically', PAPER_MAIL: 'By post', PENDING: 'Not delivered yet' },
  none: 'No processing details have been recorded for this case yet.'
}

export default en
