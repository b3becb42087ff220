import { AreaPlaceholder, type AreaRootProps } from '@pesa/shared'
import { Route, Routes } from 'react-router'
import { useMessagesTexts } from './i18n'

const SECTIONS = { '/messages': 'messages' } as const

/** The messages area: everything under /messages, routed relative to the prefix the shell gives. */
export default function MessagesArea({ basePath }: AreaRootProps) {
  const t = useMessagesTexts()
  const section = SECTIONS[basePath as keyof typeof SECTIONS] ?? 'messages'
  return (
    <Routes>
      <Route path="*" element={<AreaPlaceholder area="messages" title={t.sections[section]} text={t.placeholder} />} />
    </Routes>
  )
}
