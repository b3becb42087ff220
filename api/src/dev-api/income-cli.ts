import { call, type Command } from './cli-call'

/** Income statements' staff actions: `dev-cli income-handle <id>`, `income-paper <id> <TYPE>`, `income-reminders`. */
export const INCOME_COMMANDS: Record<string, Command> = {
  'income-handle': ([id = '']) => call('POST', `/income-statements/${id}/handle`),
  'income-paper': ([id = '', attachmentType = 'OTHER']) => call('POST', `/income-statements/${id}/paper-attachment`, { attachmentType }),
  'income-reminders': () => call('POST', '/income/reminders')
}
