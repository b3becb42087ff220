import { fetchBadgeCounts, resetMissingCountEndpoints } from './counts'

const responses: Record<string, { status: number; body?: unknown }> = {}
const requested: string[] = []

beforeEach(() => {
  resetMissingCountEndpoints()
  requested.length = 0
  for (const key of Object.keys(responses)) delete responses[key]
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    requested.push(url)
    const answer = responses[url] ?? { status: 404 }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body)
    return { ok: answer.status < 300, status: answer.status, text: async () => text } as Response
  }) as typeof fetch
})

const everything = { strong: true, messages: true, childDocumentation: true }

describe('badge counts', () => {
  it('reads each count from its endpoint and sums the children', async () => {
    responses['/api/citizen/messages/unread-count'] = { status: 200, body: 3 }
    responses['/api/citizen/applications/by-guardian/notifications'] = { status: 200, body: 1 }
    responses['/api/citizen/children/unread-counts'] = {
      status: 200,
      body: [
        { childId: 'a', count: 2 },
        { childId: 'b', count: 1 }
      ]
    }
    await expect(fetchBadgeCounts(everything)).resolves.toEqual({ messages: 3, decisions: 1, children: 3 })
  })

  it('asks only for what the user may read', async () => {
    await fetchBadgeCounts({ strong: false, messages: true, childDocumentation: false })
    expect(requested).toEqual(['/api/citizen/messages/unread-count'])
  })

  it('shows no badge for a missing endpoint and does not ask it again', async () => {
    responses['/api/citizen/messages/unread-count'] = { status: 200, body: 5 }
    await expect(fetchBadgeCounts(everything)).resolves.toEqual({ messages: 5, decisions: undefined, children: undefined })
    requested.length = 0
    await fetchBadgeCounts(everything)
    expect(requested).toEqual(['/api/citizen/messages/unread-count'])
  })

  it('shows no badge when a count fails for another reason, and asks again next time', async () => {
    responses['/api/citizen/messages/unread-count'] = { status: 500 }
    await expect(fetchBadgeCounts({ strong: false, messages: true, childDocumentation: false })).resolves.toEqual({ messages: undefined })
    responses['/api/citizen/messages/unread-count'] = { status: 200, body: 2 }
    await expect(fetchBadgeCounts({ strong: false, messages: true, childDocumentation: false })).resolves.toMatchObject({ messages: 2 })
  })
})
