// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.
import { apiRequest, type RequestOptions } from '@pesa/shared'
import type { EmailVerification, EmailVerificationConfirm, EmailVerificationStatus, NotificationSettings, PasswordConstraints, PersonalDataUpdate, PushDevices, PushPublicKey, PushSubscriptionCreated, PushSubscriptionInput, RememberedDevices, WeakLoginCredentialsUpdate } from './types'

export type { EmailVerification, EmailVerificationConfirm, EmailVerificationStatus, NotificationSettings, PasswordConstraints, PersonalDataUpdate, PushDevices, PushPublicKey, PushSubscriptionCreated, PushSubscriptionInput, RememberedDevices, WeakLoginCredentialsUpdate }

/** POST /api/citizen/personal-data/push/subscriptions (WEAK): Turns push on for the browser (its PushSubscription's endpoint and keys); the same endpoint again replaces the device. 400 PUSH_SUBSCRIPTION_INVALID: not a push service address (https, a known push service) or keys of the wrong size; 503 PUSH_NOT_CONFIGURED */
export function createPushSubscription(args: { body: PushSubscriptionInput }, options: RequestOptions = {}): Promise<PushSubscriptionCreated> {
  return apiRequest<PushSubscriptionCreated>({ method: 'POST', path: `/citizen/personal-data/push/subscriptions`, body: args.body, ...options })
}

/** DELETE /api/citizen/personal-data/push/subscriptions/:id (WEAK): Turns push off for one of the caller's devices; 404 NOT_FOUND for any other id */
export function deletePushSubscription(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/citizen/personal-data/push/subscriptions/${encodeURIComponent(args.params.id)}`, ...options })
}

/** GET /api/citizen/personal-data/email-verification (WEAK): The email, the verified email and the code that can still be confirmed */
export function getEmailVerificationStatus(options: RequestOptions = {}): Promise<EmailVerificationStatus> {
  return apiRequest<EmailVerificationStatus>({ method: 'GET', path: `/citizen/personal-data/email-verification`, ...options })
}

/** GET /api/citizen/personal-data/notification-settings (WEAK): The email notification types turned off */
export function getNotificationSettings(options: RequestOptions = {}): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>({ method: 'GET', path: `/citizen/personal-data/notification-settings`, ...options })
}

/** GET /api/citizen/personal-data/password-constraints (WEAK): The password rules of weak login, from configuration */
export function getPasswordConstraints(options: RequestOptions = {}): Promise<PasswordConstraints> {
  return apiRequest<PasswordConstraints>({ method: 'GET', path: `/citizen/personal-data/password-constraints`, ...options })
}

/** GET /api/citizen/personal-data/push/public-key (WEAK): The VAPID public key a browser subscribes with (applicationServerKey); 503 PUSH_NOT_CONFIGURED without one */
export function getPushPublicKey(options: RequestOptions = {}): Promise<PushPublicKey> {
  return apiRequest<PushPublicKey>({ method: 'GET', path: `/citizen/personal-data/push/public-key`, ...options })
}

/** GET /api/citizen/personal-data/push/subscriptions (WEAK): The caller's devices with push on, the newest first (the browser finds itself by its endpoint) */
export function getPushSubscriptions(options: RequestOptions = {}): Promise<PushDevices> {
  return apiRequest<PushDevices>({ method: 'GET', path: `/citizen/personal-data/push/subscriptions`, ...options })
}

/** GET /api/citizen/personal-data/devices (WEAK): The caller's remembered devices, the last used first; `current` is this browser */
export function getRememberedDevices(options: RequestOptions = {}): Promise<RememberedDevices> {
  return apiRequest<RememberedDevices>({ method: 'GET', path: `/citizen/personal-data/devices`, ...options })
}

/** DELETE /api/citizen/personal-data/devices/:id (WEAK): Forgets one of the caller's remembered devices; 404 NOT_FOUND for any other id */
export function revokeRememberedDevice(args: { params: {
  id: string
} }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/citizen/personal-data/devices/${encodeURIComponent(args.params.id)}`, ...options })
}

/** DELETE /api/citizen/personal-data/devices (WEAK): Forgets all of the caller's remembered devices (sessions already started stay) */
export function revokeRememberedDevices(options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/citizen/personal-data/devices`, ...options })
}

/** POST /api/citizen/personal-data/email-verification-code (STRONG): Emails a six-digit code to the unverified email (valid 30 minutes by default; at most 5 codes an hour: 429 VERIFICATION_CODE_LIMIT); 400 NOTHING_TO_VERIFY without an unverified email */
export function sendEmailVerificationCode(options: RequestOptions = {}): Promise<EmailVerification> {
  return apiRequest<EmailVerification>({ method: 'POST', path: `/citizen/personal-data/email-verification-code`, ...options })
}

/** POST /api/citizen/personal-data/sign-out-everywhere (STRONG): Ends every other session of the caller and forgets all their remembered devices */
export function signOutEverywhere(options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/personal-data/sign-out-everywhere`, ...options })
}

/** PUT /api/citizen/personal-data/notification-settings (STRONG): Replaces the list of email notification types turned off (TRANSACTIONAL is not a choice: 400 VALIDATION_FAILED) */
export function updateNotificationSettings(args: { body: NotificationSettings }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/personal-data/notification-settings`, body: args.body, ...options })
}

/** PUT /api/citizen/personal-data (STRONG): Saves preferred name, phones and email; 400 VALIDATION_FAILED with a code per field */
export function updatePersonalData(args: { body: PersonalDataUpdate }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/personal-data`, body: args.body, ...options })
}

/** PUT /api/citizen/personal-data/weak-login-credentials (STRONG): Activates weak login or changes its password or username (always the verified email: 400 EMAIL_NOT_VERIFIED); 400 PASSWORD_UNACCEPTABLE for an easily guessed password, fieldErrors.password PASSWORD_FORMAT outside the constraints, 409 USERNAME_IN_USE. Ends every other session of the person. */
export function updateWeakLoginCredentials(args: { body: WeakLoginCredentialsUpdate }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'PUT', path: `/citizen/personal-data/weak-login-credentials`, body: args.body, ...options })
}

/** POST /api/citizen/personal-data/email-verification (STRONG): Confirms a code: 400 VERIFICATION_CODE_INVALID (wrong; five guesses a code) or VERIFICATION_CODE_EXPIRED (expired, used, or not the newest), 409 EMAIL_IN_USE when another person has verified or logs in with the email */
export function verifyEmail(args: { body: EmailVerificationConfirm }, options: RequestOptions = {}): Promise<void> {
  return apiRequest<void>({ method: 'POST', path: `/citizen/personal-data/email-verification`, body: args.body, ...options })
}
