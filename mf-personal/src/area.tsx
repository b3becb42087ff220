import type { AreaRootProps } from '@pesa/shared'
import { Route, Routes } from 'react-router'
import { PersonalDetailsPage } from './components/PersonalDetailsPage'

/** The personal area: /personal-details, routed relative to the prefix the shell gives. */
export default function PersonalArea(_props: AreaRootProps) {
  return (
    <div data-qa="area-root-personal">
      <Routes>
        <Route path="*" element={<PersonalDetailsPage />} />
      </Routes>
    </div>
  )
}
