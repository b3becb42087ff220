import { Type, type Static } from '@sinclair/typebox'

export const PersonalDataUpdate = Type.Object(
  {
    preferredName: Type.String({ maxLength: 100, description: 'One of the given first names of the population register' }),
    phone: Type.String({ maxLength: 40, description: 'Required; the shared phone validator' }),
    backupPhone: Type.String({ maxLength: 40, description: 'Empty, or a phone number' }),
    email: Type.Union([Type.String({ maxLength: 254 }), Type.Null()], {
      description:
        'null when the guardian has no email. A new email is unverified until its code is confirmed; ' +
        'an existing weak-login username stays the earlier verified email until the guardian updates it ' +
        '(PUT …/weak-login-credentials), so a login never breaks silently.'
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
    code: Type.String({ pattern: '^[0-9]{6}$', description: 'The six digits of the email' })
  },
  { title: 'EmailVerificationConfirm', additionalProperties: false }
)

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

export const NotificationSettings = Type.Object(
  {
    message: Type.Boolean(),
    bulletin: Type.Boolean(),
    income: Type.Boolean(),
    calendarEvent: Type.Boolean(),
    decision: Type.Boolean(),
    document: Type.Boolean(),
    informalDocument: Type.Boolean(),
    attendanceReservation: Type.Boolean(),
    discussionTime: Type.Boolean()
  },
  {
    title: 'NotificationSettings',
    description: 'Email notifications by type: true is on. Transactional emails (codes, security notices) are always sent.',
    additionalProperties: false
  }
)
export type NotificationSettings = Static<typeof NotificationSettings>

/** The stored email types of each setting (spec part 1 §3); TRANSACTIONAL has no setting. */
export const EMAIL_TYPE_OF_SETTING: Record<keyof NotificationSettings, string> = {
  message: 'MESSAGE_NOTIFICATION',
  bulletin: 'BULLETIN_NOTIFICATION',
  income: 'INCOME_NOTIFICATION',
  calendarEvent: 'CALENDAR_EVENT_NOTIFICATION',
  decision: 'DECISION_NOTIFICATION',
  document: 'DOCUMENT_NOTIFICATION',
  informalDocument: 'INFORMAL_DOCUMENT_NOTIFICATION',
  attendanceReservation: 'ATTENDANCE_RESERVATION_NOTIFICATION',
  discussionTime: 'DISCUSSION_TIME_NOTIFICATION'
}
