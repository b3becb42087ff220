import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { parseSsn } from '@pesa/shared/validators'
import { ApiError, errorResponses } from '../platform/errors'
import { startSession } from '../platform/sessions'
import { findPersonBySsn, insertGuardianship, insertPerson } from '../population-register/repository'
import { insertPlacement } from '../seed/demo-units'
import { replaceSystemNotification } from '../shell/repository'
import { DEV_API_AREAS } from './areas'
import { demoReset } from './reset'
import { DevEmail, DevLoginRequest, DevPerson, DevPlacement, DevSsnParams, DevSystemNotification, IdResponse } from './schemas'

/**
 * Fixtures, state resets and staff actions for demos and e2e tests. Registered only when
 * the server is not in production mode (app.ts); the production test proves it is absent.
 */
export const devApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const tags = ['dev-api']
  // A snapshot can hold files kept in the database, not S3's objects (reset.ts).
  const reset = demoReset(platform.db, app.jobs, {
    snapshots: platform.config.attachments.storage !== 's3',
    clock: platform.clock,
    removeFiles: () => app.attachments.removeAll()
  })
  const personBySsn = async (ssn: string) => {
    const person = await findPersonBySsn(platform.db, ssn)
    if (!person) throw new ApiError('NOT_FOUND', `No person ${ssn}`)
    return person
  }

  app.post(
    '/reset',
    {
      config: { auth: 'public' },
      schema: { operationId: 'devReset', tags, summary: 'Empties the database and the file storage and seeds the demo municipality' }
    },
    async (request, reply) => {
      await reset(request.now())
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/login',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devLogin',
        tags,
        summary: 'Starts a session as the person (tests skip the login pages)',
        body: DevLoginRequest,
        response: { 204: Type.Null(), ...errorResponses(404) }
      }
    },
    async (request, reply) => {
      const person = await personBySsn(request.body.ssn)
      await startSession(platform.db, request, reply, person.id, request.body.authLevel, platform)
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/persons/:ssn/expire-sessions',
    {
      config: { auth: 'public' },
      schema: { operationId: 'devExpireSessions', tags, summary: "Ends the person's sessions as an idle timeout would", params: DevSsnParams }
    },
    async (request, reply) => {
      const person = await personBySsn(request.params.ssn)
      await platform.db.query('update session set expires_at = $2 where person_id = $1', [person.id, platform.clock.now()])
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/persons/:ssn/age-sessions',
    {
      // Knows no caller: the browser's own cookie would otherwise slide the very session it ages.
      config: { auth: 'public', anonymous: true },
      schema: {
        operationId: 'devAgeSessions',
        tags,
        summary: "Moves the person's sessions this many minutes into the past, as if the server's clock had run on: idle and absolute expiry come nearer",
        params: DevSsnParams,
        body: Type.Object({ minutes: Type.Integer({ minimum: 1, maximum: 24 * 60 }) })
      }
    },
    async (request, reply) => {
      const person = await personBySsn(request.params.ssn)
      await platform.db.query(
        `update session set created_at = created_at - $2 * interval '1 minute', last_active_at = last_active_at - $2 * interval '1 minute',
           expires_at = expires_at - $2 * interval '1 minute'
         where person_id = $1`,
        [person.id, request.body.minutes]
      )
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/persons',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreatePerson',
        tags,
        summary: 'Adds a person to the population register stand-in',
        body: DevPerson,
        response: { 200: IdResponse }
      }
    },
    async (request) => {
      const { guardianOf = [], ...person } = request.body
      const dateOfBirth = parseSsn(person.ssn)!.dateOfBirth
      return platform.db.transaction(async (tx) => {
        const id = await insertPerson(tx, { ...person, dateOfBirth })
        for (const childSsn of guardianOf) {
          const child = await findPersonBySsn(tx, childSsn)
          if (!child) throw new ApiError('NOT_FOUND', `No person ${childSsn}`)
          await insertGuardianship(tx, id, child.id)
        }
        return { id }
      })
    }
  )

  app.post(
    '/placements',
    {
      config: { auth: 'public' },
      schema: { operationId: 'devCreatePlacement', tags, summary: 'Places a child in a unit (named)', body: DevPlacement, response: { 200: IdResponse } }
    },
    async (request) => {
      const child = await personBySsn(request.body.childSsn)
      const [unit] = await platform.db.query<{ id: string }>('select id from unit where name = $1', [request.body.unitName])
      if (!unit) throw new ApiError('NOT_FOUND', `No unit ${request.body.unitName}`)
      const { type, startDate, endDate } = request.body
      return { id: await insertPlacement(platform.db, { childId: child.id, unitId: unit.id, type, startDate, endDate }) }
    }
  )

  app.put(
    '/system-notification',
    {
      config: { auth: 'public' },
      schema: { operationId: 'devSetSystemNotification', tags, summary: 'Sets the login page notice', body: DevSystemNotification }
    },
    async (request, reply) => {
      const { text, textSv, textEn, validTo } = request.body
      await replaceSystemNotification(platform.db, { textFi: text, textSv, textEn, validTo: new Date(validTo) })
      return reply.code(204).send(null)
    }
  )

  app.delete(
    '/system-notification',
    { config: { auth: 'public' }, schema: { operationId: 'devDeleteSystemNotification', tags, summary: 'Removes the login page notice' } },
    async (_request, reply) => {
      await replaceSystemNotification(platform.db, undefined)
      return reply.code(204).send(null)
    }
  )

  app.get(
    '/emails',
    {
      config: { auth: 'public' },
      schema: { operationId: 'devGetEmails', tags, summary: 'The email outbox, newest first', response: { 200: Type.Array(DevEmail) } }
    },
    async () => {
      const rows = await platform.db.query<{ id: string; to_address: string; subject: string; body_text: string; created_at: Date }>(
        'select id, to_address, subject, body_text, created_at from email_outbox order by created_at desc'
      )
      return rows.map((row) => ({
        id: row.id,
        toAddress: row.to_address,
        subject: row.subject,
        bodyText: row.body_text,
        createdAt: row.created_at.toISOString()
      }))
    }
  )

  for (const areaRoutes of DEV_API_AREAS) await app.register(areaRoutes)
}
