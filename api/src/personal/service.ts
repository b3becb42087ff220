import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import {
  givenNames,
  personalPasswordWords,
  validateEmailVerificationConfirm,
  validatePersonalDataUpdate,
  validateWeakLoginCredentialsUpdate
} from '@pesa/shared/validators'
import { hashPassword } from '../platform/passwords'
import { usernameOf } from '../platform/credentials'
import { ApiError, onConstraintViolation, refuseInvalid } from '../platform/errors'
import { revokeDevices } from '../platform/remembered-devices'
import { revokeSessions } from '../platform/sessions'
import type { Platform } from '../platform/types'
import { getPerson, type PersonRow } from '../population-register/repository'
import { composeEmail } from '../platform/email/compose'
import { queueEmail, recipientLanguage } from '../platform/email/outbox'
import { credentialsChangedEmail, verificationCodeEmail } from './emails'
import { isUnacceptablePassword } from './password-blocklist'
import * as repository from './repository'
import {
  NOTIFICATION_EMAIL_TYPES,
  type EmailVerification,
  type EmailVerificationConfirm,
  type EmailVerificationStatus,
  type NotificationEmailType,
  type NotificationSettings,
  type PersonalDataUpdate,
  type WeakLoginCredentialsUpdate
} from './schemas'

/** Wrong guesses a code survives; then the guardian asks for a new one (six digits: 1 in 200 000 per code). */
export const VERIFICATION_ATTEMPTS_PER_CODE = 5
const ONE_HOUR = 3600

async function personOf(platform: Platform, personId: string): Promise<PersonRow> {
  const person = await getPerson(platform.db, personId)
  if (!person) throw new ApiError('NOT_FOUND')
  return person
}

/**
 * Saves the contact details. A changed email is unverified until its code is confirmed; the
 * weak-login username is not touched, so an existing login keeps working with the earlier
 * verified email until the guardian verifies the new one and updates the username.
 */
export async function updatePersonalData(platform: Platform, personId: string, update: PersonalDataUpdate): Promise<void> {
  const person = await personOf(platform, personId)
  refuseInvalid(validatePersonalDataUpdate(update, { givenNames: givenNames(person.first_name) }))
  await repository.updateContactDetails(platform.db, personId, {
    preferredName: update.preferredName,
    phone: update.phone.trim(),
    backupPhone: update.backupPhone.trim(),
    email: update.email === null ? null : update.email.trim()
  })
}

export async function emailVerificationStatus(platform: Platform, personId: string): Promise<EmailVerificationStatus> {
  const person = await personOf(platform, personId)
  const pending =
    person.email && person.email !== person.verified_email
      ? await repository.pendingVerification(platform.db, personId, person.email, platform.clock.now(), VERIFICATION_ATTEMPTS_PER_CODE)
      : undefined
  return {
    email: person.email,
    verifiedEmail: person.verified_email,
    latestVerification: pending ? { id: pending.id, email: pending.email, expiresAt: pending.expires_at.toISOString() } : null
  }
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

/**
 * Sends a new six-digit code to the person's current, unverified email; the code of an
 * earlier email stops counting (only the newest verification is pending). At most
 * `emailVerificationCodesPerHour` codes an hour per person, so the outbox cannot be used to
 * flood an address.
 */
export async function sendVerificationCode(platform: Platform, personId: string): Promise<EmailVerification> {
  const person = await personOf(platform, personId)
  if (!person.email || person.email === person.verified_email) throw new ApiError('NOTHING_TO_VERIFY', 'No unverified email')
  const now = platform.clock.now()
  const { emailVerificationCodeMinutes, emailVerificationCodesPerHour } = platform.config
  const sent = await platform.counters.incrementSliding(`email-verification:${personId}`, ONE_HOUR, now)
  if (sent > emailVerificationCodesPerHour) throw new ApiError('VERIFICATION_CODE_LIMIT', 'Too many codes in an hour')

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const expiresAt = new Date(now.getTime() + emailVerificationCodeMinutes * 60_000)
  const email = person.email
  const id = await platform.db.transaction(async (tx) => {
    const verificationId = await repository.insertVerification(tx, { personId, email, codeHash: hashCode(code), createdAt: now, expiresAt })
    const language = await recipientLanguage(tx, personId)
    const content = composeEmail(
      verificationCodeEmail(language, code, emailVerificationCodeMinutes),
      language,
      platform.config.email.publicUrl,
      platform.municipality
    )
    await queueEmail(tx, { to: email, personId, type: 'TRANSACTIONAL', language, content, now })
    return verificationId
  })
  return { id, email, expiresAt: expiresAt.toISOString() }
}

/** Confirms a code: the email becomes the verified email unless someone else already uses it. */
export async function verifyEmail(platform: Platform, personId: string, { id, code }: EmailVerificationConfirm): Promise<void> {
  refuseInvalid(validateEmailVerificationConfirm({ id, code }))
  const person = await personOf(platform, personId)
  const verification = await repository.findVerification(platform.db, id, personId)
  if (!verification) throw new ApiError('NOT_FOUND')
  const now = platform.clock.now()
  const pending = person.email ? await repository.pendingVerification(platform.db, personId, person.email, now, VERIFICATION_ATTEMPTS_PER_CODE) : undefined
  const expired = () => new ApiError('VERIFICATION_CODE_EXPIRED', 'The code has expired or is no longer the newest')
  if (pending?.id !== verification.id) throw expired()
  // The guess takes one of the code's tries before it is compared, in one statement: guesses
  // sent in parallel cannot all read the count before any of them writes it.
  if (!(await repository.takeAttempt(platform.db, verification.id, VERIFICATION_ATTEMPTS_PER_CODE))) throw expired()
  if (!timingSafeEqual(Buffer.from(hashCode(code)), Buffer.from(verification.code_hash))) {
    throw new ApiError('VERIFICATION_CODE_INVALID', 'Wrong code')
  }
  if (await repository.emailTakenByOther(platform.db, personId, verification.email)) {
    throw new ApiError('EMAIL_IN_USE', 'Another person uses this email')
  }
  // Two people confirming the address at once both pass the check above; the unique index refuses the later.
  await onConstraintViolation(
    () => platform.db.transaction((tx) => repository.markEmailVerified(tx, verification.id, personId, verification.email, now)),
    'EMAIL_IN_USE',
    'person_verified_email_idx'
  )
}

/**
 * Sets up or changes the weak login. The username is always the verified email (null keeps
 * the current one); the password must meet the constraints and not be easy to guess. Every
 * other session of the person ends, and the verified email is told.
 */
export async function updateWeakLoginCredentials(
  platform: Platform,
  personId: string,
  currentSessionId: string,
  update: WeakLoginCredentialsUpdate
): Promise<void> {
  const existingUsername = await usernameOf(platform.db, personId)
  refuseInvalid(validateWeakLoginCredentialsUpdate(update, { constraints: platform.config.passwordConstraints, hasCredentials: existingUsername !== null }))
  const person = await personOf(platform, personId)
  const verifiedEmail = person.verified_email
  if (!verifiedEmail) throw new ApiError('EMAIL_NOT_VERIFIED', 'Weak login needs a verified email')
  if (update.username !== null && update.username.trim().toLowerCase() !== verifiedEmail.toLowerCase()) {
    throw new ApiError('EMAIL_NOT_VERIFIED', 'The username must be the verified email')
  }

  const username = update.username === null ? existingUsername! : verifiedEmail
  if (update.password !== null) {
    const personalWords = personalPasswordWords({ firstName: person.first_name, lastName: person.last_name, emails: [username, person.email, verifiedEmail] })
    if (isUnacceptablePassword(update.password, personalWords)) throw new ApiError('PASSWORD_UNACCEPTABLE', 'The password is too easy to guess')
  }
  if (await repository.usernameTakenByOther(platform.db, personId, username)) throw new ApiError('USERNAME_IN_USE', 'Another person has this username')

  const passwordHash = update.password === null ? undefined : await hashPassword(update.password)
  // Another person taking the username at the same moment passes the check above; its index refuses the later.
  await onConstraintViolation(
    () => saveCredentials(platform, personId, currentSessionId, { existingUsername, username, passwordHash, verifiedEmail }),
    'USERNAME_IN_USE',
    'citizen_user_username_idx'
  )
}

async function saveCredentials(
  platform: Platform,
  personId: string,
  currentSessionId: string,
  {
    existingUsername,
    username,
    passwordHash,
    verifiedEmail
  }: { existingUsername: string | null; username: string; passwordHash: string | undefined; verifiedEmail: string }
): Promise<void> {
  const now = platform.clock.now()
  await platform.db.transaction(async (tx) => {
    if (!existingUsername) await repository.insertCredentials(tx, personId, username, passwordHash!, now)
    else {
      if (username !== existingUsername) await repository.updateUsername(tx, personId, username)
      if (passwordHash) await repository.updatePasswordHash(tx, personId, passwordHash, now)
    }
    await revokeSessions(tx, personId, currentSessionId)
    // A remembered device would otherwise outlive the password it was remembered with.
    await revokeDevices(tx, personId)
    const language = await recipientLanguage(tx, personId)
    const content = composeEmail(credentialsChangedEmail(language, username), language, platform.config.email.publicUrl, platform.municipality)
    await queueEmail(tx, { to: verifiedEmail, personId, type: 'TRANSACTIONAL', language, content, now })
  })
}

/** The types turned off, in the order of the spec's list. */
export async function notificationSettings(platform: Platform, personId: string): Promise<NotificationSettings> {
  const disabled = new Set(await repository.disabledEmailTypes(platform.db, personId))
  return NOTIFICATION_EMAIL_TYPES.filter((type) => disabled.has(type))
}

export async function updateNotificationSettings(platform: Platform, personId: string, disabled: NotificationEmailType[]): Promise<void> {
  await platform.db.transaction((tx) => repository.replaceDisabledEmailTypes(tx, personId, disabled))
}
