import { Type } from '@sinclair/typebox'
import { hasErrors, type FieldErrors } from '@pesa/shared/validators'
import { REFUSED_DAY_REASONS, type RefusedDay } from '@pesa/shared/protocol'

/**
 * Every error code the API answers, with its HTTP status. Handlers throw `new ApiError(code)`;
 * clients map the code to a translated text. Area codes are grouped under their area. The codegen
 * writes these names as the client's `ApiErrorCode` union (shared/src/api/generated/error-codes.ts),
 * so a screen that names a code the server does not have, or a text missing for one, fails to compile.
 */
export const ERROR_STATUS = {
  // Platform
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  CSRF_HEADER_MISSING: 403,
  STRONG_AUTH_REQUIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // Auth
  INVALID_CREDENTIALS: 403,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  INVALID_AUTH_STATE: 403,
  STRONG_IDENTIFICATION_NOT_CONFIGURED: 503,
  NOT_A_CUSTODIAN: 403,
  // Map
  GEOCODER_UNAVAILABLE: 502,
  // Personal details
  NOTHING_TO_VERIFY: 400,
  VERIFICATION_CODE_INVALID: 400,
  VERIFICATION_CODE_EXPIRED: 400,
  VERIFICATION_CODE_LIMIT: 429,
  EMAIL_IN_USE: 409,
  EMAIL_NOT_VERIFIED: 400,
  PASSWORD_UNACCEPTABLE: 400,
  USERNAME_IN_USE: 409,
  // Push on a device (issue 37 §3)
  PUSH_NOT_CONFIGURED: 503,
  PUSH_SUBSCRIPTION_INVALID: 400,
  // Income statements (spec part 2 §4)
  INCOME_STATEMENT_NOT_EDITABLE: 409,
  INCOME_STATEMENT_CHANGED: 409,
  INCOME_STATEMENT_HAS_STAFF_ATTACHMENTS: 409,
  // Messages
  REPLY_NOT_ALLOWED: 400,
  RECIPIENT_NOT_ALLOWED: 400,
  NOTHING_TO_MARK_UNREAD: 400,
  SINGLE_UNIT_REQUIRED: 400,
  ATTACHMENTS_NOT_ALLOWED: 400,
  // Attachments (spec part 1 §5 Upload)
  FILE_TOO_LARGE: 413,
  EXTENSION_MISSING: 400,
  EXTENSION_INVALID: 415,
  CONTENT_TYPE_INVALID: 415,
  ATTACHMENT_LIMIT: 409,
  ATTACHMENT_UNKNOWN: 400,
  // Malware scanning: the file is refused and removed; no answer from the scanner refuses too (fail closed)
  ATTACHMENT_INFECTED: 422,
  ATTACHMENT_SCAN_UNAVAILABLE: 503,
  // Calendar (spec part 2 §5, §8)
  NON_RESERVABLE_DAYS: 400,
  OUTSIDE_OPENING_HOURS: 400,
  RESERVATION_TIMES_REQUIRED: 400,
  ABSENCE_NOT_EDITABLE: 400,
  ATTENDANCE_ALREADY_EXISTS: 400,
  ABSENCE_APPLICATION_REQUIRED: 400,
  QUESTIONNAIRE_CLOSED: 400,
  CHILD_NOT_ELIGIBLE: 400,
  // Discussion times (spec part 2 §5, §9)
  TIME_ALREADY_RESERVED: 409,
  CANCELLATION_CLOSED: 403,
  // Applications
  APPLICATION_TYPE_NOT_AVAILABLE: 400,
  DUPLICATE_APPLICATION: 409,
  APPLICATION_NOT_EDITABLE: 409,
  // Decisions
  DECISION_NOT_PENDING: 409,
  DECISION_BLOCKED: 409,
  DOCUMENT_NOT_READY: 404,
  // Child pages (spec part 2 §4, §5)
  CHILD_DOCUMENT_NOT_EDITABLE: 409,
  ABSENCE_APPLICATION_RANGE_INVALID: 400,
  ABSENCE_APPLICATION_NOT_CANCELLABLE: 409,
  ABSENCE_APPLICATION_OVERLAPS: 409,
  SERVICE_APPLICATION_NO_PLACEMENT: 400,
  SERVICE_NEED_OPTION_INVALID: 400,
  SERVICE_APPLICATIONS_DISABLED: 403,
  SERVICE_APPLICATION_ALREADY_OPEN: 409,
  SERVICE_APPLICATION_NOT_CANCELLABLE: 409,
  PLACEMENT_TERMINATION_DISABLED: 403
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class ApiError extends Error {
  readonly statusCode: number

  constructor(
    readonly errorCode: ErrorCode,
    message?: string,
    readonly fieldErrors?: FieldErrors,
    /** The child-days a calendar write was refused for, named in the body */
    readonly days?: RefusedDay[]
  ) {
    super(message ?? errorCode)
    this.name = 'ApiError'
    this.statusCode = ERROR_STATUS[errorCode]
  }
}

export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    errorCode: Type.String({ description: 'One of the error catalogue (api/src/platform/errors.ts)' }),
    message: Type.String(),
    fieldErrors: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'A validation code per field (dotted path) for VALIDATION_FAILED' })),
    days: Type.Optional(
      Type.Array(
        Type.Object({
          childId: Type.String({ format: 'uuid' }),
          date: Type.String({ format: 'date' }),
          reason: Type.Optional(Type.Union(REFUSED_DAY_REASONS.map((reason) => Type.Literal(reason))))
        }),
        {
          description:
            'For calendar writes refused in part (NON_RESERVABLE_DAYS, ABSENCE_NOT_EDITABLE, ATTENDANCE_ALREADY_EXISTS, ABSENCE_APPLICATION_REQUIRED): ' +
            'the refused child-days and why: ' +
            REFUSED_DAY_REASONS.join(', ') +
            ' (shared/src/api/protocol.ts)'
        }
      )
    )
  },
  { title: 'ApiErrorBody' }
)

/** Response schemas for the error statuses a route can answer, for its declaration. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody]))
}

/**
 * True when the database refused a write by a unique index (23505) or an exclusion constraint
 * (23P01), by the named one when given. Such a refusal is a race the code's own checks lost: its
 * caller answers the documented 4xx, never 500.
 */
export function isConstraintViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: unknown; constraint?: unknown }
  return (code === '23505' || code === '23P01') && (constraint === undefined || name === constraint)
}

/** Runs `work`; a unique or exclusion violation (of `constraint`, when named) becomes `errorCode`. */
export async function onConstraintViolation<T>(work: () => Promise<T>, errorCode: ErrorCode, constraint?: string): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isConstraintViolation(error, constraint)) throw new ApiError(errorCode)
    throw error
  }
}

/** Throws 400 VALIDATION_FAILED with the field errors of a shared body validator, if it found any. */
export function refuseInvalid(fieldErrors: FieldErrors): void {
  if (hasErrors(fieldErrors)) throw new ApiError('VALIDATION_FAILED', 'The request is not valid', fieldErrors)
}
