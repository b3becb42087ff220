import { Type, type Static } from '@sinclair/typebox'

const Uuid = Type.String({ format: 'uuid' })
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

export const QUESTION_TYPES = ['TEXT', 'CHECKBOX', 'CHECKBOX_GROUP', 'RADIO_BUTTON_GROUP', 'DATE', 'STATIC_TEXT_PARAGRAPH'] as const
export const CHILD_DOCUMENT_STATUSES = ['DRAFT', 'PREPARED', 'CITIZEN_DRAFT', 'DECISION_PROPOSAL', 'COMPLETED', 'ACCEPTED', 'REJECTED', 'ANNULLED'] as const
export const CHILD_DOCUMENT_TYPES = ['VASU', 'LEOPS', 'MIGRATED_VASU', 'MIGRATED_LEOPS', 'HOJKS', 'CITIZEN_BASIC', 'OTHER_DECISION', 'OTHER'] as const

export const Question = Type.Object(
  {
    id: Type.String(),
    type: Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t))),
    label: Type.String(),
    info: Type.Optional(Type.String()),
    /** An answer the guardian must give (TEXT not blank, CHECKBOX ticked, a group with a choice, DATE set) */
    required: Type.Optional(Type.Boolean()),
    options: Type.Optional(Type.Array(Type.Object({ id: Type.String(), label: Type.String() })))
  },
  { title: 'ChildDocumentQuestion' }
)
export type Question = Static<typeof Question>

export const TemplateContent = Type.Object(
  { sections: Type.Array(Type.Object({ id: Type.String(), label: Type.String(), questions: Type.Array(Question) })) },
  { title: 'ChildDocumentTemplateContent' }
)
export type TemplateContent = Static<typeof TemplateContent>

/*
 * One `type` list rather than a union: the server's validator coerces types ('array' mode), and in
 * a union it would coerce into the first member (false → 'false', ['a'] → 'a'); with a type list
 * a value that already has one of the types is left as it is.
 */
const AnswerValue = Type.Unsafe<string | boolean | string[] | null>({
  type: ['string', 'boolean', 'array', 'null'],
  maxLength: 20000,
  maxItems: 100,
  items: { type: 'string', maxLength: 100 }
})

export const Answer = Type.Object(
  {
    questionId: Type.String({ maxLength: 100 }),
    type: Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t))),
    /** TEXT: string; CHECKBOX: boolean; CHECKBOX_GROUP: option ids; RADIO_BUTTON_GROUP: an option id or null; DATE: a date or null */
    value: AnswerValue
  },
  { title: 'ChildDocumentAnswer' }
)
export type Answer = Static<typeof Answer>

export const DocumentContent = Type.Object({ answers: Type.Array(Answer, { maxItems: 500 }) }, { title: 'ChildDocumentContent' })
export type DocumentContent = Static<typeof DocumentContent>

const Status = Type.Union(CHILD_DOCUMENT_STATUSES.map((s) => Type.Literal(s)))
const Decision = Nullable(
  Type.Object({
    decisionNumber: Nullable(Type.String()),
    status: Type.String(),
    validity: Nullable(Type.Object({ start: Type.String({ format: 'date' }), end: Nullable(Type.String({ format: 'date' })) }))
  })
)
const AnsweredBy = Nullable(Type.Object({ type: Type.Union([Type.Literal('CITIZEN'), Type.Literal('EMPLOYEE')]), name: Type.String() }))

export const ChildDocumentSummary = Type.Object(
  {
    id: Uuid,
    childId: Uuid,
    templateName: Type.String(),
    type: Type.String(),
    publishedAt: Type.String({ format: 'date-time' }),
    unread: Type.Boolean(),
    /** The decision's status when there is a decision (spec part 2 §4) */
    status: Type.String(),
    decision: Decision,
    answeredAt: Nullable(Type.String({ format: 'date-time' })),
    answeredBy: AnsweredBy,
    confidential: Type.Boolean()
  },
  { title: 'ChildDocumentSummary' }
)
export type ChildDocumentSummary = Static<typeof ChildDocumentSummary>

export const ChildDocumentDetails = Type.Object(
  {
    id: Uuid,
    status: Status,
    shownStatus: Type.String(),
    publishedAt: Type.String({ format: 'date-time' }),
    template: Type.Object({ name: Type.String(), type: Type.String(), confidential: Type.Boolean(), legalBasis: Type.String(), content: TemplateContent }),
    content: DocumentContent,
    child: Type.Object({ id: Uuid, firstName: Type.String(), lastName: Type.String(), dateOfBirth: Type.String({ format: 'date' }) }),
    decision: Decision,
    answeredAt: Nullable(Type.String({ format: 'date-time' })),
    answeredBy: AnsweredBy
  },
  { title: 'ChildDocumentDetails' }
)
export type ChildDocumentDetails = Static<typeof ChildDocumentDetails>

export const ChildDocumentAnswerRequest = Type.Object({ status: Type.Literal('COMPLETED'), content: DocumentContent }, { title: 'ChildDocumentAnswerRequest' })
export type ChildDocumentAnswerRequest = Static<typeof ChildDocumentAnswerRequest>

export const DocumentIdParams = Type.Object({ documentId: Uuid })
export const ChildIdQuery = Type.Object({ childId: Uuid })
export const UnreadCounts = Type.Record(Type.String(), Type.Integer(), { title: 'ChildDocumentUnreadCounts' })
