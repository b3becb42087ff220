import { useAuthStatus } from '@pesa/shared'
import { getChildren, type Child } from '@pesa/shared/api/children'
import { useEffect, useState } from 'react'

/**
 * The logged-in user's children for the children entry; undefined until the read has settled (a
 * failed one gives none: the entry stays hidden and the child pages themselves report errors).
 */
export function useChildren(): Child[] | undefined {
  const userId = useAuthStatus()?.user?.id
  const [children, setChildren] = useState<Child[] | undefined>(undefined)
  useEffect(() => {
    setChildren(undefined)
    if (!userId) return
    const controller = new AbortController()
    getChildren({ signal: controller.signal }).then(setChildren, () => {
      if (!controller.signal.aborted) setChildren([])
    })
    return () => controller.abort()
  }, [userId])
  return children
}
