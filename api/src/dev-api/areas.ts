import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { devIncomeRoutes } from './income'
import { applicationsDevApi } from './applications'
import { devMessagesRoutes } from './messages'
import { devCalendarRoutes } from './calendar'
import { devDecisionsRoutes } from './decisions'
import { devChildrenRoutes } from './children'
import { devServiceTimeRoutes } from './service-times'

/**
 * Each area's fixtures and staff actions (`<area>.ts` beside this file: the staff side the
 * citizen flows need, DESIGN §4), mounted under /api/dev-api with the platform's own routes and,
 * like them, never in production. An area adds one line here.
 */
export const DEV_API_AREAS: FastifyPluginAsyncTypebox[] = [
  applicationsDevApi,
  devMessagesRoutes,
  devCalendarRoutes,
  devIncomeRoutes,
  devChildrenRoutes,
  devDecisionsRoutes,
  devServiceTimeRoutes
]
