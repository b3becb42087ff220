import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { DECISION_TYPES } from '@pesa/shared/validators'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const date = () => Type.String({ format: 'date' })
const uuid = () => Type.String({ format: 'uuid' })

export const DecisionType = Type.Union(
  DECISION_TYPES.map((type) => Type.Literal(type)),
  { title: 'DecisionType' }
)
export type DecisionType = Static<typeof DecisionType>

export const DecisionStatus = Type.Union([Type.Literal('PENDING'), Type.Literal('ACCEPTED'), Type.Literal('REJECTED')], { title: 'DecisionStatus' })
export type DecisionStatus = Static<typeof DecisionStatus>

export const DatePeriod = Type.Object({ start: date(), end: date() }, { title: 'DatePeriod' })
const UnitRef = Type.Object({ id: uuid(), name: Type.String() }, { title: 'DecisionUnit' })
const PersonRef = Type.Object({ id: uuid(), name: Type.String() }, { title: 'DecisionPerson' })

/** A placement decision as a party of its application sees it (spec part 1 §3 "Application decision"). */
export const CitizenDecision = Type.Object(
  {
    id: uuid(),
    applicationId: uuid(),
    childId: uuid(),
    childName: Type.String(),
    type: DecisionType,
    status: DecisionStatus,
    decisionNumber: Type.Integer(),
    unit: UnitRef,
    startDate: date(),
    endDate: date(),
    sentDate: date(),
    /** Two weeks from sending (spec part 1 §9): shown, not enforced */
    answerBy: date(),
    resolvedDate: nullable(date()),
    requestedStartDate: nullable(date()),
    validRequestedStartDatePeriod: DatePeriod,
    /** The caller may answer it now: PENDING, and the caller is the applicant or the other guardian at the same address */
    canDecide: Type.Boolean(),
    permittedActions: Type.Array(Type.Literal('DOWNLOAD_PDF'))
  },
  { title: 'CitizenDecision' }
)
export type CitizenDecision = Static<typeof CitizenDecision>

export const ApplicationIdParams = Type.Object({ applicationId: uuid() })
export const IdParams = Type.Object({ id: uuid() })

/** Spec part 1 §7 lists the application in the body too: when given, it names the path's application (404 otherwise). */
const BodyApplicationId = Type.Optional(uuid())
export const AcceptDecisionBody = Type.Object(
  { applicationId: BodyApplicationId, decisionId: uuid(), requestedStartDate: Type.Optional(nullable(Type.String({ maxLength: 20 }))) },
  { title: 'AcceptDecisionBody', additionalProperties: false }
)
export const RejectDecisionBody = Type.Object(
  { applicationId: BodyApplicationId, decisionId: uuid() },
  { title: 'RejectDecisionBody', additionalProperties: false }
)

export const FinanceDecisionType = Type.Union([Type.Literal('FEE_DECISION'), Type.Literal('VOUCHER_VALUE_DECISION')], { title: 'FinanceDecisionType' })
export type FinanceDecisionType = Static<typeof FinanceDecisionType>

export const FinanceDecision = Type.Object(
  {
    id: uuid(),
    type: FinanceDecisionType,
    decisionNumber: Type.Integer(),
    validFrom: date(),
    validTo: nullable(date()),
    sentAt: Type.String({ format: 'date-time' }),
    headOfFamily: PersonRef,
    /** The liable adults: head of family and partner */
    coDebtors: Type.Array(PersonRef),
    decisionChildren: Type.Array(
      Type.Object({ id: uuid(), name: Type.String(), unit: UnitRef, placementType: Type.String(), amountCents: Type.Integer(), coPaymentCents: Type.Integer() })
    ),
    totalCents: Type.Integer(),
    hasDocument: Type.Boolean()
  },
  { title: 'FinanceDecision' }
)
export type FinanceDecision = Static<typeof FinanceDecision>

export const AssistanceDecisionStatus = Type.Union(
  (['ACCEPTED', 'REJECTED', 'ANNULLED'] as const).map((status) => Type.Literal(status)),
  { title: 'AssistanceDecisionStatus' }
)
export const AssistanceLanguage = Type.Union([Type.Literal('FI'), Type.Literal('SV')], { title: 'AssistanceDecisionLanguage' })

const AssistanceCommon = {
  id: uuid(),
  childId: uuid(),
  childName: Type.String(),
  decisionNumber: Type.Integer(),
  status: AssistanceDecisionStatus,
  language: AssistanceLanguage,
  decisionMade: nullable(date()),
  validFrom: date(),
  validTo: nullable(date()),
  unit: nullable(UnitRef),
  annulmentReason: Type.String(),
  isUnread: Type.Boolean(),
  hasDocument: Type.Boolean()
}

export const AssistanceNeedDecisionListItem = Type.Object(
  { ...AssistanceCommon, assistanceLevels: Type.Array(Type.String()) },
  { title: 'AssistanceNeedDecisionListItem' }
)
export type AssistanceNeedDecisionListItem = Static<typeof AssistanceNeedDecisionListItem>

export const AssistanceNeedDecision = Type.Object(
  {
    ...AssistanceCommon,
    assistanceLevels: Type.Array(Type.String()),
    pedagogicalMotivation: Type.String(),
    structuralMotivationOptions: Type.Array(Type.String()),
    structuralMotivationDescription: Type.String(),
    careMotivation: Type.String(),
    serviceOptions: Type.Array(Type.String()),
    servicesMotivation: Type.String(),
    expertResponsibilities: Type.String(),
    guardiansHeardOn: nullable(date()),
    heardGuardians: Type.String(),
    viewOfGuardians: Type.String(),
    otherRepresentativeHeard: Type.Boolean(),
    otherRepresentativeDetails: Type.String(),
    motivationForDecision: Type.String(),
    preparer: Type.Object({ name: Type.String(), title: Type.String() }),
    decisionMaker: Type.Object({ name: Type.String(), title: Type.String() })
  },
  { title: 'AssistanceNeedDecision' }
)
export type AssistanceNeedDecision = Static<typeof AssistanceNeedDecision>

export const PreschoolDecisionType = Type.Union(
  (['NEW', 'CONTINUING', 'TERMINATED'] as const).map((type) => Type.Literal(type)),
  { title: 'AssistanceNeedPreschoolDecisionType' }
)

export const AssistanceNeedPreschoolDecisionListItem = Type.Object(
  { ...AssistanceCommon, type: PreschoolDecisionType },
  { title: 'AssistanceNeedPreschoolDecisionListItem' }
)
export type AssistanceNeedPreschoolDecisionListItem = Static<typeof AssistanceNeedPreschoolDecisionListItem>

export const AssistanceNeedPreschoolDecision = Type.Object(
  {
    ...AssistanceCommon,
    type: PreschoolDecisionType,
    extendedCompulsoryEducation: Type.Boolean(),
    extendedCompulsoryEducationInfo: Type.String(),
    grantedAssistanceService: Type.Boolean(),
    grantedInterpretationService: Type.Boolean(),
    grantedAssistiveDevices: Type.Boolean(),
    grantedServicesBasis: Type.String(),
    primaryGroup: Type.String(),
    decisionBasis: Type.String(),
    basisDocumentPedagogicalReport: Type.Boolean(),
    basisDocumentPsychologistStatement: Type.Boolean(),
    basisDocumentDoctorStatement: Type.Boolean(),
    basisDocumentSocialReport: Type.Boolean(),
    basisDocumentOtherOrMissing: Type.Boolean(),
    basisDocumentOtherOrMissingInfo: Type.String(),
    basisDocumentsInfo: Type.String(),
    guardiansHeardOn: nullable(date()),
    viewOfGuardians: Type.String(),
    preparer: Type.Object({ name: Type.String(), title: Type.String() }),
    decisionMaker: Type.Object({ name: Type.String(), title: Type.String() })
  },
  { title: 'AssistanceNeedPreschoolDecision' }
)
export type AssistanceNeedPreschoolDecision = Static<typeof AssistanceNeedPreschoolDecision>

export const UnreadCounts = Type.Array(Type.Object({ childId: uuid(), count: Type.Integer() }), { title: 'AssistanceDecisionUnreadCounts' })
