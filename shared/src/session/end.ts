import { clearTabDrafts } from '../forms/tab-drafts'
import { clearOutbox } from '../outbox/outbox'

/**
 * Why a guardian's session ended on this device: `logout` they logged out; `expired` the shell
 * saw the session end on the server while the page was open; `absent` a start found no session.
 */
export type SessionEndReason = 'logout' | 'expired' | 'absent'

type SessionEndHook = (reason: SessionEndReason) => void | Promise<void>

const hooks = new Set<SessionEndHook>()

/**
 * The one place where what a device keeps of a person is removed when the session ends: the
 * offline caches of the service worker, a queue of unsent work, anything an area keeps. Returns
 * the way to stop listening.
 */
export function onSessionEnd(hook: SessionEndHook): () => void {
  hooks.add(hook)
  return () => {
    hooks.delete(hook)
  }
}

/**
 * Runs every hook and waits for them (a failed one does not stop the others). Only a logout
 * clears the tab's drafts: after an expiry the same guardian logging in again finds what they
 * typed (`tab-drafts.ts`). Every end drops the writes queued offline (`outbox/outbox.ts`): they
 * belong to the session.
 */
export async function endSession(reason: SessionEndReason): Promise<void> {
  if (reason === 'logout') clearTabDrafts()
  clearOutbox()
  await Promise.allSettled([...hooks].map(async (hook) => hook(reason)))
}

/**
 * The logout link's click: ends the session on the device, then follows the link (the server
 * ends it there). Waits at most `waitMs`, so a stuck hook never keeps the guardian logged in.
 */
export function logOutOnClick(event: { preventDefault(): void; currentTarget: { href: string } }, waitMs = 2_000): void {
  event.preventDefault()
  const href = event.currentTarget.href
  const leave = () => window.location.assign(href)
  void Promise.race([endSession('logout'), new Promise((resolve) => window.setTimeout(resolve, waitMs))]).finally(leave)
}
