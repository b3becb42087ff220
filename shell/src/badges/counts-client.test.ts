import { fetchBadgeCounts, resetMissingCountEndpoints } from './counts'

/*
 * The badges read their counts through the generated client (@pesa/shared/api/*), so a renamed or
 * retyped count endpoint is a type error in the shell, not a silent 404 (issue 36 §3). Here the
 * generated function answers while every raw fetch would 404: only a shell that calls it sees 7.
 */
const getUnreadMessageCount = jest.fn(async (_options?: { background?: boolean }) => 7)
jest.mock('@pesa/shared/api/messages', () => ({
  ...jest.requireActual('@pesa/shared/api/messages'),
  getUnreadMessageCount: (options?: { background?: boolean }) => getUnreadMessageCount(options)
}))

beforeEach(() => {
  resetMissingCountEndpoints()
  globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404, headers: new Headers(), text: async () => '' }) as Response) as typeof fetch
})

it('reads a count through the generated client function, as a background request', async () => {
  await expect(fetchBadgeCounts({ strong: false, messages: true, childDocumentation: false })).resolves.toEqual({ messages: 7 })
  expect(getUnreadMessageCount).toHaveBeenCalledWith({ background: true })
})
