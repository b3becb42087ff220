import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ApiError, errorResponses } from '../platform/errors'
import { heldDeviceHash, listDevices, revokeDevice, revokeDevices } from '../platform/remembered-devices'
import { revokeSessions } from '../platform/sessions'
import {
  EmailVerification,
  EmailVerificationConfirm,
  EmailVerificationStatus,
  DeviceIdParams,
  NotificationSettings,
  PasswordConstraints,
  RememberedDevices,
  PersonalDataUpdate,
  WeakLoginCredentialsUpdate
} from './schemas'
import * as service from './service'

/** The caller's own contact details, email verification, weak login and notification settings. */
export const personalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const tags = ['personal']

  app.put(
    '',
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'updatePersonalData',
        tags,
        summary: 'Saves preferred name, phones and email; 400 VALIDATION_FAILED with a code per field',
        body: PersonalDataUpdate,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403) }
      }
    },
    async (request, reply) => {
      const personId = request.session!.personId
      await service.updatePersonalData(platform, personId, request.body)
      await request.audit('PersonalDataUpdated', [personId])
      return reply.code(204).send(null)
    }
  )

  app.get(
    '/email-verification',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getEmailVerificationStatus',
        tags,
        summary: 'The email, the verified email and the code that can still be confirmed',
        response: { 200: EmailVerificationStatus, ...errorResponses(401) }
      }
    },
    async (request) => {
      const personId = request.session!.personId
      const status = await service.emailVerificationStatus(platform, personId)
      await request.audit('EmailVerificationStatusRead', [personId])
      return status
    }
  )

  app.post(
    '/email-verification-code',
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'sendEmailVerificationCode',
        tags,
        summary:
          'Emails a six-digit code to the unverified email (valid 30 minutes by default; at most 5 codes an hour: ' +
          '429 VERIFICATION_CODE_LIMIT); 400 NOTHING_TO_VERIFY without an unverified email',
        response: { 200: EmailVerification, ...errorResponses(400, 401, 403, 429) }
      }
    },
    async (request) => {
      const personId = request.session!.personId
      const verification = await service.sendVerificationCode(platform, personId)
      await request.audit('EmailVerificationCodeSent', [personId, verification.id])
      return verification
    }
  )

  app.post(
    '/email-verification',
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'verifyEmail',
        tags,
        summary:
          'Confirms a code: 400 VERIFICATION_CODE_INVALID (wrong; five guesses a code) or VERIFICATION_CODE_EXPIRED ' +
          '(expired, used, or not the newest), 409 EMAIL_IN_USE when another person has verified or logs in with the email',
        body: EmailVerificationConfirm,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) }
      }
    },
    async (request, reply) => {
      const personId = request.session!.personId
      try {
        await service.verifyEmail(platform, personId, request.body)
      } catch (error) {
        // A guess is audited; a request refused for its shape is no guess and leaves no row.
        if (!(error instanceof ApiError && error.errorCode === 'VALIDATION_FAILED')) await request.audit('EmailVerificationFailed', [personId, request.body.id])
        throw error
      }
      await request.audit('EmailVerified', [personId, request.body.id])
      return reply.code(204).send(null)
    }
  )

  app.get(
    '/password-constraints',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getPasswordConstraints',
        tags,
        summary: 'The password rules of weak login, from configuration',
        response: { 200: PasswordConstraints, ...errorResponses(401) }
      }
    },
    async () => platform.config.passwordConstraints
  )

  app.put(
    '/weak-login-credentials',
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'updateWeakLoginCredentials',
        tags,
        summary:
          'Activates weak login or changes its password or username (always the verified email: 400 EMAIL_NOT_VERIFIED); ' +
          '400 PASSWORD_UNACCEPTABLE for an easily guessed password, fieldErrors.password PASSWORD_FORMAT outside the constraints, ' +
          '409 USERNAME_IN_USE. Ends every other session of the person.',
        body: WeakLoginCredentialsUpdate,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 409) }
      }
    },
    async (request, reply) => {
      const { personId, id: sessionId } = request.session!
      await service.updateWeakLoginCredentials(platform, personId, sessionId, request.body)
      await request.audit('WeakLoginCredentialsUpdated', [personId])
      return reply.code(204).send(null)
    }
  )

  app.get(
    '/notification-settings',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getNotificationSettings',
        tags,
        summary: 'The email notification types turned off',
        response: { 200: NotificationSettings, ...errorResponses(401) }
      }
    },
    async (request) => {
      const personId = request.session!.personId
      const settings = await service.notificationSettings(platform, personId)
      await request.audit('NotificationSettingsRead', [personId])
      return settings
    }
  )

  // Spec part 1 §1: editing personal details needs strong identification, and these settings are part of them.
  app.put(
    '/notification-settings',
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'updateNotificationSettings',
        tags,
        summary: 'Replaces the list of email notification types turned off (TRANSACTIONAL is not a choice: 400 VALIDATION_FAILED)',
        body: NotificationSettings,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403) }
      }
    },
    async (request, reply) => {
      const personId = request.session!.personId
      await service.updateNotificationSettings(platform, personId, request.body)
      await request.audit('NotificationSettingsUpdated', [personId])
      return reply.code(204).send(null)
    }
  )

  // Remembered devices (issue 37 §4). Listing and revoking are WEAK: revoking only takes access
  // away, and a guardian who lost a phone may have only their password at hand.
  app.get(
    '/devices',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'getRememberedDevices',
        tags,
        summary: "The caller's remembered devices, the last used first; `current` is this browser",
        response: { 200: RememberedDevices, ...errorResponses(401) }
      }
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const personId = request.session!.personId
      const held = heldDeviceHash(request, platform.config)
      const rows = await listDevices(platform.db, personId, platform.clock.now())
      await request.audit('RememberedDevicesRead', [personId])
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.created_at.toISOString(),
        lastUsedAt: row.last_used_at.toISOString(),
        expiresAt: row.expires_at.toISOString(),
        current: row.token_hash === held
      }))
    }
  )

  app.delete(
    '/devices/:id',
    {
      config: { auth: 'WEAK', relation: 'device-owner' },
      schema: {
        operationId: 'revokeRememberedDevice',
        tags,
        summary: "Forgets one of the caller's remembered devices; 404 NOT_FOUND for any other id",
        params: DeviceIdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) }
      }
    },
    async (request, reply) => {
      const personId = request.session!.personId
      if (!(await revokeDevice(platform.db, personId, request.params.id))) throw new ApiError('NOT_FOUND', 'No such device')
      await request.audit('RememberedDeviceRevoked', [personId], { deviceId: request.params.id })
      return reply.code(204).send(null)
    }
  )

  app.delete(
    '/devices',
    {
      config: { auth: 'WEAK', relation: 'self' },
      schema: {
        operationId: 'revokeRememberedDevices',
        tags,
        summary: "Forgets all of the caller's remembered devices (sessions already started stay)",
        response: { 204: Type.Null(), ...errorResponses(401) }
      }
    },
    async (request, reply) => {
      const personId = request.session!.personId
      await revokeDevices(platform.db, personId)
      await request.audit('RememberedDevicesRevoked', [personId])
      return reply.code(204).send(null)
    }
  )

  // "Sign out everywhere" (issue 37 §4): STRONG, like every change of login details; the caller's own session stays.
  app.post(
    '/sign-out-everywhere',
    {
      config: { auth: 'STRONG', relation: 'self' },
      schema: {
        operationId: 'signOutEverywhere',
        tags,
        summary: 'Ends every other session of the caller and forgets all their remembered devices',
        response: { 204: Type.Null(), ...errorResponses(401, 403) }
      }
    },
    async (request, reply) => {
      const { personId, id: sessionId } = request.session!
      await platform.db.transaction(async (tx) => {
        await revokeSessions(tx, personId, sessionId)
        await revokeDevices(tx, personId)
      })
      await request.audit('SignedOutEverywhere', [personId])
      return reply.code(204).send(null)
    }
  )
}
