import { AreaRoutes, type AreaPages, type AreaRootProps } from '@pesa/shared'
import { PersonalDetailsPage } from './components/PersonalDetailsPage'

/** Personal details need a login; what edits them asks for strong identification itself (spec part 1 §2). */
export const PAGES: AreaPages = {
  '/personal-details': [{ path: '', access: 'WEAK', element: <PersonalDetailsPage /> }]
}

/** The personal area, routed relative to the prefix the shell mounted it at. */
export default function PersonalArea({ basePath }: AreaRootProps) {
  return (
    <div data-qa="area-root-personal">
      <AreaRoutes basePath={basePath} pages={PAGES} />
    </div>
  )
}
