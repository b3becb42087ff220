import { Type, type Static } from '@sinclair/typebox'
import { ApplicationAction, ApplicationForm, ApplicationStatus, ApplicationType } from '../application-core/schemas'

export { ApplicationForm, ApplicationType }

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
const Uuid = () => Type.String({ format: 'uuid' })

export const ApplicationIdParams = Type.Object({ applicationId: Uuid() })
export const ChildIdParams = Type.Object({ childId: Uuid() })

export const NewApplication = Type.Object({ childId: Uuid(), type: ApplicationType }, { title: 'NewApplication', additionalProperties: false })
export type NewApplication = Static<typeof NewApplication>

export const IdResponse = Type.Object({ id: Uuid() }, { title: 'ApplicationIdResponse' })

/**
 * The form and the other guardian's access (spec part 1 §7): `PUT …/{id}` checks every rule (the
 * editor's update, and its save before sending), `PUT …/{id}/draft` only the shape and lengths.
 */
export const ApplicationUpdate = Type.Object(
  { form: ApplicationForm, allowOtherGuardianAccess: Type.Boolean() },
  { title: 'ApplicationUpdate', additionalProperties: false }
)
export type ApplicationUpdate = Static<typeof ApplicationUpdate>

export const ApplicationSummary = Type.Object(
  {
    applicationId: Uuid(),
    type: ApplicationType,
    startDate: nullable(Type.String({ format: 'date' })),
    createdDate: Type.String({ format: 'date' }),
    sentDate: nullable(Type.String({ format: 'date' })),
    applicationStatus: ApplicationStatus,
    transferApplication: Type.Boolean(),
    /** The caller applied (the other guardian reads only) */
    isApplicant: Type.Boolean()
  },
  { title: 'ApplicationSummary' }
)

/** Spec part 1 §3 "Child entry". */
export const ApplicationsOfChild = Type.Object(
  {
    childId: Uuid(),
    childName: Type.String(),
    applicationSummaries: Type.Array(ApplicationSummary),
    /** By application id */
    permittedActions: Type.Record(Type.String(), Type.Array(ApplicationAction)),
    /** Applications with a decision the caller can still answer: the decisions area's */
    decidableApplications: Type.Array(Uuid()),
    duplicateOf: nullable(Uuid()),
    upcomingPlacementType: nullable(Type.String())
  },
  { title: 'ApplicationsOfChild' }
)

export const ApplicationChild = Type.Object(
  {
    id: Uuid(),
    firstName: Type.String(),
    lastName: Type.String(),
    dateOfBirth: Type.String({ format: 'date' }),
    duplicateOf: nullable(Uuid())
  },
  { title: 'ApplicationChild' }
)

/** Per application type: true when the fact holds (an unfinished application, a placement). */
export const ByApplicationType = Type.Object({ DAYCARE: Type.Boolean(), PRESCHOOL: Type.Boolean(), CLUB: Type.Boolean() }, { title: 'ByApplicationType' })
export type ByApplicationType = Static<typeof ByApplicationType>

export const ApplicationAttachment = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    contentType: Type.String(),
    size: Type.Integer(),
    type: Type.Union([Type.Literal('URGENCY'), Type.Literal('EXTENDED_CARE')]),
    receivedAt: Type.String({ format: 'date-time' }),
    uploadedByEmployee: Type.Boolean()
  },
  { title: 'ApplicationAttachment' }
)

const PersonBasics = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    socialSecurityNumber: nullable(Type.String()),
    dateOfBirth: Type.String({ format: 'date' }),
    streetAddress: Type.String(),
    postalCode: Type.String(),
    postOffice: Type.String()
  },
  { title: 'ApplicationPerson' }
)

/**
 * One application as the caller may see it. For the other guardian the private answers
 * (contact details, allergies and diet, future addresses, other adults and children, sibling
 * codes, free text) are blank and there are no attachments.
 */
export const ApplicationDetails = Type.Object(
  {
    id: Uuid(),
    type: ApplicationType,
    status: ApplicationStatus,
    child: PersonBasics,
    /** The applicant; for the other guardian only the name */
    guardian: PersonBasics,
    form: ApplicationForm,
    /** The preferred units' names, in the form's order */
    preferredUnits: Type.Array(Type.Object({ id: Uuid(), name: Type.String() }, { title: 'ApplicationUnitName' })),
    attachments: Type.Array(ApplicationAttachment),
    hasOtherGuardian: Type.Boolean(),
    otherGuardianLivesInSameAddress: Type.Boolean(),
    allowOtherGuardianAccess: Type.Boolean(),
    transferApplication: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    modifiedAt: Type.String({ format: 'date-time' }),
    sentDate: nullable(Type.String({ format: 'date' })),
    dueDate: nullable(Type.String({ format: 'date' })),
    /** The applicant's verified email, shown read-only in the editor */
    verifiedEmail: nullable(Type.String()),
    /** The applicant's other children in the register, for the sibling basis (empty for the other guardian) */
    registerSiblings: Type.Array(
      Type.Object({ name: Type.String(), socialSecurityNumber: Type.String(), unitName: Type.String() }, { title: 'ApplicationRegisterSibling' })
    ),
    isApplicant: Type.Boolean(),
    permittedActions: Type.Array(ApplicationAction)
  },
  { title: 'ApplicationDetails' }
)
export type ApplicationDetails = Static<typeof ApplicationDetails>

export const AttachmentTypeQuery = Type.Object({ type: Type.Union([Type.Literal('URGENCY'), Type.Literal('EXTENDED_CARE')]) }, { additionalProperties: false })
