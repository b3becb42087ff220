import { Type, type Static } from '@sinclair/typebox'
import { AREA_NAME_PATTERN, CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from '@pesa/shared/client-errors'

export const SystemNotification = Type.Object(
  {
    text: Type.String(),
    textSv: Type.String(),
    textEn: Type.String(),
    validTo: Type.String({ format: 'date-time' })
  },
  { title: 'SystemNotification' }
)

export const CurrentSystemNotification = Type.Object({ notification: Type.Union([SystemNotification, Type.Null()]) }, { title: 'CurrentSystemNotification' })

/**
 * A client error report (`@pesa/shared/client-errors`): nothing but these fields, each within
 * its limit, so no personal data can ride along in another field.
 */
export const ClientErrorReport = Type.Object(
  {
    kind: Type.Union(CLIENT_ERROR_KINDS.map((kind) => Type.Literal(kind))),
    message: Type.String({ maxLength: CLIENT_ERROR_LIMITS.message }),
    // null comes first: the API coerces types, and a string branch first would turn null into "".
    stack: Type.Union([Type.Null(), Type.String({ maxLength: CLIENT_ERROR_LIMITS.stack })]),
    /** A path without query string or fragment */
    route: Type.String({ maxLength: CLIENT_ERROR_LIMITS.route, pattern: '^/[^?#]*$' }),
    appVersion: Type.String({ maxLength: CLIENT_ERROR_LIMITS.appVersion }),
    area: Type.Union([Type.Null(), Type.String({ maxLength: CLIENT_ERROR_LIMITS.area, pattern: AREA_NAME_PATTERN })])
  },
  { title: 'ClientErrorReport', additionalProperties: false }
)
export type ClientErrorReport = Static<typeof ClientErrorReport>
