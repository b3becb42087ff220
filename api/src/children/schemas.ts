import { Type, type Static } from '@sinclair/typebox'
import { Child } from '../family/schemas'

const Uuid = Type.String({ format: 'uuid' })
const DateString = Type.String({ format: 'date' })
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

export const ChildIdParams = Type.Object({ childId: Uuid })
export const ChildIdQuery = Type.Object({ childId: Uuid })
export const IdParams = Type.Object({ id: Uuid })

/** A child of the caller on the child pages (spec part 2 §2, §6): the list's child with what the guardian may do. */
export const CitizenChild = Type.Composite(
  [
    Child,
    Type.Object({
      // Optional in the type only (always answered): readers built before them keep compiling
      imageId: Type.Optional(Nullable(Uuid)),
      /** READ_DAILY_SERVICE_TIMES: the child has a placement that has not ended */
      permittedActions: Type.Optional(Type.Array(Type.Literal('READ_DAILY_SERVICE_TIMES'))),
      absenceApplicationCreationPossible: Type.Optional(Type.Boolean()),
      serviceApplicationCreationPossible: Type.Optional(Type.Boolean())
    })
  ],
  { title: 'Child' }
)
export type CitizenChild = Static<typeof CitizenChild>

export const ChildUnreadCount = Type.Object({ childId: Uuid, count: Type.Integer() }, { title: 'ChildUnreadCount' })

export const ServiceNeedSummary = Type.Object(
  {
    startDate: DateString,
    endDate: DateString,
    option: Type.Object({ id: Uuid, nameFi: Type.String(), nameSv: Type.String(), nameEn: Type.String() }),
    unitName: Type.String(),
    placementType: Type.String(),
    shiftCare: Type.String(),
    /** The option is the first (lowest display order) of its placement type */
    isDefault: Type.Boolean(),
    /** Its placement type has other options than the default */
    hasNonDefaultOptions: Type.Boolean(),
    contractDaysPerMonth: Nullable(Type.Integer()),
    reservationsEnabled: Type.Boolean()
  },
  { title: 'ServiceNeedSummary' }
)
export type ServiceNeedSummary = Static<typeof ServiceNeedSummary>

export const YearMonthParams = Type.Object({ childId: Uuid, yearMonth: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' }) })
export const AttendanceSummary = Type.Object(
  { attendanceDays: Type.Integer(), contractDaysPerMonth: Nullable(Type.Integer()), overContract: Type.Boolean() },
  { title: 'AttendanceSummary' }
)

export const PlacementSummary = Type.Object({ id: Uuid, type: Type.String(), startDate: DateString, endDate: DateString })
export const PlacementGroup = Type.Object(
  {
    /** The kind: DAYCARE, PRESCHOOL (preschool or preparatory, with or without daycare) or CLUB */
    type: Type.String(),
    unitId: Uuid,
    unitName: Type.String(),
    startDate: DateString,
    endDate: DateString,
    placements: Type.Array(PlacementSummary),
    additionalPlacements: Type.Array(PlacementSummary),
    terminatable: Type.Boolean(),
    /** Some placement of the group has a daycare part that can end alone */
    daycareOnlyTerminatable: Type.Boolean(),
    terminationRequestedDate: Nullable(DateString),
    terminatedBy: Nullable(Type.String())
  },
  { title: 'PlacementGroup' }
)
export type PlacementGroup = Static<typeof PlacementGroup>
export const TransferApplicationSummary = Type.Object(
  { id: Uuid, type: Type.String(), startDate: DateString },
  { title: 'TransferApplicationSummary', description: 'An open transfer application: a termination before its start cancels it' }
)
export const ChildPlacements = Type.Object(
  {
    placements: Type.Array(PlacementGroup),
    /** The child's open transfer applications; the termination confirmation names those it cancels */
    transferApplications: Type.Optional(Type.Array(TransferApplicationSummary))
  },
  { title: 'ChildPlacements' }
)

export const PlacementTerminationRequest = Type.Object(
  { type: Type.String(), unitId: Uuid, terminateDaycareOnly: Type.Boolean(), terminationDate: DateString },
  { title: 'PlacementTerminationRequest' }
)
export type PlacementTerminationRequest = Static<typeof PlacementTerminationRequest>

export const PedagogicalAttachment = Type.Object({ id: Uuid, name: Type.String(), contentType: Type.String(), size: Type.Integer() })
export const PedagogicalDocument = Type.Object(
  {
    id: Uuid,
    childId: Uuid,
    createdAt: Type.String({ format: 'date-time' }),
    date: DateString,
    description: Type.String(),
    isRead: Type.Boolean(),
    attachments: Type.Array(PedagogicalAttachment)
  },
  { title: 'PedagogicalDocument' }
)
export type PedagogicalDocument = Static<typeof PedagogicalDocument>
export const DocumentIdParams = Type.Object({ documentId: Uuid })
/** Counts by child id (the shape of the shell's badge calls, shared/DECISIONS.md "Badge counts") */
export const CountsByChild = Type.Record(Type.String(), Type.Integer(), { title: 'CountsByChild' })

// Absence applications (spec part 2 §3–§5)
export const AbsenceApplication = Type.Object(
  {
    id: Uuid,
    childId: Uuid,
    startDate: DateString,
    endDate: DateString,
    description: Type.String(),
    status: Type.Union([Type.Literal('WAITING_DECISION'), Type.Literal('ACCEPTED'), Type.Literal('REJECTED')]),
    rejectedReason: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    createdByName: Nullable(Type.String()),
    actions: Type.Array(Type.Literal('DELETE'))
  },
  { title: 'AbsenceApplication' }
)
export type AbsenceApplication = Static<typeof AbsenceApplication>
export const AbsenceApplicationRequest = Type.Object(
  { childId: Uuid, startDate: DateString, endDate: DateString, description: Type.String({ maxLength: 4000 }) },
  { title: 'AbsenceApplicationRequest' }
)
export type AbsenceApplicationRequest = Static<typeof AbsenceApplicationRequest>
export const DateRange = Type.Object({ start: DateString, end: DateString }, { title: 'AbsenceApplicationRange' })

// Service need change applications
export const ServiceApplication = Type.Object(
  {
    id: Uuid,
    childId: Uuid,
    childName: Type.String(),
    personName: Type.String(),
    sentAt: Type.String({ format: 'date-time' }),
    startDate: DateString,
    serviceNeedOption: Type.Object({ id: Uuid, nameFi: Type.String(), nameSv: Type.String(), nameEn: Type.String() }),
    additionalInfo: Type.String(),
    decision: Nullable(
      Type.Object({
        status: Type.Union([Type.Literal('ACCEPTED'), Type.Literal('REJECTED')]),
        decidedByName: Type.String(),
        decidedAt: Type.String({ format: 'date-time' }),
        rejectedReason: Nullable(Type.String())
      })
    ),
    permittedActions: Type.Array(Type.Literal('DELETE'))
  },
  { title: 'ServiceApplication' }
)
export type ServiceApplication = Static<typeof ServiceApplication>
export const ServiceApplicationRequest = Type.Object(
  { childId: Uuid, startDate: DateString, serviceNeedOptionId: Uuid, additionalInfo: Type.String({ maxLength: 4000 }) },
  { title: 'ServiceApplicationRequest' }
)
export type ServiceApplicationRequest = Static<typeof ServiceApplicationRequest>
export const ServiceApplicationOptionsQuery = Type.Object({ childId: Uuid, date: DateString })
export const ServiceApplicationOption = Type.Object(
  { id: Uuid, nameFi: Type.String(), nameSv: Type.String(), nameEn: Type.String(), validPlacementType: Type.String() },
  { title: 'ServiceApplicationOption' }
)
