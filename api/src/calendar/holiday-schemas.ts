import { Type, type Static } from '@sinclair/typebox'
import { FiniteDateRange } from '../units/schemas'

/*
 * Holiday periods and questionnaires (spec part 2 §3, §5, §7). A questionnaire is the
 * municipality's, not a family's: anyone signed in may read the active ones; an answer names the
 * caller's children only (another child is 404).
 */

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([Type.Null(), schema])

export const Translatable = Type.Object({ fi: Type.String(), sv: Type.String(), en: Type.String() }, { title: 'Translatable' })

export const HolidayPeriod = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    period: FiniteDateRange,
    reservationsOpenOn: Type.String({ format: 'date' }),
    reservationDeadline: Type.String({ format: 'date' })
  },
  { title: 'HolidayPeriod' }
)

export const HolidayQuestionnaire = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.Union([Type.Literal('FIXED_PERIOD'), Type.Literal('OPEN_RANGES')]),
    absenceType: Type.Union([Type.Literal('OTHER_ABSENCE'), Type.Literal('PLANNED_ABSENCE'), Type.Literal('FREE_ABSENCE')]),
    requiresStrongAuth: Type.Boolean(),
    /** Answers are taken from the first to the last day of this range */
    active: FiniteDateRange,
    title: Translatable,
    description: Translatable,
    descriptionLink: Translatable,
    /** FIXED_PERIOD: the question above the options */
    periodOptionLabel: nullable(Translatable),
    /** FIXED_PERIOD: the periods of absence to choose one of */
    periodOptions: Type.Array(FiniteDateRange),
    /** OPEN_RANGES: the ranges must be inside it; FIXED_PERIOD: the span of the options */
    period: FiniteDateRange,
    conditions: Type.Object({ continuousPlacement: nullable(FiniteDateRange) })
  },
  { title: 'HolidayQuestionnaire' }
)

export const HolidayQuestionnaireAnswer = Type.Object(
  {
    questionnaireId: Type.String({ format: 'uuid' }),
    childId: Type.String({ format: 'uuid' }),
    fixedPeriod: nullable(FiniteDateRange),
    openRanges: Type.Array(FiniteDateRange)
  },
  { title: 'HolidayQuestionnaireAnswer' }
)

export const QuestionnaireChild = Type.Object(
  {
    childId: Type.String({ format: 'uuid' }),
    eligible: Type.Boolean(),
    /** Why a child may not answer: no placement in the period, or not placed all through conditions.continuousPlacement */
    reason: nullable(Type.Union([Type.Literal('NO_PLACEMENT'), Type.Literal('NOT_CONTINUOUSLY_PLACED')]))
  },
  { title: 'QuestionnaireChild' }
)

export const ActiveQuestionnaire = Type.Object(
  {
    questionnaire: HolidayQuestionnaire,
    eligibleChildren: Type.Array(Type.String({ format: 'uuid' })),
    /** Every child of the caller with a placement now or later, eligible or not */
    children: Type.Array(QuestionnaireChild),
    previousAnswers: Type.Array(HolidayQuestionnaireAnswer)
  },
  { title: 'ActiveQuestionnaire' }
)

export const HolidayPeriodList = Type.Array(HolidayPeriod, { title: 'HolidayPeriodList' })
export const ActiveQuestionnaireList = Type.Array(ActiveQuestionnaire, { title: 'ActiveQuestionnaireList' })

const ChildKey = Type.String({ description: 'a child id' })

export const FixedPeriodsBody = Type.Object(
  {
    /** Per child the chosen option, or null for none (present through the period) */
    fixedPeriods: Type.Record(ChildKey, nullable(FiniteDateRange), { maxProperties: 20, minProperties: 1 })
  },
  { title: 'FixedPeriodsBody', additionalProperties: false }
)

export const OpenRangesBody = Type.Object(
  {
    /** Per child the ranges of absence inside the questionnaire's period, not overlapping */
    openRanges: Type.Record(ChildKey, Type.Array(FiniteDateRange, { maxItems: 50 }), { maxProperties: 20, minProperties: 1 })
  },
  { title: 'OpenRangesBody', additionalProperties: false }
)

export const QuestionnaireParams = Type.Object({ id: Type.String({ format: 'uuid' }) })

export type HolidayPeriod = Static<typeof HolidayPeriod>
export type HolidayQuestionnaire = Static<typeof HolidayQuestionnaire>
export type HolidayQuestionnaireAnswer = Static<typeof HolidayQuestionnaireAnswer>
export type ActiveQuestionnaire = Static<typeof ActiveQuestionnaire>
export type FixedPeriodsBody = Static<typeof FixedPeriodsBody>
export type OpenRangesBody = Static<typeof OpenRangesBody>
export type Translatable = Static<typeof Translatable>
