import { onCountsChanged, useAuthStatus } from '@pesa/shared'
import { useEffect, useState } from 'react'
import { fetchBadgeCounts, type BadgeCounts } from './counts'

/**
 * The badge counts of the logged-in user, read when the user or level changes, when the
 * window gets focus back and when an area signals that its counts changed.
 */
export function useBadgeCounts(): BadgeCounts {
  const status = useAuthStatus()
  const [counts, setCounts] = useState<BadgeCounts>({})
  const userId = status?.user?.id
  const strong = status?.authLevel === 'STRONG'
  const messages = !!status?.accessibleFeatures?.messages
  const childDocumentation = !!status?.accessibleFeatures?.childDocumentation

  useEffect(() => {
    setCounts({})
    if (!userId) return
    let current = true
    const refresh = () => {
      void fetchBadgeCounts({ strong, messages, childDocumentation }).then((next) => {
        if (current) setCounts(next)
      })
    }
    refresh()
    window.addEventListener('focus', refresh)
    const stopListening = onCountsChanged(refresh)
    return () => {
      current = false
      window.removeEventListener('focus', refresh)
      stopListening()
    }
  }, [userId, strong, messages, childDocumentation])

  return counts
}
