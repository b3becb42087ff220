import { lazy, Suspense, type ReactNode } from 'react'
import { Spinner } from '@pesa/shared'
import { useCalendarTexts } from '../../i18n'

// Each form and the document page is a chunk of its own, fetched when its route is first visited
const AbsenceApplicationPage = lazy(() =>
  import(/* webpackChunkName: "absence-application" */ './AbsenceApplicationPage').then((module) => ({ default: module.AbsenceApplicationPage }))
)
const ServiceApplicationPage = lazy(() =>
  import(/* webpackChunkName: "service-application" */ './ServiceApplicationPage').then((module) => ({ default: module.ServiceApplicationPage }))
)
const ChildDocumentPage = lazy(() =>
  import(/* webpackChunkName: "child-document" */ '../../child-documents/ChildDocumentPage').then((module) => ({ default: module.ChildDocumentPage }))
)

function Chunk({ children }: { children: ReactNode }) {
  const t = useCalendarTexts()
  return <Suspense fallback={<Spinner label={t.sections.children} />}>{children}</Suspense>
}

export const absenceApplicationPage = (
  <Chunk>
    <AbsenceApplicationPage />
  </Chunk>
)
export const serviceApplicationPage = (
  <Chunk>
    <ServiceApplicationPage />
  </Chunk>
)
export const childDocumentPage = (
  <Chunk>
    <ChildDocumentPage />
  </Chunk>
)
