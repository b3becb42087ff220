import { AreaRoutes, type AreaPages, type AreaRootProps } from '@pesa/shared'
import { CalendarPage } from './calendar/components/CalendarPage'
import { childDocumentPage } from './child-documents/pages'
import { absenceApplicationPage, childPage, childrenPage, serviceApplicationPage } from './children/pages'

/**
 * Every page of the area under each of its prefixes (spec part 2 §2): the calendar and the
 * child's pages need a login; a service need change and child documents need strong
 * identification.
 */
export const PAGES: AreaPages = {
  '/calendar': [{ path: '', access: 'WEAK', element: <CalendarPage /> }],
  '/children': [
    { path: '', access: 'WEAK', element: childrenPage },
    { path: ':childId', access: 'WEAK', element: childPage },
    { path: ':childId/absence-application', access: 'WEAK', element: absenceApplicationPage },
    { path: ':childId/service-application', access: 'STRONG', element: serviceApplicationPage }
  ],
  '/child-documents': [{ path: ':id', access: 'STRONG', element: childDocumentPage }]
}

/** The calendar area: calendar, children and child documents, routed relative to the prefix the shell mounted it at. */
export default function CalendarArea({ basePath }: AreaRootProps) {
  return (
    <div data-qa="area-root-calendar">
      <AreaRoutes basePath={basePath} pages={PAGES} />
    </div>
  )
}
