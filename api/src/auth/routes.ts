import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { helsinkiDate } from '@pesa/shared/dates'
import { normalizeSsn, safeReturnPath, ssn as ssnValidator } from '@pesa/shared/validators'
import { ApiError, errorResponses } from '../platform/errors'
import { endSession, startSession } from '../platform/sessions'
import { findPersonBySsn, isAdultOn } from '../population-register/repository'
import { mockIdentificationPage } from './mock-identification-page'
import { adultsForIdentification, consumeAuthRequest, insertAuthRequest } from './repository'
import { AuthStatus, MockIdentificationForm, RelayStateQuery, WeakLoginRequest } from './schemas'
import { authStatus, checkWeakLogin } from './service'

/** Where a failed or cancelled identification returns: the shell shows the login-failed dialog. */
const LOGIN_FAILED_PATH = '/login?loginError=true'
const IDENTIFICATION_TIMEOUT_MS = 10 * 60_000

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const mockIdentification = platform.config.env !== 'production'

  app.get(
    '/status',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getAuthStatus',
        tags: ['auth'],
        summary: 'Whether the caller is logged in, at which level, as whom, and the API version',
        response: { 200: AuthStatus }
      }
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const status = await authStatus(platform, request.session, request.now())
      if (status.user) await request.audit('AuthStatusRead', [status.user.id])
      return status
    }
  )

  app.post(
    '/weak-login',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'weakLogin',
        tags: ['auth'],
        summary: 'Username-and-password login; answers 429 after too many attempts for one username',
        body: WeakLoginRequest,
        response: { 204: Type.Null(), ...errorResponses(400, 403, 429) }
      }
    },
    async (request, reply) => {
      try {
        const personId = await checkWeakLogin(platform, request.body.username, request.body.password)
        await startSession(platform.db, request, reply, personId, 'WEAK', platform)
        await request.audit('WeakLogin', [personId])
      } catch (error) {
        if (error instanceof ApiError) await request.audit('WeakLoginFailed', [], { errorCode: error.errorCode })
        throw error
      }
      return reply.code(204).send(null)
    }
  )

  app.get(
    '/sfi/login',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: 'Starts strong identification and returns to RelayState (a same-origin path)', querystring: RelayStateQuery }
    },
    async (request, reply) => {
      if (!mockIdentification) return reply.redirect(LOGIN_FAILED_PATH)
      const state = randomBytes(24).toString('base64url')
      const relayState = safeReturnPath(request.query.RelayState)
      await insertAuthRequest(platform.db, state, relayState, new Date(platform.clock.now().getTime() + IDENTIFICATION_TIMEOUT_MS))
      const people = await adultsForIdentification(platform.db, helsinkiDate(request.now()))
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mockIdentificationPage(state, people))
    }
  )

  if (mockIdentification) {
    app.post(
      '/sfi/mock-acs',
      {
        // A plain form post from the identification page: the one-time state it carries
        // proves where it came from, as the signed answer of the real service would.
        config: { auth: 'public', csrf: false },
        schema: { tags: ['auth'], summary: 'Answer of the development identification page', body: MockIdentificationForm }
      },
      async (request, reply) => {
        const relayState = await consumeAuthRequest(platform.db, request.body.state, platform.clock.now())
        if (relayState === undefined) throw new ApiError('INVALID_AUTH_STATE', 'The identification has expired or was already used')
        if (request.body.action === 'cancel') return reply.redirect(LOGIN_FAILED_PATH, 303)
        const ssn = normalizeSsn(request.body.typedSsn?.trim() || request.body.ssn || '')
        const found = ssnValidator(ssn) === undefined ? await findPersonBySsn(platform.db, ssn) : undefined
        const person = found && isAdultOn(found.date_of_birth, helsinkiDate(request.now())) ? found : undefined
        if (!person) {
          await request.audit('StrongLoginFailed')
          return reply.redirect(LOGIN_FAILED_PATH, 303)
        }
        await startSession(platform.db, request, reply, person.id, 'STRONG', platform)
        await request.audit('StrongLogin', [person.id])
        return reply.redirect(relayState, 303)
      }
    )
  }

  app.get(
    '/logout',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: 'Ends the session and returns to RelayState (a same-origin path)', querystring: RelayStateQuery }
    },
    async (request, reply) => {
      if (request.session) await request.audit('Logout', [request.session.personId])
      await endSession(platform.db, request, reply, platform.config)
      return reply.redirect(safeReturnPath(request.query.RelayState))
    }
  )
}
