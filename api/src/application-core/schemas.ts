import { Type, type Static, type TSchema } from '@sinclair/typebox'

/*
 * The application as every area that reads it sees it (spec part 1 §3, §4): its kinds, its
 * statuses and the form a guardian fills. Applications write them, decisions read them.
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const text = (maxLength: number) => Type.String({ maxLength })
const date = () => nullable(Type.String({ format: 'date' }))

export const ApplicationType = Type.Union([Type.Literal('DAYCARE'), Type.Literal('PRESCHOOL'), Type.Literal('CLUB')], { title: 'ApplicationType' })
export type ApplicationType = Static<typeof ApplicationType>

export const APPLICATION_STATUSES = [
  'CREATED',
  'SENT',
  'WAITING_PLACEMENT',
  'WAITING_DECISION',
  'WAITING_UNIT_CONFIRMATION',
  'WAITING_MAILING',
  'WAITING_CONFIRMATION',
  'ACTIVE',
  'REJECTED',
  'CANCELLED'
] as const
export const ApplicationStatus = Type.Union(
  APPLICATION_STATUSES.map((status) => Type.Literal(status)),
  { title: 'ApplicationStatus' }
)
export type ApplicationStatus = Static<typeof ApplicationStatus>

export const ApplicationAction = Type.Union(
  (['READ', 'UPDATE', 'DELETE', 'READ_DECISIONS'] as const).map((action) => Type.Literal(action)),
  { title: 'ApplicationAction' }
)
export type ApplicationAction = Static<typeof ApplicationAction>

export const FutureAddress = Type.Object(
  { movingDate: date(), street: text(100), postalCode: text(10), postOffice: text(100) },
  { title: 'ApplicationFutureAddress', additionalProperties: false }
)

export const PersonNameSsn = Type.Object(
  { firstName: text(100), lastName: text(100), socialSecurityNumber: text(11) },
  { title: 'ApplicationPersonNameSsn', additionalProperties: false }
)

export const AgreementStatus = Type.Union(
  (['AGREED', 'NOT_AGREED', 'RIGHT_TO_GET_NOTIFIED'] as const).map((value) => Type.Literal(value)),
  { title: 'OtherGuardianAgreementStatus' }
)

/**
 * What the guardian fills (spec part 1 §3 "Application form"). Names, addresses and identity
 * codes of the child and the guardian come from the register when shown; the form holds what
 * the guardian answers. A draft may hold anything of the right shape; sending checks the rules.
 */
export const ApplicationForm = Type.Object(
  {
    child: Type.Object(
      {
        futureAddress: nullable(FutureAddress),
        allergies: text(500),
        diet: text(500),
        assistanceNeeded: Type.Boolean(),
        assistanceDescription: text(2000)
      },
      { additionalProperties: false }
    ),
    guardian: Type.Object(
      {
        phone: text(40),
        email: text(120),
        emailRepeat: text(120),
        noEmail: Type.Boolean(),
        futureAddress: nullable(FutureAddress)
      },
      { additionalProperties: false }
    ),
    secondGuardian: Type.Object({ agreementStatus: nullable(AgreementStatus), phone: text(40), email: text(120) }, { additionalProperties: false }),
    /** null: no other partner in the household */
    otherPartner: nullable(PersonNameSsn),
    /** Other children under 18 in the household */
    otherChildren: Type.Array(PersonNameSsn, { maxItems: 15 }),
    preferences: Type.Object(
      {
        /** Unit ids in order of preference */
        preferredUnits: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 10 }),
        preferredStartDate: date(),
        connectedDaycare: Type.Boolean(),
        connectedDaycarePreferredStartDate: date(),
        preparatory: Type.Boolean(),
        urgent: Type.Boolean(),
        serviceNeed: Type.Object(
          {
            startTime: text(5),
            endTime: text(5),
            shiftCare: Type.Boolean(),
            partTime: Type.Boolean(),
            serviceNeedOptionId: nullable(Type.String({ format: 'uuid' }))
          },
          { additionalProperties: false }
        ),
        /** null: no sibling basis asked */
        siblingBasis: nullable(Type.Object({ siblingName: text(200), siblingSsn: text(11), siblingUnit: text(200) }, { additionalProperties: false }))
      },
      { additionalProperties: false }
    ),
    maxFeeAccepted: Type.Boolean(),
    otherInfo: text(4000),
    clubDetails: Type.Object({ wasOnClubCare: Type.Boolean(), wasOnDaycare: Type.Boolean() }, { additionalProperties: false })
  },
  { title: 'ApplicationForm', additionalProperties: false }
)
export type ApplicationForm = Static<typeof ApplicationForm>
