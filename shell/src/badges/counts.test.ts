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
    return { ok: answer.status < 300, status: answer.status, headers: new Headers(), text: async () => text } as Response
  }) as typeof fetch
})

const everything = { strong: true, messages: true, childDocumentation: true }

const MESSAGES = '/api/citizen/messages/unread-count'
const APPLICATION_DECISIONS = '/api/citizen/applications/by-guardian/notifications'
const ASSISTANCE_DECISIONS = '/api/citizen/children/assistance-need-decisions/unread-counts'
const ASSISTANCE_PRESCHOOL_DECISIONS = '/api/citizen/children/assistance-need-preschool-decisions/unread-counts'
const PEDAGOGICAL_DOCUMENTS = '/api/citizen/pedagogical-documents/unread-count'
const CHILD_DOCUMENTS = '/api/citizen/child-documents/unread-count'

function answerAll() {
  responses[MESSAGES] = { status: 200, body: 3 }
  responses[APPLICATION_DECISIONS] = { status: 200, body: 1 }
  responses[ASSISTANCE_DECISIONS] = {
    status: 200,
    body: [
      { childId: 'a', count: 2 },
      { childId: 'b', count: 1 }
    ]
  }
  responses[ASSISTANCE_PRESCHOOL_DECISIONS] = { status: 200, body: [{ childId: 'a', count: 4 }] }
  responses[PEDAGOGICAL_DOCUMENTS] = { status: 200, body: { a: 1, b: 2 } }
  responses[CHILD_DOCUMENTS] = { status: 200, body: { a: 5, c: 0 } }
}

describe('badge counts', () => {
  it('makes each badge the sum of the spec’s count calls, over every child', async () => {
    answerAll()
    await expect(fetchBadgeCounts(everything)).resolves.toEqual({ messages: 3, decisions: 1 + 3 + 4, children: 3 + 5 })
    expect(new Set(requested)).toEqual(
      new Set([MESSAGES, APPLICATION_DECISIONS, ASSISTANCE_DECISIONS, ASSISTANCE_PRESCHOOL_DECISIONS, PEDAGOGICAL_DOCUMENTS, CHILD_DOCUMENTS])
    )
  })

  it('never asks for a route of its own', async () => {
    answerAll()
    await fetchBadgeCounts(everything)
    expect(requested).not.toContain('/api/citizen/children/unread-counts')
  })

  it('asks only for what the user may read', async () => {
    await fetchBadgeCounts({ strong: false, messages: true, childDocumentation: false })
    expect(requested).toEqual([MESSAGES])
  })

  it('leaves out the part of an area that is not deployed (404) and does not ask it again on this page', async () => {
    answerAll()
    delete responses[ASSISTANCE_PRESCHOOL_DECISIONS]
    delete responses[CHILD_DOCUMENTS]
    await expect(fetchBadgeCounts(everything)).resolves.toEqual({ messages: 3, decisions: 1 + 3, children: 3 })
    requested.length = 0
    await fetchBadgeCounts(everything)
    expect(requested).not.toContain(ASSISTANCE_PRESCHOOL_DECISIONS)
    expect(requested).not.toContain(CHILD_DOCUMENTS)
    expect(requested).toContain(ASSISTANCE_DECISIONS)
  })

  it('shows no badge when none of its calls answers', async () => {
    responses[MESSAGES] = { status: 200, body: 5 }
    await expect(fetchBadgeCounts(everything)).resolves.toEqual({ messages: 5, decisions: undefined, children: undefined })
  })

  it('shows a zero sum as zero (no badge is drawn for it)', async () => {
    responses[PEDAGOGICAL_DOCUMENTS] = { status: 200, body: {} }
    responses[CHILD_DOCUMENTS] = { status: 200, body: { a: 0 } }
    await expect(fetchBadgeCounts({ strong: false, messages: false, childDocumentation: true })).resolves.toEqual({
      messages: undefined,
      decisions: undefined,
      children: 0
    })
  })

  it('ignores an answer of another shape instead of showing a wrong number', async () => {
    responses[APPLICATION_DECISIONS] = { status: 200, body: { count: 2 } }
    responses[ASSISTANCE_DECISIONS] = { status: 200, body: { a: 1 } }
    responses[ASSISTANCE_PRESCHOOL_DECISIONS] = { status: 200, body: [{ childId: 'a', count: 2 }] }
    responses[PEDAGOGICAL_DOCUMENTS] = { status: 200, body: [{ childId: 'a', count: 1 }] }
    await expect(fetchBadgeCounts(everything)).resolves.toEqual({ messages: undefined, decisions: 2, children: undefined })
  })

  it('leaves out a call that fails for another reason, and asks it again next time', async () => {
    responses[MESSAGES] = { status: 500 }
    await expect(fetchBadgeCounts({ strong: false, messages: true, childDocumentation: false })).resolves.toEqual({ messages: undefined })
    responses[MESSAGES] = { status: 200, body: 2 }
    await expect(fetchBadgeCounts({ strong: false, messages: true, childDocumentation: false })).resolves.toMatchObject({ messages: 2 })
  })
})
