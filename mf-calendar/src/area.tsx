import { AreaPlaceholder, AreaRoutes, Spinner, type AreaPages, type AreaRootProps } from '@pesa/shared'
import { lazy, Suspense, type ReactNode } from 'react'
import { CalendarPage } from './calendar/components/CalendarPage'
import { useCalendarTexts } from './i18n'
import type { CalendarTexts } from './i18n/fi'

function Placeholder({ section }: { section: keyof CalendarTexts['sections'] }) {
  const t = useCalendarTexts()
  return <AreaPlaceholder area="calendar" title={t.sections[section]} text={t.placeholder} />
}

const children = <Placeholder section="children" />

// The child pages are chunks of their own, apart from the calendar's first route
const ChildrenPage = lazy(() => import(/* webpackChunkName: "children-list" */ './children/list/ChildrenPage').then((m) => ({ default: m.ChildrenPage })))
const ChildPage = lazy(() => import(/* webpackChunkName: "child-page" */ './children/child-page/ChildPage').then((m) => ({ default: m.ChildPage })))

function Chunk({ children }: { children: ReactNode }) {
  const t = useCalendarTexts()
  return <Suspense fallback={<Spinner label={t.sections.children} />}>{children}</Suspense>
}
const childDocuments = <Placeholder section="childDocuments" />

/**
 * Every page of the area under each of its prefixes (spec part 2 §2): the calendar and the
 * child's pages need a login; a service need change and child documents need strong
 * identification.
 */
export const PAGES: AreaPages = {
  '/calendar': [{ path: '', access: 'WEAK', element: <CalendarPage /> }],
  '/children': [
    {
      path: '',
      access: 'WEAK',
      element: (
        <Chunk>
          <ChildrenPage />
        </Chunk>
      )
    },
    {
      path: ':childId',
      access: 'WEAK',
      element: (
        <Chunk>
          <ChildPage />
        </Chunk>
      )
    },
    { path: ':childId/absence-application', access: 'WEAK', element: children },
    { path: ':childId/service-application', access: 'STRONG', element: children }
  ],
  '/child-documents': [{ path: ':id', access: 'STRONG', element: childDocuments }]
}

/** The calendar area: calendar, children and child documents, routed relative to the prefix the shell mounted it at. */
export default function CalendarArea({ basePath }: AreaRootProps) {
  return (
    <div data-qa="area-root-calendar">
      <AreaRoutes basePath={basePath} pages={PAGES} />
    </div>
  )
}
