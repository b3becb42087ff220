/** The dev API as the CLI calls it: a running server at PESA_URL (default http://localhost:8080). */
import { CSRF_HEADER } from '@pesa/shared/protocol'

const base = `${process.env.PESA_URL ?? 'http://localhost:8080'}/api/dev-api`

export async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { [CSRF_HEADER]: '1', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return text ? JSON.parse(text) : undefined
}

export type Command = (args: string[]) => Promise<unknown>
