import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { helsinkiDate } from '@pesa/shared/dates'
import { errorResponses } from '../platform/errors'
import { childrenOfGuardian } from '../family/repository'
import { Child } from '../family/schemas'

export const childrenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/children',
    {
      config: { auth: 'WEAK' },
      schema: {
        operationId: 'getChildren',
        tags: ['children'],
        summary: "The caller's children (custodianship in the population register) with their placements",
        response: { 200: Type.Array(Child), ...errorResponses(401) }
      }
    },
    async (request) => {
      const guardianId = request.session!.personId
      const children = await childrenOfGuardian(app.platform.db, guardianId, helsinkiDate(request.now()))
      await request.audit(
        'ChildrenRead',
        children.map((child) => child.id)
      )
      return children
    }
  )
}
