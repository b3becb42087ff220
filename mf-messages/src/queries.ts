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
  type CitizenMessageThread,
  type MessageReply,
  type NewMessage
} from '@pesa/shared/api/messages'
import useSWR, { mutate, type SWRConfiguration } from 'swr'
import { notifyCountsChanged } from '@pesa/shared'
import { useEffect, useMemo, useRef, useState } from 'react'

/*
 * Live updates are polls (api/src/messages/DECISIONS.md, "Messages"): the first inbox page and the open thread
 * every 30 s while the page is visible and online, and on focus. A failed poll keeps what is shown.
 * Their reads are background requests: a tab left open does not keep the session alive.
 */
const POLL: SWRConfiguration = { refreshInterval: 30_000, refreshWhenHidden: false, refreshWhenOffline: false, revalidateOnFocus: true }

const THREAD_KEY = 'messages/thread'
const isMessagesKey = (key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('messages/')

type Thread = CitizenMessageThread

/** What a poll compares: the threads of a page, their last message and read state. */
const pageSignature = (threads: readonly Thread[]) => threads.map((thread) => `${thread.id}/${thread.lastMessageSentAt}/${thread.hasUnread}`).join(',')

/**
 * The threads a poll of the first page pushed down: on the earlier first page, not on the new one,
 * and no newer than the new page's oldest (a thread deleted or moved elsewhere is newer than that,
 * as is one whose newest message was taken away). Only a full new page pushes anything down.
 */
export function pushedDown(before: readonly Thread[], after: readonly Thread[]): Thread[] {
  if (after.length === 0 || after.length < before.length) return []
  const onPage = new Set(after.map((thread) => thread.id))
  const oldest = after.reduce((min, thread) => (thread.lastMessageSentAt < min ? thread.lastMessageSentAt : min), after[0]!.lastMessageSentAt)
  return before.filter((thread) => !onPage.has(thread.id) && thread.lastMessageSentAt <= oldest)
}

/**
 * The inbox as one list, merged by thread id: the newest copy of a thread wins (the polled first
 * page before the later pages, read once, before the threads the poll pushed down), latest first.
 */
export function mergeInbox(first: readonly Thread[], later: readonly Thread[], pushed: readonly Thread[]): Thread[] {
  const byId = new Map<string, Thread>()
  for (const thread of [...first, ...later, ...pushed]) if (!byId.has(thread.id)) byId.set(thread.id, thread)
  return [...byId.values()].sort((a, b) => (a.lastMessageSentAt < b.lastMessageSentAt ? 1 : a.lastMessageSentAt > b.lastMessageSentAt ? -1 : 0))
}

/**
 * The inbox: the first page polled, the pages loaded on scrolling read once. A poll whose first
 * page pushed threads down to a loaded later page keeps them in the list (they would otherwise be
 * on neither copy until a reload), and the shell's badge is read again when the poll brings a new
 * thread or message (notifyCountsChanged), as on focus.
 */
export function useInbox() {
  const [pageCount, setPageCount] = useState(1)
  const [pushed, setPushed] = useState<Thread[]>([])
  const first = useSWR(['messages/received', 1], () => getReceivedMessages({ query: { page: 1 } }, { background: true }), POLL)
  const more = useSWR(
    pageCount > 1 ? ['messages/received-more', pageCount] : null,
    async ([, count]) => {
      const pages = []
      for (let page = 2; page <= count; page++) pages.push(await getReceivedMessages({ query: { page } }))
      return pages
    },
    { keepPreviousData: true }
  )
  const previousFirst = useRef<Thread[] | undefined>(undefined)
  useEffect(() => {
    const before = previousFirst.current
    const after = first.data?.data
    if (!after) return
    previousFirst.current = after
    if (!before || pageSignature(before) === pageSignature(after)) return
    if (pageCount > 1) {
      const down = pushedDown(before, after)
      if (down.length > 0) setPushed((current) => [...down, ...current.filter((thread) => !down.some((d) => d.id === thread.id))])
    }
    notifyCountsChanged()
  }, [first.data, pageCount])
  // The later pages read again hold every thread as it now is: nothing need be carried over them.
  useEffect(() => {
    setPushed([])
  }, [more.data])
  const threads = useMemo(
    () =>
      mergeInbox(
        first.data?.data ?? [],
        (more.data ?? []).flatMap((page) => page.data),
        pushed
      ),
    [first.data, more.data, pushed]
  )
  const pages = first.data?.pages ?? 0
  return {
    first,
    threads,
    hasMore: pageCount < pages && !more.isLoading,
    loadMore: async () => setPageCount((count) => count + 1)
  }
}

export const useThread = (threadId: string | undefined) =>
  useSWR(threadId ? [THREAD_KEY, threadId] : null, ([, id]) => getMessageThread({ params: { threadId: id } }, { background: true }), POLL)

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
