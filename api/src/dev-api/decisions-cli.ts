import { call, type Command } from './cli-call'

/** Staff actions on decisions from the command line (the dev API of decisions.ts). */
export const DECISION_COMMANDS: Record<string, Command> = {
  /** decisions-send <application id> <DAYCARE|PRESCHOOL|…> <start yyyy-mm-dd> <end yyyy-mm-dd> [unit name]: a decision made and sent */
  'decisions-send': ([applicationId = '', type = 'DAYCARE', startDate = '', endDate = '', unitName]) =>
    call('POST', `/decisions/applications/${applicationId}`, { decisions: [{ type, startDate, endDate, ...(unitName ? { unitName } : {}) }] }),
  /** decisions-fixture <guardian ssn> <child ssn> <start yyyy-mm-dd> <end yyyy-mm-dd>: a sent daycare application with its decision sent */
  'decisions-fixture': ([guardianSsn = '', childSsn = '', startDate = '', endDate = '']) =>
    call('POST', '/decisions/fixture', { guardianSsn, childSsn, type: 'DAYCARE', decisions: [{ type: 'DAYCARE', startDate, endDate }] }),
  /** preschool-offer <guardian ssn>: a six-year-old with a pending preschool and connected daycare pair */
  'preschool-offer': ([guardianSsn = '']) => call('POST', '/decisions/preschool-offer', { guardianSsn }),
  /** fee-decision <head ssn> <child ssn> <cents> [partner ssn]: a sent fee decision from this month */
  'fee-decision': ([headOfFamilySsn = '', ssn = '', cents = '0', partnerSsn]) =>
    call('POST', '/decisions/finance', {
      type: 'FEE_DECISION',
      headOfFamilySsn,
      ...(partnerSsn ? { partnerSsn } : {}),
      children: [{ ssn, amountCents: Number(cents) }]
    }),
  /** finance-annul <id> */
  'finance-annul': ([id = '']) => call('POST', `/decisions/finance/${id}/annul`, {}),
  /** assistance-decision <child ssn> <ASSISTANCE_NEED|ASSISTANCE_NEED_PRESCHOOL> [status] [FI|SV] */
  'assistance-decision': ([childSsn = '', kind = 'ASSISTANCE_NEED', status = 'ACCEPTED', language = 'FI']) =>
    call('POST', '/decisions/assistance', { childSsn, kind, status, language }),
  /** assistance-annul <ASSISTANCE_NEED|ASSISTANCE_NEED_PRESCHOOL> <id> <reason> */
  'assistance-annul': ([kind = 'ASSISTANCE_NEED', id = '', ...reason]) =>
    call('POST', `/decisions/assistance/${kind}/${id}/annul`, { reason: reason.join(' ') }),
  /** decision-jobs: renders the waiting decision PDFs now */
  'decision-jobs': () => call('POST', '/decisions/run-jobs', {})
}
