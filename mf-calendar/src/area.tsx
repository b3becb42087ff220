import { AreaPlaceholder, type AreaRootProps } from '@pesa/shared'
import { Route, Routes } from 'react-router'
import { useCalendarTexts } from './i18n'

const SECTIONS = { '/calendar': 'calendar', '/children': 'children', '/child-documents': 'childDocuments' } as const

/** The calendar area: everything under /calendar, /children, /child-documents, routed relative to the prefix the shell gives. */
export default function CalendarArea({ basePath }: AreaRootProps) {
  const t = useCalendarTexts()
  const section = SECTIONS[basePath as keyof typeof SECTIONS] ?? 'calendar'
  return (
    <Routes>
      <Route path="*" element={<AreaPlaceholder area="calendar" title={t.sections[section]} text={t.placeholder} />} />
    </Routes>
  )
}
