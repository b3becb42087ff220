import { lazy, Suspense, type ReactNode } from 'react'
import { AreaPlaceholder, AreaRoutes, Spinner, type AreaPages, type AreaRootProps } from '@pesa/shared'
import { useApplicationsTexts } from './applications/i18n'
import type { ApplicationsTexts } from './applications/i18n/fi'
import { ApplicationsPage } from './applications/ApplicationsPage'
import { DECISION_PAGES } from './decisions/pages'

// The list is the first route; the other pages are chunks of their own, loaded when opened
const NewApplicationPage = lazy(() => import('./applications/NewApplicationPage').then((module) => ({ default: module.NewApplicationPage })))
const EditorPage = lazy(() => import('./applications/editor/EditorPage').then((module) => ({ default: module.EditorPage })))
const ReadPage = lazy(() => import('./applications/ApplicationView').then((module) => ({ default: module.ReadPage })))

function Placeholder({ section }: { section: keyof ApplicationsTexts['sections'] }) {
  const t = useApplicationsTexts()
  return <AreaPlaceholder area="applications" title={t.sections[section]} text={t.placeholder} />
}

function Chunk({ children }: { children: ReactNode }) {
  const t = useApplicationsTexts()
  return <Suspense fallback={<Spinner label={t.loading} />}>{children}</Suspense>
}

const decisions = <Placeholder section="decisions" />

/** Every page of the area under each of its prefixes; all need strong identification (spec part 1 §2, §6). */
export const PAGES: AreaPages = {
  '/applications': [
    { path: '', access: 'STRONG', element: <ApplicationsPage /> },
    { path: 'new', access: 'STRONG', element: <Chunk>{<NewApplicationPage />}</Chunk> },
    { path: 'new/:childId', access: 'STRONG', element: <Chunk>{<NewApplicationPage />}</Chunk> },
    { path: ':applicationId', access: 'STRONG', element: <Chunk>{<ReadPage />}</Chunk> },
    { path: ':applicationId/edit', access: 'STRONG', element: <Chunk>{<EditorPage />}</Chunk> }
  ],
  '/decisions': [
    { path: '', access: 'STRONG', element: decisions },
    { path: 'by-application/:applicationId', access: 'STRONG', element: decisions },
    { path: 'assistance/:id', access: 'STRONG', element: decisions },
    { path: 'assistance-preschool/:id', access: 'STRONG', element: decisions }
  ]
}
// The decisions pages (mf-applications/src/decisions) in place of the placeholders
PAGES['/decisions'] = DECISION_PAGES

/** The applications area: applications and decisions, routed relative to the prefix the shell mounted it at. */
export default function ApplicationsArea({ basePath }: AreaRootProps) {
  return (
    <div data-qa="area-root-applications">
      <AreaRoutes basePath={basePath} pages={PAGES} />
    </div>
  )
}
