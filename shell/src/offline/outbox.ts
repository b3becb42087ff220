import { authStore, onOutboxChange, outboxItems, sendOutbox, useUser } from '@pesa/shared'
import { useEffect, useState } from 'react'

/**
 * Sends what the guardian queued offline (issue 37 §2) from whichever page is open: on every
 * auth status answer with someone logged in (the start, a login, each poll, the check when the
 * network returns) and on the `online` event itself. The areas only queue and show their items
 * (shell/DECISIONS.md, "Offline").
 */
export function sendOutboxWhenPossible(): void {
  const send = () => {
    const personId = authStore.getSnapshot()?.user?.id
    if (personId) void sendOutbox(personId)
  }
  authStore.subscribe(send)
  window.addEventListener('online', send)
}

/**
 * The pages that show a write the server refused when it was sent: the shell points there from
 * any other page, so a refusal that arrived while the guardian was elsewhere is not missed.
 */
export function useRefusedOutboxPages(): string[] {
  const personId = useUser()?.id
  const [pages, setPages] = useState<string[]>([])
  useEffect(() => {
    if (!personId) return setPages([])
    const read = () =>
      void outboxItems(personId)
        .then((items) => setPages([...new Set(items.filter((item) => item.refused).map((item) => item.shownAt))]))
        .catch(() => setPages([]))
    read()
    return onOutboxChange(read)
  }, [personId])
  return pages
}
