/*
 * A small command line over the dev API, for demos: resets and staff actions against a
 * running server (PESA_URL, default http://localhost:8080). Not usable against production,
 * where the dev API does not exist.
 *
 *   pnpm --filter @pesa/api dev-cli reset
 *   pnpm --filter @pesa/api dev-cli notice "Huoltokatko tänään" "Serviceavbrott i dag" "Maintenance today" 2026-12-01T00:00:00Z
 *   pnpm --filter @pesa/api dev-cli clear-notice
 *   pnpm --filter @pesa/api dev-cli emails
 */
import { call, type Command } from './cli-call'
import { AREA_COMMANDS } from './cli-commands'

const commands: Record<string, Command> = {
  ...AREA_COMMANDS,
  reset: () => call('POST', '/reset'),
  notice: ([text = '', textSv = text, textEn = text, validTo = new Date(Date.now() + 86_400_000).toISOString()]) =>
    call('PUT', '/system-notification', { text, textSv, textEn, validTo }),
  'clear-notice': () => call('DELETE', '/system-notification'),
  emails: () => call('GET', '/emails')
}

async function main(): Promise<void> {
  const [name = '', ...args] = process.argv.slice(2)
  const command = commands[name]
  if (!command) {
    console.error(`Usage: dev-cli ${Object.keys(commands).join('|')} [arguments]`)
    process.exit(2)
  }
  const result = await command(args)
  if (result !== undefined) console.log(JSON.stringify(result, null, 2))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
