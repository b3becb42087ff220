import type { AreaRootProps } from '@pesa/shared'
import { Route, Routes } from 'react-router'
import { PlaceholderPage } from './PlaceholderPage'

const SECTIONS = { '/messages': 'messages' } as const

/** The messages area: everything under /messages, routed relative to the prefix the shell gives. */
export default function MessagesArea({ basePath }: AreaRootProps) {
  const section = SECTIONS[basePath as keyof typeof SECTIONS] ?? 'messages'
  return (
    <Routes>
      <Route path="*" element={<PlaceholderPage section={section} />} />
    </Routes>
  )
}
