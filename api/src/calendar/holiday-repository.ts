import type { Queryable } from '../platform/db'
import { placementOf, placementRowsWhere, type Placement, type PlacementRow } from '../placements/repository'
import type { HolidayQuestionnaire, HolidayQuestionnaireAnswer, Translatable } from './holiday-schemas'

interface Range {
  start: string
  end: string
}

interface QuestionnaireRow {
  id: string
  type: HolidayQuestionnaire['type']
  absence_type: HolidayQuestionnaire['absenceType']
  requires_strong_auth: boolean
  active_start: string
  active_end: string
  title: Translatable
  description: Translatable
  description_link: Translatable
  period_option_label: Translatable | null
  period_options: Range[]
  period_start: string | null
  period_end: string | null
  continuous_placement_start: string | null
  continuous_placement_end: string | null
}

const COLUMNS = `id, type, absence_type, requires_strong_auth, active_start, active_end, title, description, description_link,
  period_option_label, period_options, period_start, period_end, continuous_placement_start, continuous_placement_end`

function toQuestionnaire(row: QuestionnaireRow): HolidayQuestionnaire {
  const options = [...row.period_options].sort((a, b) => a.start.localeCompare(b.start))
  const period =
    row.period_start && row.period_end
      ? { start: row.period_start, end: row.period_end }
      : {
          start: options.reduce((min, o) => (o.start < min ? o.start : min), options[0]?.start ?? row.active_end),
          end: options.reduce((max, o) => (o.end > max ? o.end : max), options[0]?.end ?? row.active_end)
        }
  return {
    id: row.id,
    type: row.type,
    absenceType: row.absence_type,
    requiresStrongAuth: row.requires_strong_auth,
    active: { start: row.active_start, end: row.active_end },
    title: row.title,
    description: row.description,
    descriptionLink: row.description_link,
    periodOptionLabel: row.period_option_label,
    periodOptions: options,
    period,
    conditions: {
      continuousPlacement:
        row.continuous_placement_start && row.continuous_placement_end ? { start: row.continuous_placement_start, end: row.continuous_placement_end } : null
    }
  }
}

/** The questionnaires whose active range contains the date. */
export async function activeQuestionnaires(db: Queryable, today: string): Promise<HolidayQuestionnaire[]> {
  const rows = await db.query<QuestionnaireRow>(
    `select ${COLUMNS} from holiday_questionnaire where active_start <= $1 and active_end >= $1 order by active_start, id`,
    [today]
  )
  return rows.map(toQuestionnaire)
}

export async function questionnaireById(db: Queryable, id: string): Promise<HolidayQuestionnaire | null> {
  const [row] = await db.query<QuestionnaireRow>(`select ${COLUMNS} from holiday_questionnaire where id = $1`, [id])
  return row ? toQuestionnaire(row) : null
}

type AnswerRow = {
  questionnaire_id: string
  child_id: string
  fixed_period_start: string | null
  fixed_period_end: string | null
  open_ranges: Range[]
}

const answerOf = (row: AnswerRow): HolidayQuestionnaireAnswer => ({
  questionnaireId: row.questionnaire_id,
  childId: row.child_id,
  fixedPeriod: row.fixed_period_start && row.fixed_period_end ? { start: row.fixed_period_start, end: row.fixed_period_end } : null,
  openRanges: row.open_ranges
})

export async function answersOf(db: Queryable, questionnaireIds: string[], childIds: string[]): Promise<HolidayQuestionnaireAnswer[]> {
  if (questionnaireIds.length === 0 || childIds.length === 0) return []
  const rows = await db.query<AnswerRow>(
    `select questionnaire_id, child_id, fixed_period_start, fixed_period_end, open_ranges from holiday_questionnaire_answer
     where questionnaire_id = any ($1::uuid[]) and child_id = any ($2::uuid[]) order by child_id`,
    [questionnaireIds, childIds]
  )
  return rows.map(answerOf)
}

/*
 * The guardian's side of the active questionnaires in one statement instead of three: the
 * children's ids in childrenOfGuardian's order, their answers as answersOf reads them and their
 * placements over the range as placementsOf does (holidays.test.ts compares them).
 */
const GUARDIAN_ANSWERS = `
with kids as (select child_id as id from guardianship where guardian_id = $1)
select
  array(select c.id::text from guardianship gs join person c on c.id = gs.child_id where gs.guardian_id = $1
        order by c.date_of_birth, c.first_name) as child_ids,
  (select coalesce(json_agg(x order by x.child_id), '[]') from (
     select questionnaire_id, child_id, fixed_period_start, fixed_period_end, open_ranges from holiday_questionnaire_answer
     where questionnaire_id = any ($2::uuid[]) and child_id in (select id from kids)) x) as answers,
  (select coalesce(json_agg(x order by x.child_id, x.start_date), '[]') from (
     ${placementRowsWhere('p.child_id in (select id from kids) and p.start_date <= $4 and p.end_date >= $3')}) x) as placements`

export async function guardianAnswers(
  db: Queryable,
  guardianId: string,
  questionnaireIds: string[],
  range: Range
): Promise<{ childIds: string[]; answers: HolidayQuestionnaireAnswer[]; placements: Placement[] }> {
  const [row] = await db.query<{ child_ids: string[]; answers: AnswerRow[]; placements: PlacementRow[] }>(GUARDIAN_ANSWERS, [
    guardianId,
    questionnaireIds,
    range.start,
    range.end
  ])
  return { childIds: row!.child_ids, answers: row!.answers.map(answerOf), placements: row!.placements.map(placementOf) }
}

/** Replaces the child's answer to the questionnaire. */
export async function saveAnswer(db: Queryable, answer: HolidayQuestionnaireAnswer, createdBy: string): Promise<void> {
  await db.query(
    `insert into holiday_questionnaire_answer (questionnaire_id, child_id, fixed_period_start, fixed_period_end, open_ranges, created_by)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (questionnaire_id, child_id) do update set fixed_period_start = excluded.fixed_period_start,
       fixed_period_end = excluded.fixed_period_end, open_ranges = excluded.open_ranges, created_by = excluded.created_by, created_at = now()`,
    [answer.questionnaireId, answer.childId, answer.fixedPeriod?.start ?? null, answer.fixedPeriod?.end ?? null, JSON.stringify(answer.openRanges), createdBy]
  )
}

/**
 * Removes the absences the child's previous answer wrote from `from` on (staff marks are never the
 * answer's): days already past keep theirs, as a guardian edits absences from today on (spec §4).
 */
export async function deleteAnswerAbsences(db: Queryable, questionnaireId: string, childId: string, from: string): Promise<void> {
  await db.query('delete from absence where questionnaire_id = $1 and child_id = $2 and date >= $3 and not staff_marked', [questionnaireId, childId, from])
}

/**
 * Writes the answer's absences on days without one (the service passes only those); an absence
 * already on a day, whoever entered it, stays as it is and is not the answer's.
 */
export async function insertAnswerAbsences(
  db: Queryable,
  absences: { questionnaireId: string; childId: string; dates: string[]; type: string; createdBy: string }
): Promise<void> {
  if (absences.dates.length === 0) return
  await db.query('delete from attendance_reservation where child_id = $1 and date = any ($2::date[])', [absences.childId, absences.dates])
  await db.query(
    `insert into absence (child_id, date, absence_type, created_by, questionnaire_id)
     select $1, d, $3, $4, $5 from unnest ($2::date[]) as d
     on conflict (child_id, date) do nothing`,
    [absences.childId, absences.dates, absences.type, absences.createdBy, absences.questionnaireId]
  )
}

export interface NewQuestionnaire {
  type: HolidayQuestionnaire['type']
  absenceType?: HolidayQuestionnaire['absenceType']
  requiresStrongAuth: boolean
  active: Range
  title: Translatable
  description: Translatable
  descriptionLink: Translatable
  periodOptionLabel?: Translatable | null
  periodOptions?: Range[]
  period?: Range | null
  continuousPlacement?: Range | null
}

/** Inserts a questionnaire (seed and dev API). */
export async function insertQuestionnaire(db: Queryable, q: NewQuestionnaire): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into holiday_questionnaire (type, absence_type, requires_strong_auth, active_start, active_end, title, description, description_link,
       period_option_label, period_options, period_start, period_end, continuous_placement_start, continuous_placement_end)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      q.type,
      q.absenceType ?? 'FREE_ABSENCE',
      q.requiresStrongAuth,
      q.active.start,
      q.active.end,
      JSON.stringify(q.title),
      JSON.stringify(q.description),
      JSON.stringify(q.descriptionLink),
      q.periodOptionLabel ? JSON.stringify(q.periodOptionLabel) : null,
      JSON.stringify(q.periodOptions ?? []),
      q.period?.start ?? null,
      q.period?.end ?? null,
      q.continuousPlacement?.start ?? null,
      q.continuousPlacement?.end ?? null
    ]
  )
  return row!.id
}

export async function holidayPeriodsFrom(
  db: Queryable,
  date: string
): Promise<{ id: string; period: Range; reservationsOpenOn: string; reservationDeadline: string }[]> {
  const rows = await db.query<{ id: string; period_start: string; period_end: string; reservations_open_on: string; reservation_deadline: string }>(
    'select id, period_start, period_end, reservations_open_on, reservation_deadline from holiday_period where period_end >= $1 order by period_start',
    [date]
  )
  return rows.map((row) => ({
    id: row.id,
    period: { start: row.period_start, end: row.period_end },
    reservationsOpenOn: row.reservations_open_on,
    reservationDeadline: row.reservation_deadline
  }))
}
