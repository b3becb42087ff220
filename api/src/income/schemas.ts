import { Type, type Static } from '@sinclair/typebox'
import { INCOME_ATTACHMENT_TYPES, OTHER_INCOME_TYPES } from '@pesa/shared/validators'

/*
 * Income statements (spec part 2 §3, §7). The body gives the shape; its rules are
 * validateIncomeStatementBody (shared/src/validators/bodies/income-statement.ts), which the
 * form runs live and the service runs after the schema. Texts are capped here and trimmed by
 * the rules; amounts travel as typed ("3 800,50") and are read by the shared euroAmount.
 */
const text = (maxLength: number, description?: string) => Type.String({ maxLength, description })
const choice = <T extends string>(values: readonly T[], title?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    title ? { title } : {}
  )
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([Type.Null(), schema])

export const IncomeStatementType = choice(['HIGHEST_FEE', 'INCOME', 'CHILD_INCOME'] as const, 'IncomeStatementType')
export type IncomeStatementType = Static<typeof IncomeStatementType>
export const IncomeStatementStatus = choice(['DRAFT', 'SENT', 'HANDLED'] as const, 'IncomeStatementStatus')
export const IncomeSource = choice(['INCOMES_REGISTER', 'ATTACHMENTS'] as const, 'IncomeSource')
export const OtherIncomeType = choice(OTHER_INCOME_TYPES, 'OtherIncomeType')
export const IncomeAttachmentType = choice(INCOME_ATTACHMENT_TYPES, 'IncomeAttachmentType')

export const GrossIncome = Type.Object(
  {
    incomeSource: nullable(choice(['INCOMES_REGISTER', 'ATTACHMENTS', 'NO_INCOME'] as const)),
    noIncomeDescription: text(1000),
    estimatedMonthlyIncome: text(20, 'Euros as typed: "3 800,50"'),
    otherIncome: Type.Array(OtherIncomeType, { uniqueItems: true, maxItems: 30 }),
    otherIncomeInfo: text(1000)
  },
  { title: 'GrossIncome', additionalProperties: false }
)

export const EstimatedIncome = Type.Object(
  { estimatedMonthlyIncome: text(20), incomeStartDate: text(10), incomeEndDate: text(10) },
  { title: 'EstimatedIncome', additionalProperties: false }
)

export const Accountant = Type.Object(
  { name: text(200), address: text(300), phone: text(40), email: text(254) },
  { title: 'Accountant', additionalProperties: false }
)

export const Entrepreneur = Type.Object(
  {
    startOfEntrepreneurship: text(10),
    companyName: text(200),
    businessId: text(20),
    // Optional rather than nullable: the API coerces types, and false would become null.
    spouseWorksInCompany: Type.Optional(Type.Boolean({ description: 'Missing while unanswered' })),
    startupGrant: Type.Boolean(),
    checkupConsent: Type.Boolean(),
    selfEmployed: nullable(
      Type.Object({ attachments: Type.Boolean(), estimatedIncome: nullable(EstimatedIncome) }, { title: 'SelfEmployed', additionalProperties: false })
    ),
    limitedCompany: nullable(Type.Object({ incomeSource: nullable(IncomeSource) }, { title: 'LimitedCompany', additionalProperties: false })),
    partnership: Type.Boolean(),
    lightEntrepreneur: Type.Boolean(),
    accountant: nullable(Accountant)
  },
  { title: 'Entrepreneur', additionalProperties: false }
)

export const IncomeStatementBody = Type.Object(
  {
    type: IncomeStatementType,
    startDate: text(10, 'yyyy-mm-dd; REQUIRED, INVALID_DATE, DATE_UNSELECTABLE (another statement starts that day), DATE_TOO_EARLY, DATE_TOO_LATE'),
    endDate: text(10, 'yyyy-mm-dd or empty'),
    gross: nullable(GrossIncome),
    isEntrepreneur: Type.Optional(Type.Boolean({ description: 'The yes/no of an INCOME statement; missing while unanswered' })),
    entrepreneur: nullable(Entrepreneur),
    student: Type.Boolean(),
    alimonyPayer: Type.Boolean(),
    otherInfo: text(2000),
    assure: Type.Boolean({ description: 'The information is true: required to send' }),
    attachmentIds: Type.Array(Type.String({ format: 'uuid' }), {
      maxItems: 100,
      description: "The caller's unattached uploads and the statement's own files (else 400 ATTACHMENT_UNKNOWN)"
    }),
    updatedAt: Type.Optional(Type.String({ format: 'date-time', description: 'PUT: the version edited (newer: 409 INCOME_STATEMENT_CHANGED)' }))
  },
  { title: 'IncomeStatementBody', additionalProperties: false }
)
export type IncomeStatementBody = Static<typeof IncomeStatementBody>

export const IncomeStatementUpdateSent = Type.Object(
  {
    otherInfo: text(2000),
    attachmentIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100 }),
    updatedAt: Type.String({ format: 'date-time' })
  },
  { title: 'IncomeStatementUpdateSent', additionalProperties: false }
)
export type IncomeStatementUpdateSent = Static<typeof IncomeStatementUpdateSent>

export const IncomeStatementAction = choice(['UPDATE', 'UPDATE_SENT', 'DELETE'] as const, 'IncomeStatementAction')
export type IncomeStatementAction = Static<typeof IncomeStatementAction>

export const IncomeStatementAttachment = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    contentType: Type.String(),
    size: Type.Integer(),
    attachmentType: nullable(Type.String()),
    /** A paper attachment staff added: shown, never deletable by the guardian */
    byStaff: Type.Boolean()
  },
  { title: 'IncomeStatementAttachment' }
)

const summaryFields = {
  id: Type.String({ format: 'uuid' }),
  personId: Type.String({ format: 'uuid' }),
  type: IncomeStatementType,
  status: IncomeStatementStatus,
  startDate: Type.String({ format: 'date' }),
  endDate: nullable(Type.String({ format: 'date' })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  sentAt: nullable(Type.String({ format: 'date-time' })),
  handledAt: nullable(Type.String({ format: 'date-time' })),
  permittedActions: Type.Array(IncomeStatementAction)
}

export const IncomeStatementSummary = Type.Object(summaryFields, { title: 'IncomeStatementSummary' })
export type IncomeStatementSummary = Static<typeof IncomeStatementSummary>

export const IncomeStatement = Type.Object(
  {
    ...summaryFields,
    gross: nullable(GrossIncome),
    isEntrepreneur: Type.Optional(Type.Boolean()),
    entrepreneur: nullable(Entrepreneur),
    student: Type.Boolean(),
    alimonyPayer: Type.Boolean(),
    otherInfo: Type.String(),
    assure: Type.Boolean(),
    attachments: Type.Array(IncomeStatementAttachment)
  },
  { title: 'IncomeStatement' }
)
export type IncomeStatement = Static<typeof IncomeStatement>

export const PagedIncomeStatements = Type.Object(
  { data: Type.Array(IncomeStatementSummary), pages: Type.Integer({ description: 'At least 1' }) },
  { title: 'PagedIncomeStatements' }
)

export const IncomeChild = Type.Object({ id: Type.String({ format: 'uuid' }), firstName: Type.String(), lastName: Type.String() }, { title: 'IncomeChild' })

export const PartnerIncome = Type.Object(
  {
    partner: nullable(
      Type.Object(
        { name: Type.String(), hasIncomeStatement: Type.Boolean() },
        { description: 'The partner of an active partnership living in the same household today' }
      )
    )
  },
  { title: 'PartnerIncome' }
)

export const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })) })
export const DraftQuery = Type.Object({ draft: Type.Optional(Type.Boolean({ default: false })) })
export const StatementIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })
export const ChildIdParams = Type.Object({ childId: Type.String({ format: 'uuid' }) })
export const AttachmentTypeQuery = Type.Object({ attachmentType: IncomeAttachmentType })
export const IdResponse = Type.Object({ id: Type.String({ format: 'uuid' }) }, { title: 'IncomeStatementId' })
