import type { FastifyBaseLogger } from 'fastify'
import { CLIENT_ERROR_LIMITS, routeWithoutIds, withoutPersonalData } from '@pesa/shared/client-errors'
import { countOrOpen } from '../platform/counters'
import { ApiError } from '../platform/errors'
import type { Platform } from '../platform/types'
import type { ClientErrorReport } from './schemas'

/** Reports per client and minute: one broken page cannot fill the log (the shell also sends each report once a page). */
export async function enforceClientErrorLimit(platform: Platform, clientIp: string, now: Date): Promise<void> {
  const count = await countOrOpen(platform.counters, `client-errors:${clientIp}`, 60, now)
  if (count > platform.config.clientErrorsPerMinute) throw new ApiError('TOO_MANY_REQUESTS')
}

/**
 * Logs a report on the request's logger (so with its request id), scrubbed once more: the
 * server does not trust a client, even its own, to have left personal data out.
 */
export function logClientError(log: FastifyBaseLogger, report: ClientErrorReport): void {
  const clientError: ClientErrorReport = {
    ...report,
    message: withoutPersonalData(report.message, CLIENT_ERROR_LIMITS.message),
    stack: report.stack === null ? null : withoutPersonalData(report.stack, CLIENT_ERROR_LIMITS.stack),
    route: routeWithoutIds(report.route)
  }
  log.error({ clientError }, 'client error')
}
