import { useState } from 'react'

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** A yes/no choice of the visitor, remembered on this device. */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => storage()?.getItem(key) === 'true')
  const update = (next: boolean) => {
    storage()?.setItem(key, String(next))
    setValue(next)
  }
  return [value, update]
}
