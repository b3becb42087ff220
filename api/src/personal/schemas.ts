import { Type, type Static } from '@sinclair/typebox'

/*
 * Request bodies give the shape here; their rules are one shared function per body, named after
 * its title (validatePersonalDataUpdate… in shared/src/validators/bodies/personal.ts), which the
 * form and the service both call.
 */
export const PersonalDataUpdate = Type.Object(
  {
    preferredName: Type.String({ maxLength: 100, description: 'One of the given first names of the population register (else SELECT_ONE)' }),
    phone: Type.String({ maxLength: 40, description: 'Required; the shared phone validator' }),
    backupPhone: Type.String({ maxLength: 40, description: 'Empty, or a phone number' }),
    // null first: the API coerces types, and a string branch first would turn null into "".
    email: Type.Union([Type.Null(), Type.String({ maxLength: 254 })], {
      description:
        'null when the guardian has no email; a string must be an email (an empty one is REQUIRED). A new email is ' +
        'unverified until its code is confirmed; an existing weak-login username stays the earlier verified email until ' +
        'the guardian updates it (PUT …/weak-login-credentials), so a login never breaks silently.'
    })
  },
  { title: 'PersonalDataUpdate', additionalProperties: false }
)
export type PersonalDataUpdate = Static<typeof PersonalDataUpdate>

export const EmailVerification = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    expiresAt: Type.String({ format: 'date-time' })
  },
  { title: 'EmailVerification' }
)
export type EmailVerification = Static<typeof EmailVerification>

export const EmailVerificationStatus = Type.Object(
  {
    email: Type.Union([Type.String(), Type.Null()]),
    verifiedEmail: Type.Union([Type.String(), Type.Null()]),
    latestVerification: Type.Union([EmailVerification, Type.Null()], {
      description: 'The code sent last for the current email, while it can still be confirmed'
    })
  },
  { title: 'EmailVerificationStatus' }
)
export type EmailVerificationStatus = Static<typeof EmailVerificationStatus>

export const EmailVerificationConfirm = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    code: Type.String({ maxLength: 100, description: 'The six digits of the email (else REQUIRED or INVALID_FORMAT)' })
  },
  { title: 'EmailVerificationConfirm', additionalProperties: false }
)
export type EmailVerificationConfirm = Static<typeof EmailVerificationConfirm>

export const PasswordConstraints = Type.Object(
  {
    minLength: Type.Integer(),
    maxLength: Type.Integer(),
    minLowers: Type.Integer(),
    minUppers: Type.Integer(),
    minDigits: Type.Integer(),
    minSymbols: Type.Integer()
  },
  {
    title: 'PasswordConstraints',
    description:
      'From configuration. Defaults follow NIST SP 800-63B and the NCSC: length over composition ' +
      '(12 to 128 characters, counted as Unicode code points, no composition rules) and a blocklist ' +
      'of common passwords (PASSWORD_UNACCEPTABLE).'
  }
)

// null comes first: the API coerces types, and a string branch first would turn null into "".
export const WeakLoginCredentialsUpdate = Type.Object(
  {
    username: Type.Union([Type.Null(), Type.String({ maxLength: 254 })], {
      description: "The caller's verified email; null keeps the username of existing credentials"
    }),
    password: Type.Union([Type.Null(), Type.String({ maxLength: 4096 })], {
      description: 'null keeps the password of existing credentials (a username update)'
    })
  },
  { title: 'WeakLoginCredentialsUpdate', additionalProperties: false }
)
export type WeakLoginCredentialsUpdate = Static<typeof WeakLoginCredentialsUpdate>

/** The email types a guardian can turn off (spec part 1 §3); TRANSACTIONAL (codes, security notices) always goes. */
export const NOTIFICATION_EMAIL_TYPES = [
  'MESSAGE_NOTIFICATION',
  'BULLETIN_NOTIFICATION',
  'INCOME_NOTIFICATION',
  'CALENDAR_EVENT_NOTIFICATION',
  'DECISION_NOTIFICATION',
  'DOCUMENT_NOTIFICATION',
  'INFORMAL_DOCUMENT_NOTIFICATION',
  'ATTENDANCE_RESERVATION_NOTIFICATION',
  'DISCUSSION_TIME_NOTIFICATION'
] as const

export const NotificationEmailType = Type.Union(
  NOTIFICATION_EMAIL_TYPES.map((type) => Type.Literal(type)),
  { title: 'NotificationEmailType' }
)
export type NotificationEmailType = Static<typeof NotificationEmailType>

export const NotificationSettings = Type.Array(NotificationEmailType, {
  title: 'NotificationSettings',
  uniqueItems: true,
  description:
    'The email notification types turned off (spec part 1 §7: the list of disabled types); every type not listed is on. ' +
    'TRANSACTIONAL is not a choice: it is always sent.'
})
export type NotificationSettings = Static<typeof NotificationSettings>

/** A remembered device of the caller (issue 37 §4); `current` is the browser asking. */
export const RememberedDevice = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    /** Browser and system read from the user agent ("Chrome, Android"); "?" when unknown */
    name: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    lastUsedAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time' }),
    current: Type.Boolean()
  },
  { title: 'RememberedDevice', additionalProperties: false }
)
export type RememberedDevice = Static<typeof RememberedDevice>
export const RememberedDevices = Type.Array(RememberedDevice, { title: 'RememberedDevices' })

export const DeviceIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })

/** Push on this device (issue 37 §3) */
export const PushPublicKey = Type.Object({ publicKey: Type.String() }, { title: 'PushPublicKey', additionalProperties: false })

/** A browser's `PushSubscription.toJSON()` (expirationTime and other members are ignored) */
export const PushSubscriptionInput = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: 2000 }),
    keys: Type.Object({ p256dh: Type.String({ minLength: 1, maxLength: 200 }), auth: Type.String({ minLength: 1, maxLength: 100 }) })
  },
  { title: 'PushSubscriptionInput' }
)
export const PushSubscriptionCreated = Type.Object({ id: Type.String({ format: 'uuid' }) }, { title: 'PushSubscriptionCreated', additionalProperties: false })

/** A device of the caller with push on */
export const PushDevice = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    /** Browser and system read from the user agent ("Chrome, Android"); "?" when unknown */
    name: Type.String(),
    /** The push service address: the browser compares it with its own to mark "this device" */
    endpoint: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    lastSentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()])
  },
  { title: 'PushDevice', additionalProperties: false }
)
export type PushDevice = Static<typeof PushDevice>
export const PushSubscriptions = Type.Array(PushDevice, { title: 'PushDevices' })
export const PushSubscriptionIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })
