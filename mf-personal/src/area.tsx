import { AreaPlaceholder, type AreaRootProps } from '@pesa/shared'
import { Route, Routes } from 'react-router'
import { usePersonalTexts } from './i18n'

const SECTIONS = { '/personal-details': 'personalDetails' } as const

/** The personal area: everything under /personal-details, routed relative to the prefix the shell gives. */
export default function PersonalArea({ basePath }: AreaRootProps) {
  const t = usePersonalTexts()
  const section = SECTIONS[basePath as keyof typeof SECTIONS] ?? 'personalDetails'
  return (
    <Routes>
      <Route path="*" element={<AreaPlaceholder area="personal" title={t.sections[section]} text={t.placeholder} />} />
    </Routes>
  )
}
