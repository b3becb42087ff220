import { onCountsChanged, useAuthStatus } from '@pesa/shared'
import { useEffect, useState } from 'react'
import { fetchBadgeCounts, type BadgeCounts } from './counts'

/**
 * The badge counts of the logged-in user, read when the user or level changes, when the
 * window gets focus back and when an area signals that its counts changed. Undefined until the
 * first read for the user has settled (a failed one gives no counts): the navigation is drawn
 * once with its badges, as a badge arriving later widens its entry and moves the ones beside it.
 */
export function useBadgeCounts(): BadgeCounts | undefined {
  const status = useAuthStatus()
  const [counts, setCounts] = useState<BadgeCounts | undefined>(undefined)
  const userId = status?.user?.id
  const strong = status?.authLevel === 'STRONG'
  const messages = !!status?.accessibleFeatures?.messages
  const childDocumentation = !!status?.accessibleFeatures?.childDocumentation

  useEffect(() => {
    setCounts(undefined)
    if (!userId) return
    let current = true
    const refresh = () => {
      fetchBadgeCounts({ strong, messages, childDocumentation }).then(
        (next) => {
          if (current) setCounts(next)
        },
        () => {
          if (current) setCounts((shown) => shown ?? {})
        }
      )
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
