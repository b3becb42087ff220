import type { Command } from './cli-call'
import { INCOME_COMMANDS } from './income-cli'
import { APPLICATION_COMMANDS } from './applications-cli'
import { DECISION_COMMANDS } from './decisions-cli'
import { CALENDAR_COMMANDS } from './calendar-cli'

/*
 * What the dev CLI (cli.ts) can do beyond the platform's commands: each area's staff actions, as
 * one map of commands in `<area>-cli.ts` (calling the dev API through cli-call.ts), spread here.
 */
export const AREA_COMMANDS: Record<string, Command> = { ...APPLICATION_COMMANDS, ...INCOME_COMMANDS }
Object.assign(AREA_COMMANDS, DECISION_COMMANDS)
Object.assign(AREA_COMMANDS, CALENDAR_COMMANDS)
