import { useSyncExternalStore } from 'react'

/*
 * How old what the page shows is: while the network fails, the service worker answers from its
 * cache with the time each answer was read (CACHED_AT_HEADER); the oldest of those is what the
 * page is "shown as of". The next answer from the network clears it. In the singleton, so the
 * answers of every area count.
 */
let shownAsOf: string | undefined
const listeners = new Set<() => void>()

export function noteAnswerAge(cachedAt: string | null): void {
  const next = cachedAt === null ? undefined : shownAsOf !== undefined && shownAsOf < cachedAt ? shownAsOf : cachedAt
  if (next === shownAsOf) return
  shownAsOf = next
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
const snapshot = () => shownAsOf

/** When the oldest answer on the page was read from the network, if the page is showing cached answers. */
export function useShownAsOf(): string | undefined {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
