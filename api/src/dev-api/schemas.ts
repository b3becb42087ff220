import { Type } from '@sinclair/typebox'
import { AuthLevel } from '../auth/schemas'

export const DevLoginRequest = Type.Object(
  { ssn: Type.String({ format: 'fi-ssn' }), authLevel: AuthLevel },
  { title: 'DevLoginRequest', additionalProperties: false }
)

export const DevSsnParams = Type.Object({ ssn: Type.String({ format: 'fi-ssn' }) })

export const DevSystemNotification = Type.Object(
  { text: Type.String(), textSv: Type.String(), textEn: Type.String(), validTo: Type.String({ format: 'date-time' }) },
  { title: 'DevSystemNotification', additionalProperties: false }
)

export const DevPerson = Type.Object(
  {
    ssn: Type.String({ format: 'fi-ssn' }),
    firstName: Type.String({ minLength: 1 }),
    lastName: Type.String({ minLength: 1 }),
    streetAddress: Type.Optional(Type.String()),
    postalCode: Type.Optional(Type.String()),
    postOffice: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    verifiedEmail: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    /** Identity codes of persons this one is a custodian of */
    guardianOf: Type.Optional(Type.Array(Type.String({ format: 'fi-ssn' })))
  },
  { title: 'DevPerson', additionalProperties: false }
)

export const DevPlacement = Type.Object(
  {
    childSsn: Type.String({ format: 'fi-ssn' }),
    unitName: Type.String(),
    type: Type.String(),
    startDate: Type.String({ format: 'date' }),
    endDate: Type.String({ format: 'date' })
  },
  { title: 'DevPlacement', additionalProperties: false }
)

export const DevEmail = Type.Object(
  {
    id: Type.String(),
    toAddress: Type.String(),
    subject: Type.String(),
    bodyText: Type.String(),
    createdAt: Type.String({ format: 'date-time' })
  },
  { title: 'DevEmail' }
)

export const IdResponse = Type.Object({ id: Type.String({ format: 'uuid' }) }, { title: 'IdResponse' })
