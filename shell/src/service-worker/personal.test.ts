import { isPersonalAnswer, keepable } from './personal'

const url = (path: string) => new URL(path, window.location.origin)

describe('what the service worker keeps of a guardian', () => {
  it('never keeps a sensitive thread, shown or redacted', () => {
    expect(keepable('/api/citizen/messages/threads/t1', { id: 't1', sensitive: true, redacted: false, messages: [] })).toBeUndefined()
    expect(keepable('/api/citizen/messages/threads/t1', { id: 't1', redacted: true })).toBeUndefined()
    const thread = { id: 't2', sensitive: false, redacted: false, messages: [] }
    expect(keepable('/api/citizen/messages/threads/t2', thread)).toBe(thread)
  })

  it('keeps the inbox without its sensitive threads', () => {
    const inbox = {
      data: [
        { id: 'a', sensitive: false, redacted: false },
        { id: 'b', sensitive: true, redacted: false },
        { id: 'c', redacted: true }
      ],
      total: 3,
      pages: 1
    }
    expect(keepable('/api/citizen/messages/received', inbox)).toEqual({ ...inbox, data: [inbox.data[0]] })
  })

  it('reads offline the calendar, the messages and the child pages only', () => {
    for (const path of [
      '/api/citizen/reservations',
      '/api/citizen/messages/received',
      '/api/citizen/messages/threads/x',
      '/api/citizen/children',
      '/api/citizen/auth/status'
    ]) {
      expect(isPersonalAnswer(url(path))).toBe(true)
    }
    for (const path of [
      '/api/citizen/decisions',
      '/api/citizen/personal-data/devices',
      '/api/citizen/income-statements',
      '/api/citizen/child-documents/x/pdf'
    ]) {
      expect(isPersonalAnswer(url(path))).toBe(false)
    }
    expect(isPersonalAnswer(new URL('https://elsewhere.example/api/citizen/reservations'))).toBe(false)
  })
})
