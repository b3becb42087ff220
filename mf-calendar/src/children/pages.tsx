import { lazy, Suspense, type ReactNode } from 'react'
import { Spinner } from '@pesa/shared'
import { useChildrenTexts } from './i18n'

// The child pages and forms are chunks of their own, apart from the calendar's
// first route, each fetched when its route is first visited
const ChildrenPage = lazy(() => import(/* webpackChunkName: "children-list" */ './list/ChildrenPage').then((module) => ({ default: module.ChildrenPage })))
const ChildPage = lazy(() => import(/* webpackChunkName: "child-page" */ './child-page/ChildPage').then((module) => ({ default: module.ChildPage })))
const AbsenceApplicationPage = lazy(() =>
  import(/* webpackChunkName: "absence-application" */ './forms/AbsenceApplicationPage').then((module) => ({ default: module.AbsenceApplicationPage }))
)
const ServiceApplicationPage = lazy(() =>
  import(/* webpackChunkName: "service-application" */ './forms/ServiceApplicationPage').then((module) => ({ default: module.ServiceApplicationPage }))
)

function Chunk({ children }: { children: ReactNode }) {
  const t = useChildrenTexts()
  return <Suspense fallback={<Spinner label={t.children.title} />}>{children}</Suspense>
}

export const childrenPage = (
  <Chunk>
    <ChildrenPage />
  </Chunk>
)
export const childPage = (
  <Chunk>
    <ChildPage />
  </Chunk>
)
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
