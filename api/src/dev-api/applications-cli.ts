import { call, type Command } from './cli-call'

/** Staff actions on applications from the command line (the dev API of applications.ts). */
export const APPLICATION_COMMANDS: Record<string, Command> = {
  /** application-create <guardian ssn> <child ssn> <DAYCARE|PRESCHOOL|CLUB> [status] */
  'application-create': ([guardianSsn, childSsn, type = 'DAYCARE', status = 'SENT']) => call('POST', '/applications', { guardianSsn, childSsn, type, status }),
  /** application-move <id> <status>: staff take it up, decide… */
  'application-move': ([id = '', status = 'WAITING_PLACEMENT']) => call('POST', `/applications/${id}/status`, { status }),
  /** application-due-date <id> <yyyy-mm-dd> */
  'application-due-date': ([id = '', dueDate = '']) => call('PUT', `/applications/${id}/due-date`, { dueDate: dueDate || null }),
  /** application-paper <id> [URGENCY|EXTENDED_CARE]: staff add a scanned paper attachment */
  'application-paper': ([id = '', attachmentType = 'URGENCY']) => call('POST', `/applications/${id}/paper-attachment`, { attachmentType }),
  /** application-purge-drafts [ISO instant]: the draft housekeeping as at that time */
  'application-purge-drafts': ([at = new Date().toISOString()]) => call('POST', '/applications/purge-drafts', { at })
}
