import fastifyCookie from '@fastify/cookie'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { BACKGROUND_HEADER, CSRF_HEADER, LANGUAGE_HEADER, REQUEST_ID_HEADER } from '@pesa/shared/protocol'
import { auditWriter } from './audit'
import { limitJsonDepth } from './body-depth'
import { requestClock } from './clock'
import { EMAIL_LANGUAGES, type EmailLanguage } from './email/compose'
import { ApiError, type ErrorCode } from './errors'
import { sessionCookieName, findSession } from './sessions'
import { fieldErrorsOf, fieldsWithNul } from './validation'
import type { Platform, RouteRecord } from './types'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const FRAMEWORK_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS'
}

/**
 * The cross-cutting rules every route lives under, in the order a request meets them:
 * the route must have declared its auth level (checked at start-up), a state-changing request
 * must carry the CSRF header, the session cookie is resolved, and the declared level is
 * enforced — all before the body is parsed or validated.
 */
const RETRY_AFTER_SECONDS = 5

async function platformPlugin(app: FastifyInstance, platform: Platform): Promise<void> {
  const { config, db } = platform
  app.decorate('platform', platform)
  app.decorate('routeCatalogue', [] as RouteRecord[])

  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth
    if (!auth) throw new Error(`Route ${String(route.method)} ${route.url} does not declare its auth level (config.auth)`)
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue // fastify's automatic twin of a GET route
      app.routeCatalogue.push({
        method,
        url: route.url,
        auth,
        relation: route.config?.relation,
        csrf: route.config?.csrf !== false,
        schema: route.schema as Record<string, unknown> | undefined
      })
    }
  })

  await app.register(fastifyCookie)
  limitJsonDepth(app)

  const now = requestClock(platform.clock, config.env === 'test')
  app.decorateRequest('session', undefined)
  app.decorateRequest('now', function (this: FastifyRequest) {
    return now(this)
  })
  const auditLog = auditWriter(db)
  app.decorateRequest('audit', function (this: FastifyRequest, event: string, targetIds: string[] = [], meta?: Record<string, unknown>) {
    return auditLog.write({
      at: this.now(),
      actorType: this.session ? 'CITIZEN' : 'UNKNOWN',
      actorId: this.session?.personId ?? null,
      authLevel: this.session?.authLevel ?? null,
      event,
      targetIds,
      requestId: this.id,
      meta: meta ?? null
    })
  })

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    const routeConfig = request.routeOptions.config
    if (!routeConfig.auth) return // not-found handler and static files
    if (!SAFE_METHODS.has(request.method) && routeConfig.csrf !== false && !request.headers[CSRF_HEADER]) {
      throw new ApiError('CSRF_HEADER_MISSING', `State-changing requests must carry the ${CSRF_HEADER} header`)
    }
    const token = request.cookies[sessionCookieName(config)]
    if (token && request.url.startsWith('/api/') && !routeConfig.anonymous) {
      const slide = request.headers[BACKGROUND_HEADER] !== '1'
      request.session = await findSession(db, token, platform.clock.now(), config, { slide })
    }
    if (request.session) {
      // Every line of the request names the person (never an identity code: logging.ts).
      request.log = reply.log = request.log.child({ personId: request.session.personId })
    }
    if (routeConfig.auth === 'public') return
    if (!request.session) throw new ApiError('UNAUTHORIZED', 'Login required')
    if (routeConfig.auth === 'STRONG' && request.session.authLevel !== 'STRONG') {
      throw new ApiError('STRONG_AUTH_REQUIRED', 'Strong identification required')
    }
    // The language a person acts in is the one their emails are written in. Only on changes,
    // which are few, so reads keep their single round trip.
    const language = request.headers[LANGUAGE_HEADER]
    if (!SAFE_METHODS.has(request.method) && typeof language === 'string' && EMAIL_LANGUAGES.includes(language as EmailLanguage)) {
      await db.query('update person set last_language = $2 where id = $1 and last_language is distinct from $2', [request.session.personId, language])
    }
  })

  app.addHook('preValidation', async (request) => {
    const fieldErrors = { ...fieldsWithNul(request.params), ...fieldsWithNul(request.query), ...fieldsWithNul(request.body) }
    if (Object.keys(fieldErrors).length > 0) throw new ApiError('VALIDATION_FAILED', 'Text cannot contain the NUL character', fieldErrors)
  })

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      // A client, proxy or load balancer may try again after a short wait (the database restarting).
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        errorCode: error.errorCode,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.days ? { days: error.days } : {})
      })
    }
    if (error.validation) {
      return reply.code(400).send({
        statusCode: 400,
        errorCode: 'VALIDATION_FAILED',
        message: 'The request is not valid',
        fieldErrors: fieldErrorsOf(error.validation)
      })
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      // Fastify's own 4xx (an unreadable body, a wrong content type) answer in the catalogue too: clients type errorCode by it.
      const errorCode: ErrorCode = FRAMEWORK_ERROR_CODES[status] ?? 'BAD_REQUEST'
      return reply.code(status).send({ statusCode: status, errorCode, message: error.message })
    }
    request.log.error({ err: error, url: request.url, personId: request.session?.personId }, 'request failed')
    return reply.code(500).send({ statusCode: 500, errorCode: 'INTERNAL_ERROR', message: 'Internal error' })
  })
}

export default fp(platformPlugin, { name: 'platform', fastify: '5.x' })
