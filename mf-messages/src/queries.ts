import { getChildren } from '@pesa/shared/api/children'
import {
  archiveThread,
  getMessageRecipients,
  getMessageThread,
  getMyMessageAccount,
  getReceivedMessages,
  markLastReceivedMessageUnread,
  markThreadRead,
  replyToMessage,
  sendMessage,
  type MessageReply,
  type NewMessage
} from '@pesa/shared/api/messages'
import useSWR, { mutate, type SWRConfiguration } from 'swr'
import { useMemo, useState } from 'react'

/*
 * Live updates are polls (ARCHITECTURE.md, "Messages"): the first inbox page and the open thread
 * every 30 s while the page is visible and online, and on focus. A failed poll keeps what is shown.
 */
const POLL: SWRConfiguration = { refreshInterval: 30_000, refreshWhenHidden: false, refreshWhenOffline: false, revalidateOnFocus: true }

const THREAD_KEY = 'messages/thread'
const isMessagesKey = (key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('messages/')

/**
 * The inbox: the first page polled, the pages loaded on scrolling read once (a thread that moved
 * to the top is shown once).
 */
export function useInbox() {
  const [pageCount, setPageCount] = useState(1)
  const first = useSWR(['messages/received', 1], () => getReceivedMessages({ query: { page: 1 } }), POLL)
  const more = useSWR(
    pageCount > 1 ? ['messages/received-more', pageCount] : null,
    async ([, count]) => {
      const pages = []
      for (let page = 2; page <= count; page++) pages.push(await getReceivedMessages({ query: { page } }))
      return pages
    },
    { keepPreviousData: true }
  )
  const threads = useMemo(() => {
    const seen = new Set<string>()
    return [first.data, ...(more.data ?? [])].flatMap((page) => page?.data ?? []).filter((thread) => !seen.has(thread.id) && !!seen.add(thread.id))
  }, [first.data, more.data])
  const pages = first.data?.pages ?? 0
  return {
    first,
    threads,
    hasMore: pageCount < pages && !more.isLoading,
    loadMore: async () => setPageCount((count) => count + 1)
  }
}

export const useThread = (threadId: string | undefined) =>
  useSWR(threadId ? [THREAD_KEY, threadId] : null, ([, id]) => getMessageThread({ params: { threadId: id } }), POLL)

export const useMyAccount = () => useSWR(['messages/my-account'], () => getMyMessageAccount())
export const useRecipients = () => useSWR(['messages/recipients'], () => getMessageRecipients())
export const useChildren = () => useSWR(['messages/children'], () => getChildren())

/** Everything of this area read again: the inbox pages, the open thread, the recipients. */
export const refreshMessages = () => mutate(isMessagesKey)

/**
 * The inbox read again, not the open thread: after marking a thread unread, a fresh thread
 * would show unread messages and be marked read again before the page leaves it.
 */
const refreshInbox = () => mutate((key) => isMessagesKey(key) && (key as string[])[0] !== THREAD_KEY)

export async function markRead(threadId: string, upTo: string): Promise<void> {
  await markThreadRead({ params: { threadId }, query: { upTo } })
  await refreshMessages()
}

export async function markUnread(threadId: string): Promise<void> {
  await markLastReceivedMessageUnread({ params: { threadId } })
  await refreshInbox()
}

export async function deleteThread(threadId: string): Promise<void> {
  await archiveThread({ params: { threadId } })
  await refreshMessages()
}

export async function send(body: NewMessage) {
  const sent = await sendMessage({ body })
  await refreshMessages()
  return sent
}

export async function reply(messageId: string, body: MessageReply) {
  const sent = await replyToMessage({ params: { messageId }, body })
  await refreshMessages()
  return sent
}

export const refreshRecipients = () => mutate(['messages/recipients'])
