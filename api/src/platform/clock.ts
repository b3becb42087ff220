import type { FastifyRequest } from 'fastify'
import { MOCKED_TIME_HEADER } from '@pesa/shared/protocol'

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** The real clock moved by `shiftMs`: the test runs' clock (`@pesa/shared/dates/story-clock`); zero gives the real one back. */
export function shiftedClock(clock: Clock, shiftMs: number): Clock {
  return shiftMs === 0 ? clock : { now: () => new Date(clock.now().getTime() + shiftMs) }
}

/**
 * The instant a request should see as now: the injected clock, or — only in test mode —
 * the instant the mocked-time header names.
 */
export function requestClock(clock: Clock, honourMockedTime: boolean): (request: FastifyRequest) => Date {
  return (request) => {
    if (honourMockedTime) {
      const header = request.headers[MOCKED_TIME_HEADER]
      if (typeof header === 'string') {
        const mocked = new Date(header)
        if (!Number.isNaN(mocked.getTime())) return mocked
      }
    }
    return clock.now()
  }
}
