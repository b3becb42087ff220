import { Type, type Static } from '@sinclair/typebox'
import { AccessibleFeatures } from '../family/schemas'

export const AuthLevel = Type.Union([Type.Literal('WEAK'), Type.Literal('STRONG')], { title: 'AuthLevel' })

export const CitizenUser = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    firstName: Type.String(),
    lastName: Type.String(),
    preferredName: Type.String(),
    streetAddress: Type.String(),
    postalCode: Type.String(),
    postOffice: Type.String(),
    phone: Type.String(),
    backupPhone: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    weakLoginUsername: Type.Union([Type.String(), Type.Null()])
  },
  { title: 'CitizenUser' }
)
export type CitizenUser = Static<typeof CitizenUser>

export const AuthStatus = Type.Object(
  {
    loggedIn: Type.Boolean(),
    /** The server's build; the shell offers a reload when it differs from its own */
    apiVersion: Type.String(),
    authLevel: Type.Optional(AuthLevel),
    user: Type.Optional(CitizenUser),
    accessibleFeatures: Type.Optional(AccessibleFeatures)
  },
  { title: 'AuthStatus' }
)
export type AuthStatus = Static<typeof AuthStatus>

export const WeakLoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 256 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    /** "Remember this device": later starts of this browser get a new WEAK session without the password (issue 37 §4) */
    rememberDevice: Type.Optional(Type.Boolean())
  },
  { title: 'WeakLoginRequest', additionalProperties: false }
)

export const RelayStateQuery = Type.Object({ RelayState: Type.Optional(Type.String({ maxLength: 2048 })) })

export const MockIdentificationForm = Type.Object({
  state: Type.String({ maxLength: 200 }),
  action: Type.Union([Type.Literal('login'), Type.Literal('cancel')]),
  ssn: Type.Optional(Type.String({ maxLength: 20 })),
  typedSsn: Type.Optional(Type.String({ maxLength: 20 }))
})

/** The identity provider's answer in the HTTP-POST binding (RelayState is ignored: ours is in the database). */
export const SamlPostForm = Type.Object({
  SAMLResponse: Type.Optional(Type.String({ maxLength: 1_000_000 })),
  SAMLRequest: Type.Optional(Type.String({ maxLength: 1_000_000 })),
  RelayState: Type.Optional(Type.String({ maxLength: 2048 }))
})

/** A logout message in the HTTP-Redirect binding */
export const SamlRedirectQuery = Type.Object({
  SAMLResponse: Type.Optional(Type.String({ maxLength: 100_000 })),
  SAMLRequest: Type.Optional(Type.String({ maxLength: 100_000 })),
  RelayState: Type.Optional(Type.String({ maxLength: 2048 })),
  SigAlg: Type.Optional(Type.String({ maxLength: 200 })),
  Signature: Type.Optional(Type.String({ maxLength: 2048 }))
})
