import { onCountsChanged } from '@pesa/shared'
import type { CitizenMessageThread, ReceivedThreads } from '@pesa/shared/api/messages'
import { getReceivedMessages } from '@pesa/shared/api/messages'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { useInbox } from './queries'

jest.mock('@pesa/shared/api/messages', () => ({ ...jest.requireActual('@pesa/shared/api/messages'), getReceivedMessages: jest.fn() }))

const PAGE = 10

const thread = (id: string, minute: number): CitizenMessageThread => ({
  redacted: false,
  id,
  messageType: 'MESSAGE',
  title: id,
  urgent: false,
  sensitive: false,
  isCopy: false,
  children: [],
  applicationStatus: null,
  lastMessageSentAt: new Date(Date.UTC(2026, 10, 2, 8, minute)).toISOString(),
  hasUnread: false,
  replyAllowed: true,
  messages: []
})

const newest = () => ({ ...thread('new', 0), lastMessageSentAt: new Date(Date.UTC(2026, 10, 2, 9, 0)).toISOString() })

/** The server's inbox, latest first, 10 a page. */
let inbox: CitizenMessageThread[] = []
const serve = () =>
  jest.mocked(getReceivedMessages).mockImplementation(async (args): Promise<ReceivedThreads> => {
    const page = args?.query?.page ?? 1
    const data = inbox.slice((page - 1) * PAGE, page * PAGE)
    return { data, total: inbox.length, pages: Math.ceil(inbox.length / PAGE) } as ReceivedThreads
  })

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, refreshInterval: 0, revalidateOnFocus: false }}>{children}</SWRConfig>
)

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))
const ids = (threads: CitizenMessageThread[]) => threads.map((t) => t.id)

describe('useInbox', () => {
  beforeEach(() => {
    // t0 newest … t11 oldest: two pages
    inbox = Array.from({ length: 12 }, (_, index) => thread(`t${index}`, 59 - index))
    serve()
  })

  it('keeps a thread a poll pushed from the first page to a loaded second page, in its place', async () => {
    const { result } = renderHook(() => useInbox(), { wrapper })
    await settle()
    await act(() => result.current.loadMore())
    await settle()
    expect(result.current.threads).toHaveLength(12)

    inbox = [newest(), ...inbox]
    await act(() => result.current.first.mutate())
    await settle()

    expect(ids(result.current.threads)).toEqual(['new', ...Array.from({ length: 12 }, (_, index) => `t${index}`)])
  })

  it('signals the badge counts when a poll brings a new thread, not when nothing changed', async () => {
    const signals = jest.fn()
    const stop = onCountsChanged(signals)
    try {
      const { result } = renderHook(() => useInbox(), { wrapper })
      await settle()
      await act(() => result.current.first.mutate())
      await settle()
      expect(signals).not.toHaveBeenCalled()

      inbox = [{ ...newest(), hasUnread: true }, ...inbox]
      await act(() => result.current.first.mutate())
      await settle()
      expect(signals).toHaveBeenCalledTimes(1)
      expect(result.current.threads[0]!.id).toBe('new')
    } finally {
      stop()
    }
  })

  it('lets a thread deleted from the first page go', async () => {
    const { result } = renderHook(() => useInbox(), { wrapper })
    await settle()
    await act(() => result.current.loadMore())
    await settle()
    inbox = inbox.filter((t) => t.id !== 't3')
    await act(async () => {
      await result.current.first.mutate()
    })
    await settle()
    expect(ids(result.current.threads)).not.toContain('t3')
    expect(result.current.threads).toHaveLength(11)
  })
})
