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
import { CSRF_HEADER } from '@pesa/shared/protocol'

const base = `${process.env.PESA_URL ?? 'http://localhost:8080'}/api/dev-api`

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { [CSRF_HEADER]: '1', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return text ? JSON.parse(text) : undefined
}

const commands: Record<string, (args: string[]) => Promise<unknown>> = {
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
