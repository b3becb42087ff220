import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import fastifyFormbody from '@fastify/formbody'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { applicationRoutes } from './applications/routes'
import { authRoutes } from './auth/routes'
import { calendarRoutes } from './calendar/routes'
import { childrenRoutes } from './children/routes'
import { decisionRoutes } from './decisions/routes'
import { childDocumentRoutes } from './children/documents/routes'
import { feedPublicRoutes } from './calendar/feed-routes'
import { devApiRoutes } from './dev-api/routes'
import { incomeRoutes } from './income/routes'
import { mapPublicRoutes } from './map/routes'
import { messageRoutes } from './messages/routes'
import { personalRoutes } from './personal/routes'
import { pushRoutes } from './personal/push-routes'
import attachmentsPlugin from './platform/attachments/plugin'
import { attachmentRoutes } from './platform/attachments/routes'
import type { AttachmentStorage } from './platform/attachments/storage'
import emailSender from './platform/email/sender'
import pushSender from './platform/push/sender'
import { healthRoutes } from './platform/health'
import housekeeping from './platform/jobs/housekeeping'
import jobsPlugin from './platform/jobs/plugin'
import metricsPlugin from './platform/metrics'
import openApi from './platform/openapi'
import platformPlugin from './platform/platform-plugin'
import compression from './platform/compression'
import securityHeaders from './platform/security-headers'
import shutdownPlugin from './platform/shutdown'
import staticSite from './platform/static-site'
import type { TrustProxy } from './platform/config'
import type { Platform } from './platform/types'
import { AJV_OPTIONS } from './platform/validation'
import { schemaCompilers } from './platform/schema-compilers'
import { imageOrigins } from './platform/municipality'
import { shellPublicRoutes } from './shell/routes'
import { unitRoutes } from './units/routes'

/**
 * Fastify's own number option never trusts the peer (it fails closed), so hops are a function:
 * the socket's peer is hop 0, the last X-Forwarded-For entry hop 1, and so on leftwards.
 */
function fastifyTrustProxy(trust: TrustProxy): false | string | ((address: string, hop: number) => boolean) {
  if (trust === false) return false
  if ('hops' in trust) return (_address, hop) => hop < trust.hops
  return trust.addresses.join(',')
}

export interface AppOptions {
  /** Pino logger options; false for none (tests) */
  logger?: boolean | Record<string, unknown>
  /** Replaces the configured storage of new attachments (tests of a failing storage) */
  attachmentStorage?: AttachmentStorage
}

/**
 * Builds the plugin graph (no listening: server.ts does that, tests inject). Order matters:
 * the platform rules (route declarations, CSRF, sessions, auth levels) are registered before
 * any route, so no route can be added outside them.
 */
export async function buildApp(platform: Platform, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config } = platform
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Unique across instances, so support can find a request by the id its error dialog shows.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // A URL that cannot be decoded answers in the error catalogue's shape, like every other 4xx.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send({ statusCode: 400, errorCode: 'BAD_REQUEST', message: error.message })
    },
    ajv: AJV_OPTIONS,
    schemaController: schemaCompilers(config.env === 'production')
  }).withTypeProvider<TypeBoxTypeProvider>()

  await app.register(platformPlugin, platform)
  await app.register(shutdownPlugin)
  await app.register(jobsPlugin)
  await app.register(metricsPlugin)
  await app.register(attachmentsPlugin, { storage: options.attachmentStorage })
  await app.register(housekeeping)
  await app.register(emailSender)
  await app.register(pushSender)
  await app.register(securityHeaders, { hsts: config.secureCookies })
  await app.register(compression)
  await app.register(openApi, { version: config.appVersion })
  await app.register(fastifyFormbody)

  app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger())

  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(authRoutes, { prefix: '/api/citizen/auth' })
  await app.register(shellPublicRoutes, { prefix: '/api/citizen/public' })
  await app.register(mapPublicRoutes, { prefix: '/api/citizen/public' })
  await app.register(feedPublicRoutes, { prefix: '/api/citizen/public' })
  await app.register(unitRoutes, { prefix: '/api/citizen' })
  await app.register(childrenRoutes, { prefix: '/api/citizen' })
  await app.register(childDocumentRoutes, { prefix: '/api/citizen/child-documents' })
  await app.register(calendarRoutes, { prefix: '/api/citizen' })
  await app.register(personalRoutes, { prefix: '/api/citizen/personal-data' })
  await app.register(pushRoutes, { prefix: '/api/citizen/personal-data/push' })
  await app.register(messageRoutes, { prefix: '/api/citizen' })
  await app.register(attachmentRoutes, { prefix: '/api/citizen/attachments' })
  await app.register(incomeRoutes, { prefix: '/api/citizen' })
  await app.register(applicationRoutes, { prefix: '/api/citizen' })
  await app.register(decisionRoutes, { prefix: '/api/citizen' })

  if (config.env !== 'production') await app.register(devApiRoutes, { prefix: '/api/dev-api' })

  if (config.staticDir && config.remotesFile) {
    await app.register(staticSite, { staticDir: config.staticDir, remotesFile: config.remotesFile, imageOrigins: imageOrigins(platform.municipality) })
  }
  // Every route no one declared, whatever its method (the site's own catch-all is only a GET), answers alike.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ statusCode: 404, errorCode: 'NOT_FOUND', message: 'Not found' }))
  return app
}
