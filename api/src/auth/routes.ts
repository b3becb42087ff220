import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import { helsinkiDate } from '@pesa/shared/dates'
import { BACKGROUND_HEADER } from '@pesa/shared/protocol'
import { normalizeSsn, safeReturnPath, ssn as ssnValidator } from '@pesa/shared/validators'
import { ApiError, errorResponses } from '../platform/errors'
import { endSession, startSession } from '../platform/sessions'
import { findPersonBySsn, isAdultOn, mayUseService } from '../population-register/repository'
import { bindLoginToBrowser, browserHash, isSameBrowser } from './login-browser'
import { mockIdentificationPage } from './mock-identification-page'
import { forgetDevice, forgetOtherPersonsDevice, rememberDevice, useDevice } from '../platform/remembered-devices'
import {
  adultsForIdentification,
  consumeAuthRequest,
  endSamlSessions,
  insertAuthAnswer,
  insertAuthRequest,
  linkSamlSession,
  rememberAssertion,
  samlSessionOf,
  takeAuthAnswer,
  takeAuthRequest
} from './repository'
import type { SamlServiceProvider } from './saml'
import { SamlRefused } from './saml-refused'
import { AuthStatus, MockIdentificationForm, RelayStateQuery, SamlPostForm, SamlRedirectQuery, WeakLoginRequest } from './schemas'
import { authStatus, checkWeakLogin } from './service'

/** Where a failed or cancelled identification returns: the shell shows the login-failed dialog. */
const LOGIN_FAILED_PATH = '/login?loginError=true'
/** Where an identified adult who is no one's custodian (nor a custodian's partner) lands, without a session. */
const NOT_A_CUSTODIAN_PATH = '/login/not-a-custodian'
const IDENTIFICATION_TIMEOUT_MS = 10 * 60_000
/** How long a checked SAML answer waits for its browser's same-origin hand-over (one redirect away). */
const HAND_OVER_TIMEOUT_MS = 2 * 60_000
/** Audited reason of an answer completed in another browser than the one that started it. */
const ANOTHER_BROWSER = 'answer for another browser'

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const samlSettings = platform.config.saml
  // The stand-in page only where no identity provider is configured, and never in production.
  const mockIdentification = !samlSettings && platform.config.env !== 'production'
  // Said at every start, so a deployment left in the load-measurement mode does not go unnoticed.
  if (platform.config.samlDisabled) {
    app.log.warn('SAML_DISABLED=true: strong identification is switched off (load measurements only; never for a municipality)')
  }
  // The SAML libraries (about 0.1 s of CPU to load) only where an identity provider is configured:
  // every API test file builds the app, and few of them identify through one.
  const { samlServiceProvider, watchIdpMetadata } = samlSettings ? await import('./saml') : {}
  const idpMetadata =
    samlSettings && watchIdpMetadata
      ? await watchIdpMetadata(samlSettings.idpMetadata, samlSettings.idpMetadataRefreshMs, {
          info: (message) => app.log.info(message),
          onError: (error) => app.log.warn({ err: error }, 'identity provider metadata not refreshed; the last good one stays in use')
        })
      : undefined
  if (idpMetadata) app.addHook('onClose', async () => idpMetadata.stop())
  const saml: SamlServiceProvider | undefined =
    samlSettings && idpMetadata && samlServiceProvider
      ? samlServiceProvider(samlSettings, idpMetadata.current, platform.config.publicUrl, IDENTIFICATION_TIMEOUT_MS)
      : undefined
  const now = () => platform.clock.now()

  /** A remembered device (platform/remembered-devices.ts) starts an ordinary WEAK session when the browser has none. */
  const resumeRememberedDevice = async (request: FastifyRequest, reply: FastifyReply) => {
    const use = await useDevice(platform.db, request, reply, platform)
    if (use.kind === 'reused') {
      request.log.warn('a rotated remembered-device token was used again; the device is revoked')
      await request.audit('RememberedDeviceTokenReused', [use.personId])
    }
    if (use.kind !== 'resumed') return
    // As at the weak login: someone who may no longer use the service gets no session.
    if (!(await mayUseService(platform.db, use.personId, helsinkiDate(request.now())))) return
    await startSession(platform.db, request, reply, use.personId, 'WEAK', platform)
    await request.audit('RememberedDeviceLogin', [use.personId])
  }

  app.get(
    '/status',
    {
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'getAuthStatus',
        tags: ['auth'],
        summary:
          'Whether the caller is logged in, at which level, as whom, and the API version. Without a session, a remembered ' +
          "device's cookie starts a new WEAK session (not on a background request, x-pesa-background: 1)",
        response: { 200: AuthStatus }
      }
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      if (!request.session && request.headers[BACKGROUND_HEADER] !== '1') await resumeRememberedDevice(request, reply)
      const status = await authStatus(platform, request.session, request.now())
      if (status.user) await request.audit('AuthStatusRead', [status.user.id])
      return status
    }
  )

  app.post(
    '/weak-login',
    {
      config: { auth: 'public', relation: 'none' },
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
        if (request.body.rememberDevice) await rememberDevice(platform.db, request, reply, personId, platform)
        else await forgetOtherPersonsDevice(platform.db, request, reply, personId, platform.config)
        await request.audit('WeakLogin', [personId], request.body.rememberDevice ? { rememberDevice: true } : undefined)
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
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'startStrongIdentification',
        tags: ['auth'],
        summary: 'Starts strong identification and returns to RelayState (a same-origin path)',
        querystring: RelayStateQuery
      }
    },
    async (request, reply) => {
      if (!saml && !mockIdentification) return reply.redirect(LOGIN_FAILED_PATH)
      const browser = bindLoginToBrowser(request, reply, platform.config)
      if (saml) {
        const url = await saml.loginUrl(platform.db, now, safeReturnPath(request.query.RelayState), browser)
        return reply.header('cache-control', 'no-store').redirect(url)
      }
      const state = randomBytes(24).toString('base64url')
      const relayState = safeReturnPath(request.query.RelayState)
      await insertAuthRequest(platform.db, state, relayState, new Date(platform.clock.now().getTime() + IDENTIFICATION_TIMEOUT_MS), browser)
      const people = await adultsForIdentification(platform.db, helsinkiDate(request.now()))
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mockIdentificationPage(state, people))
    }
  )

  if (mockIdentification) {
    app.post(
      '/sfi/mock-acs',
      {
        // A plain form post from the identification page: the one-time state it carries
        // proves where it came from, as the signed answer of the real service would; the
        // login cookie (same-origin post, so SameSite=Lax carries it) proves which browser.
        config: { auth: 'public', relation: 'none', csrf: false },
        schema: {
          operationId: 'mockIdentificationAnswer',
          tags: ['auth'],
          summary: 'Answer of the development identification page',
          body: MockIdentificationForm
        }
      },
      async (request, reply) => {
        const pending = await takeAuthRequest(platform.db, request.body.state, platform.clock.now())
        if (pending === undefined) throw new ApiError('INVALID_AUTH_STATE', 'The identification has expired or was already used')
        if (!isSameBrowser(request, platform.config, pending.browserHash)) {
          request.log.warn({ reason: ANOTHER_BROWSER }, 'strong identification refused')
          await request.audit('StrongLoginFailed', [], { reason: ANOTHER_BROWSER })
          return reply.redirect(LOGIN_FAILED_PATH, 303)
        }
        const { relayState } = pending
        if (request.body.action === 'cancel') return reply.redirect(LOGIN_FAILED_PATH, 303)
        const ssn = normalizeSsn(request.body.typedSsn?.trim() || request.body.ssn || '')
        const found = ssnValidator(ssn) === undefined ? await findPersonBySsn(platform.db, ssn) : undefined
        const person = found && isAdultOn(found.date_of_birth, helsinkiDate(request.now())) ? found : undefined
        if (!person) {
          await request.audit('StrongLoginFailed')
          return reply.redirect(LOGIN_FAILED_PATH, 303)
        }
        if (!(await mayUseService(platform.db, person.id, helsinkiDate(request.now())))) {
          await request.audit('StrongLoginRefused', [person.id], { reason: 'not a custodian' })
          return reply.redirect(NOT_A_CUSTODIAN_PATH, 303)
        }
        await startSession(platform.db, request, reply, person.id, 'STRONG', platform)
        await request.audit('StrongLogin', [person.id])
        return reply.redirect(safeReturnPath(relayState), 303)
      }
    )
  }

  app.get(
    '/logout',
    {
      config: { auth: 'public', relation: 'none' },
      schema: {
        operationId: 'logoutRedirect',
        tags: ['auth'],
        summary: 'Ends the session and returns to RelayState (a same-origin path)',
        querystring: RelayStateQuery
      }
    },
    async (request, reply) => {
      const relayState = safeReturnPath(request.query.RelayState)
      const link = saml && request.session ? await samlSessionOf(platform.db, request.session.id) : undefined
      if (request.session) await request.audit('Logout', [request.session.personId])
      await endSession(platform.db, request, reply, platform.config)
      await forgetDevice(platform.db, request, reply, platform.config)
      // Single logout through the identity provider when it offers it; otherwise the local logout is all.
      const idpLogout = saml && link ? await saml.logoutUrl(platform.db, now, link, relayState) : undefined
      return reply.redirect(idpLogout ?? relayState)
    }
  )

  if (saml) {
    app.get(
      '/sfi/metadata',
      {
        config: { auth: 'public', relation: 'none' },
        schema: { tags: ['auth'], summary: "The SAML service provider's metadata, for registering with the identity provider" }
      },
      async (_request, reply) => reply.type('application/samlmetadata+xml; charset=utf-8').send(saml.metadata())
    )

    app.post(
      '/sfi/acs',
      {
        // The identity provider's form post: its signature and InResponseTo replace the CSRF header.
        // A cross-site POST carries no SameSite=Lax cookie, so the session starts only at the
        // same-origin hand-over below, where the login cookie is checked (login-browser.ts).
        config: { auth: 'public', relation: 'none', csrf: false },
        schema: { tags: ['auth'], summary: 'Assertion consumer service: the identity provider answers here (HTTP-POST binding)', body: SamlPostForm }
      },
      async (request, reply) => {
        try {
          const login = await saml.validateLogin(platform.db, now, request.body.SAMLResponse ?? '')
          const outcome = await platform.db.transaction(async (tx) => {
            const pending = await takeAuthRequest(tx, login.requestId, now())
            if (pending === undefined) throw new SamlRefused('InResponseTo already used or expired')
            const { relayState } = pending
            if (!(await rememberAssertion(tx, login.assertionId, login.assertionExpiresAt, now()))) throw new SamlRefused('replayed assertion')
            const ssn = normalizeSsn(login.identityCode.trim())
            const found = ssnValidator(ssn) === undefined ? await findPersonBySsn(tx, ssn) : undefined
            const person = found && isAdultOn(found.date_of_birth, helsinkiDate(request.now())) ? found : undefined
            if (!person) return { relayState, personId: undefined }
            if (!(await mayUseService(tx, person.id, helsinkiDate(request.now())))) return { relayState, personId: person.id, refused: true }
            const code = randomBytes(32).toString('base64url')
            await insertAuthAnswer(
              tx,
              browserHash(code),
              { ...login, browserHash: pending.browserHash, relayState, personId: person.id, idpEntityId: saml.idp.entityId },
              new Date(now().getTime() + HAND_OVER_TIMEOUT_MS)
            )
            return { relayState, personId: person.id, refused: false, code }
          })
          if (!outcome.personId) {
            // Not in the population register (or not an adult): the login-failed dialog, no account.
            await request.audit('StrongLoginFailed', [], { reason: 'unknown person' })
            return reply.redirect(LOGIN_FAILED_PATH, 303)
          }
          if (outcome.refused) {
            await request.audit('StrongLoginRefused', [outcome.personId], { reason: 'not a custodian' })
            return reply.redirect(NOT_A_CUSTODIAN_PATH, 303)
          }
          return reply.header('cache-control', 'no-store').redirect(`/api/citizen/auth/sfi/acs/complete?code=${outcome.code}`, 303)
        } catch (error) {
          if (!(error instanceof SamlRefused)) throw error
          request.log.warn({ reason: error.message }, 'strong identification refused')
          await request.audit('StrongLoginFailed', [], { reason: error.message })
          return reply.redirect(LOGIN_FAILED_PATH, 303)
        }
      }
    )

    app.get(
      '/sfi/acs/complete',
      {
        config: { auth: 'public', relation: 'none' },
        schema: {
          tags: ['auth'],
          summary: 'Completes a checked strong identification in the browser that started it (its login cookie), then returns to RelayState',
          querystring: Type.Object({ code: Type.String({ maxLength: 64 }) })
        }
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const answer = await takeAuthAnswer(platform.db, browserHash(request.query.code), now())
        const refusal = !answer ? 'answer expired or already used' : !isSameBrowser(request, platform.config, answer.browserHash) ? ANOTHER_BROWSER : undefined
        if (!answer || refusal) {
          request.log.warn({ reason: refusal }, 'strong identification refused')
          await request.audit('StrongLoginFailed', [], { reason: refusal })
          return reply.redirect(LOGIN_FAILED_PATH, 303)
        }
        await platform.db.transaction(async (tx) => {
          await startSession(tx, request, reply, answer.personId, 'STRONG', platform)
          await linkSamlSession(tx, request.session!.id, answer, answer.idpEntityId)
        })
        await request.audit('StrongLogin', [answer.personId])
        return reply.redirect(safeReturnPath(answer.relayState), 303)
      }
    )

    const singleLogout = async (
      request: FastifyRequest,
      reply: FastifyReply,
      message: { query?: Record<string, string>; originalQuery?: string; body?: Record<string, string> }
    ) => {
      try {
        const result = await saml.validateLogoutMessage(platform.db, now, message)
        if (result.kind === 'response') {
          // The answer to our own LogoutRequest: the local session ended already.
          const relayState = saml.isLogoutRequestId(result.requestId) ? await consumeAuthRequest(platform.db, result.requestId, now()) : undefined
          return reply.redirect(safeReturnPath(relayState))
        }
        // The identity provider ends the identification (another service logged out).
        const sessionIndex = typeof result.profile.sessionIndex === 'string' ? result.profile.sessionIndex : undefined
        const ended = await endSamlSessions(platform.db, saml.idp.entityId, result.profile.nameID, sessionIndex)
        if (ended.length > 0) await request.audit('LogoutByIdentityProvider', ended)
        await endSession(platform.db, request, reply, platform.config)
        // The identity provider's own RelayState, echoed back to it unread (ours never travels in it).
        const relayState = message.query?.RelayState ?? message.body?.RelayState ?? ''
        return reply.redirect(await saml.logoutResponseUrl(platform.db, now, result.profile, relayState))
      } catch (error) {
        if (!(error instanceof SamlRefused)) throw error
        request.log.warn({ reason: error.message }, 'single logout message refused')
        return reply.redirect('/')
      }
    }

    app.get(
      '/sfi/slo',
      {
        config: { auth: 'public', relation: 'none' },
        schema: { tags: ['auth'], summary: 'Single logout with the identity provider (HTTP-Redirect binding)', querystring: SamlRedirectQuery }
      },
      async (request, reply) => {
        const originalQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : ''
        return singleLogout(request, reply, { query: request.query as Record<string, string>, originalQuery })
      }
    )

    app.post(
      '/sfi/slo',
      {
        // Signed by the identity provider: the signature replaces the CSRF header.
        config: { auth: 'public', relation: 'none', csrf: false },
        schema: { tags: ['auth'], summary: 'Single logout with the identity provider (HTTP-POST binding)', body: SamlPostForm }
      },
      async (request, reply) => singleLogout(request, reply, { body: request.body as Record<string, string> })
    )
  }
}
