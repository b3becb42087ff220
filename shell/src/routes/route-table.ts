import { matchPath } from 'react-router'

/** The remotes of Pesä, by the name their remotes.json entry and federation container have. */
export type AreaName = 'map' | 'applications' | 'messages' | 'calendar' | 'income' | 'personal'
export type Access = 'public' | 'WEAK' | 'STRONG'

export interface AreaRoute {
  path: string
  area: AreaName
  access: Access
}

/**
 * Every route a remote renders, with its access level (spec part 1 §2, part 2 §2). The shell
 * gates by this table before a remote is even loaded; a path under an area's prefix that is
 * not listed here is the not-found page.
 */
export const AREA_ROUTES: AreaRoute[] = [
  { path: '/map', area: 'map', access: 'public' },

  { path: '/applications', area: 'applications', access: 'STRONG' },
  { path: '/applications/new', area: 'applications', access: 'STRONG' },
  { path: '/applications/new/:childId', area: 'applications', access: 'STRONG' },
  { path: '/applications/:applicationId', area: 'applications', access: 'STRONG' },
  { path: '/applications/:applicationId/edit', area: 'applications', access: 'STRONG' },
  { path: '/decisions', area: 'applications', access: 'STRONG' },
  { path: '/decisions/by-application/:applicationId', area: 'applications', access: 'STRONG' },
  { path: '/decisions/assistance/:id', area: 'applications', access: 'STRONG' },
  { path: '/decisions/assistance-preschool/:id', area: 'applications', access: 'STRONG' },

  { path: '/messages', area: 'messages', access: 'WEAK' },
  { path: '/messages/:threadId', area: 'messages', access: 'WEAK' },

  { path: '/calendar', area: 'calendar', access: 'WEAK' },
  { path: '/children', area: 'calendar', access: 'WEAK' },
  { path: '/children/:childId', area: 'calendar', access: 'WEAK' },
  { path: '/children/:childId/absence-application', area: 'calendar', access: 'WEAK' },
  { path: '/children/:childId/service-application', area: 'calendar', access: 'STRONG' },
  { path: '/child-documents/:id', area: 'calendar', access: 'STRONG' },

  { path: '/income', area: 'income', access: 'STRONG' },
  { path: '/income/:incomeStatementId', area: 'income', access: 'STRONG' },
  { path: '/income/:incomeStatementId/edit', area: 'income', access: 'STRONG' },
  { path: '/child-income', area: 'income', access: 'STRONG' },
  { path: '/child-income/:childId/:incomeStatementId', area: 'income', access: 'STRONG' },
  { path: '/child-income/:childId/:incomeStatementId/edit', area: 'income', access: 'STRONG' },

  { path: '/personal-details', area: 'personal', access: 'WEAK' }
]

/** The first path segment of every area route: the prefixes under which the shell mounts remotes. */
export const AREA_PREFIXES: { prefix: string; area: AreaName }[] = [
  ...new Map(AREA_ROUTES.map((route) => [`/${route.path.split('/')[1]}`, route.area])).entries()
].map(([prefix, area]) => ({ prefix, area }))

export function findAreaRoute(pathname: string): AreaRoute | undefined {
  return AREA_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname))
}
