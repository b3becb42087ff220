import { useAuthStatus } from '@pesa/shared'
import { getChildren, type Child } from '@pesa/shared/api/children'
import { useEffect, useState } from 'react'

/** The logged-in user's children for the children entry; none until they are known. */
export function useChildren(): Child[] {
  const userId = useAuthStatus()?.user?.id
  const [children, setChildren] = useState<Child[]>([])
  useEffect(() => {
    setChildren([])
    if (!userId) return
    const controller = new AbortController()
    getChildren({ signal: controller.signal }).then(setChildren, () => {
      // Without the list the entry stays hidden; the child pages themselves report errors.
    })
    return () => controller.abort()
  }, [userId])
  return children
}
