import type { AreaRootProps } from '@pesa/shared'
import { Route, Routes } from 'react-router'
import { PlaceholderPage } from './PlaceholderPage'

const SECTIONS = { '/personal-details': 'personalDetails' } as const

/** The personal area: everything under /personal-details, routed relative to the prefix the shell gives. */
export default function PersonalArea({ basePath }: AreaRootProps) {
  const section = SECTIONS[basePath as keyof typeof SECTIONS] ?? 'personalDetails'
  return (
    <Routes>
      <Route path="*" element={<PlaceholderPage section={section} />} />
    </Routes>
  )
}
