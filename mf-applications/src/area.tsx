import { AreaPlaceholder, type AreaRootProps } from '@pesa/shared'
import { Route, Routes } from 'react-router'
import { useApplicationsTexts } from './i18n'

const SECTIONS = { '/applications': 'applications', '/decisions': 'decisions' } as const

/** The applications area: everything under /applications, /decisions, routed relative to the prefix the shell gives. */
export default function ApplicationsArea({ basePath }: AreaRootProps) {
  const t = useApplicationsTexts()
  const section = SECTIONS[basePath as keyof typeof SECTIONS] ?? 'applications'
  return (
    <Routes>
      <Route path="*" element={<AreaPlaceholder area="applications" title={t.sections[section]} text={t.placeholder} />} />
    </Routes>
  )
}
