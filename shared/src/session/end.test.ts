import { writeTabDraft, readTabDraft, tabDraftKey } from '../forms/tab-drafts'
import { endSession, onSessionEnd } from './end'

describe('the end of a session on the device', () => {
  it('runs every hook with the reason, even when one fails', async () => {
    const seen: string[] = []
    const stop = [
      onSessionEnd(() => {
        throw new Error('broken hook')
      }),
      onSessionEnd(async (reason) => {
        seen.push(reason)
      })
    ]
    await endSession('expired')
    expect(seen).toEqual(['expired'])
    stop.forEach((off) => off())
    await endSession('absent')
    expect(seen).toEqual(['expired'])
  })

  it('clears the tab drafts at logout only', async () => {
    const key = tabDraftKey('messages', 'p1', 'reply')
    writeTabDraft(key, 'half written')
    await endSession('expired')
    expect(readTabDraft(key)).toBe('half written')
    await endSession('logout')
    expect(readTabDraft(key)).toBeUndefined()
  })
})
