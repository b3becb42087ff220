import { addDays, datesOf, helsinkiDate } from '@pesa/shared/dates'
import type { RefusedDay } from '@pesa/shared/protocol'
import { openRangeErrors, type FieldErrors } from '@pesa/shared/validators'
import type { Queryable } from '../platform/db'
import { ApiError, refuseInvalid } from '../platform/errors'
import type { AuthLevel, Platform } from '../platform/types'
import { placementsOf, type Placement } from '../placements/repository'
import { childDay } from './days'
import * as repository from './holiday-repository'
import * as calendarRepository from './repository'
import type { ActiveQuestionnaire, FixedPeriodsBody, HolidayPeriod, HolidayQuestionnaire, OpenRangesBody } from './holiday-schemas'
import { loadFacts, overlongAbsences, requireOwnChildren, windowAround, type StoredAbsence } from './service'

interface Range {
  start: string
  end: string
}

/** GET /citizen/holiday-period: the periods that have not ended (spec part 2 §3). */
export async function holidayPeriods(platform: Platform, now: Date): Promise<HolidayPeriod[]> {
  return repository.holidayPeriodsFrom(platform.db, helsinkiDate(now))
}

/** Whether the placements cover every day of the range without a gap. */
export function placedThrough(placements: Placement[], range: Range): boolean {
  let next = range.start
  for (const placement of [...placements].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    if (placement.startDate > next) return false
    if (placement.endDate >= next) next = addDays(placement.endDate, 1)
    if (next > range.end) return true
  }
  return next > range.end
}

type Eligibility = { childId: string; eligible: boolean; reason: 'NO_PLACEMENT' | 'NOT_CONTINUOUSLY_PLACED' | null }

/**
 * Spec §3, §5: a child may answer when placed in the questionnaire's period and, when the
 * questionnaire says so, placed without a gap through conditions.continuousPlacement.
 */
export function eligibility(questionnaire: HolidayQuestionnaire, childId: string, placements: Placement[]): Eligibility {
  const { period } = questionnaire
  if (!placements.some((p) => p.startDate <= period.end && p.endDate >= period.start)) return { childId, eligible: false, reason: 'NO_PLACEMENT' }
  const continuous = questionnaire.conditions.continuousPlacement
  if (continuous && !placedThrough(placements, continuous)) return { childId, eligible: false, reason: 'NOT_CONTINUOUSLY_PLACED' }
  return { childId, eligible: true, reason: null }
}

const spanOf = (q: HolidayQuestionnaire, today: string): Range => {
  const continuous = q.conditions.continuousPlacement
  const start = [today, q.period.start, continuous?.start ?? today].sort()[0]!
  const end = [q.period.end, continuous?.end ?? q.period.end].sort()[1]!
  return { start, end }
}

async function placementsByChild(db: Queryable, childIds: string[], range: Range): Promise<Map<string, Placement[]>> {
  const map = new Map<string, Placement[]>()
  for (const placement of await placementsOf(db, childIds, range)) map.set(placement.childId, [...(map.get(placement.childId) ?? []), placement])
  return map
}

/** GET /citizen/holiday-period/questionnaire: the active questionnaires with the caller's children and last answers. */
export async function activeQuestionnaires(platform: Platform, guardianId: string, now: Date): Promise<ActiveQuestionnaire[]> {
  const { db } = platform
  const today = helsinkiDate(now)
  const questionnaires = await repository.activeQuestionnaires(db, today)
  if (questionnaires.length === 0) return []
  // One read of the placements over every questionnaire's span, each then given those overlapping its own
  // (the rows are whole placements, not cut to the range): a statement per questionnaire cost its read.
  // The children, their answers and placements come in one statement (repository.guardianAnswers).
  const spans = questionnaires.map((questionnaire) => spanOf(questionnaire, today))
  const {
    childIds,
    answers,
    placements: placementRows
  } = await repository.guardianAnswers(
    db,
    guardianId,
    questionnaires.map((q) => q.id),
    { start: spans.map((span) => span.start).sort()[0]!, end: spans.map((span) => span.end).sort()[spans.length - 1]! }
  )
  const everyPlacement = new Map<string, Placement[]>()
  for (const placement of placementRows) everyPlacement.set(placement.childId, [...(everyPlacement.get(placement.childId) ?? []), placement])
  const result: ActiveQuestionnaire[] = []
  for (const [index, questionnaire] of questionnaires.entries()) {
    const span = spans[index]!
    const placements = new Map(
      [...everyPlacement].map(([childId, list]) => [childId, list.filter((p) => p.startDate <= span.end && p.endDate >= span.start)] as const)
    )
    const shown = childIds.filter((id) => (placements.get(id) ?? []).some((p) => p.endDate >= today))
    const list = shown.map((id) => eligibility(questionnaire, id, placements.get(id) ?? []))
    result.push({
      questionnaire,
      eligibleChildren: list.filter((c) => c.eligible).map((c) => c.childId),
      children: list,
      previousAnswers: answers.filter((a) => a.questionnaireId === questionnaire.id)
    })
  }
  return result
}

/**
 * The checks every answer passes before anything is written: the questionnaire exists (404), a
 * STRONG one needs a strong login (403 STRONG_AUTH_REQUIRED), it is active (400
 * QUESTIONNAIRE_CLOSED), the children are the caller's (404) and eligible (400 CHILD_NOT_ELIGIBLE).
 */
async function checkAnswer(
  platform: Platform,
  guardianId: string,
  authLevel: AuthLevel,
  questionnaireId: string,
  type: HolidayQuestionnaire['type'],
  childIds: string[],
  today: string
): Promise<HolidayQuestionnaire> {
  const questionnaire = await repository.questionnaireById(platform.db, questionnaireId)
  if (!questionnaire || questionnaire.type !== type) throw new ApiError('NOT_FOUND')
  await requireOwnChildren(platform.db, guardianId, childIds)
  if (questionnaire.requiresStrongAuth && authLevel !== 'STRONG') throw new ApiError('STRONG_AUTH_REQUIRED')
  if (today < questionnaire.active.start || today > questionnaire.active.end) throw new ApiError('QUESTIONNAIRE_CLOSED')
  const placements = await placementsByChild(platform.db, childIds, spanOf(questionnaire, today))
  const ineligible = childIds.filter((id) => !eligibility(questionnaire, id, placements.get(id) ?? []).eligible)
  if (ineligible.length > 0) throw new ApiError('CHILD_NOT_ELIGIBLE', 'A child may not answer this questionnaire', { [ineligible[0]!]: 'DATE_UNSELECTABLE' })
  return questionnaire
}

/** Writes each child's answer and its absences in one transaction: days the unit takes the child, from today on. */
async function writeAnswers(
  platform: Platform,
  guardianId: string,
  questionnaire: HolidayQuestionnaire,
  answers: { childId: string; fixedPeriod: Range | null; openRanges: Range[] }[],
  today: string
): Promise<void> {
  const childIds = answers.map((a) => a.childId)
  // Wide enough to follow a continuous preschool absence through the stored days around the period.
  const window = windowAround(questionnaire.period)
  const facts = await loadFacts(platform.db, childIds, window, today)
  const written = answers.map((answer) => {
    const ranges = answer.fixedPeriod ? [answer.fixedPeriod] : answer.openRanges
    // The care days, as the absence dialog writes: a term break of preschool or club alone is none.
    const careDay = (date: string) => {
      const day = childDay(facts, answer.childId, date)
      return day !== null && day.scheduleType !== 'TERM_BREAK'
    }
    const dates = ranges.flatMap((range) => datesOf(range.start, range.end).filter((date) => date >= today && careDay(date)))
    return { answer, dates }
  })
  await platform.db.transaction(async (tx) => {
    // The same lock as the reservation and absence writes, so an answer and a guardian's save of the
    // same child take turns and a day never ends with both an absence and a reservation.
    await calendarRepository.lockChildren(tx, childIds)
    // Spec §5 "Absences cannot be added on a day with an attendance record", on this path too: the
    // whole answer is refused, naming the days, rather than an absence written beside the attendance.
    const attended = new Set((await calendarRepository.attendancesOf(tx, childIds, questionnaire.period)).map((row) => `${row.childId}/${row.date}`))
    const refused: RefusedDay[] = written.flatMap(({ answer, dates }) =>
      dates.filter((date) => attended.has(`${answer.childId}/${date}`)).map((date) => ({ childId: answer.childId, date, reason: 'ATTENDANCE_EXISTS' as const }))
    )
    if (refused.length > 0) throw new ApiError('ATTENDANCE_ALREADY_EXISTS', 'The child already attended on some of the days', undefined, refused)
    // The last answer's absences go first, so what stays below is the days as this answer finds them.
    for (const { answer } of written) await repository.deleteAnswerAbsences(tx, questionnaire.id, answer.childId, today)
    const stored = new Map<string, StoredAbsence>(
      (await calendarRepository.absencesOf(tx, childIds, window)).map((row) => [`${row.childId}/${row.date}`, { type: row.type, staffMarked: row.staffMarked }])
    )
    // A day already absent keeps its absence as it is: staff's mark, a guardian's own (sick leave stays sick
    // leave) or another questionnaire's. The answer writes only the days without one, so a later answer,
    // deleting its own days, never takes an absence it did not write (api/src/calendar/DECISIONS.md).
    const toWrite = written.map(({ answer, dates }) => ({ answer, dates: dates.filter((date) => !stored.has(`${answer.childId}/${date}`)) }))
    if (platform.municipality.featureFlags.absenceApplications) {
      // Spec §5 "More than 5 absences … needs an application" holds on this path too (api/src/calendar/DECISIONS.md).
      const overlong = overlongAbsences(
        facts,
        stored,
        new Map(toWrite.map(({ answer, dates }) => [answer.childId, new Map(dates.map((date) => [date, true]))])),
        window
      )
      if (overlong.length > 0) throw new ApiError('ABSENCE_APPLICATION_REQUIRED', 'A long absence from preschool needs an application', undefined, overlong)
    }
    for (const { answer, dates } of toWrite) {
      await repository.saveAnswer(tx, { questionnaireId: questionnaire.id, ...answer }, guardianId)
      await repository.insertAnswerAbsences(tx, {
        questionnaireId: questionnaire.id,
        childId: answer.childId,
        dates,
        type: questionnaire.absenceType,
        createdBy: guardianId
      })
    }
  })
}

/** POST /citizen/holiday-period/questionnaire/fixed-period/{id}: one of the options per child, or none. */
export async function answerFixedPeriod(
  platform: Platform,
  guardianId: string,
  authLevel: AuthLevel,
  questionnaireId: string,
  body: FixedPeriodsBody,
  now: Date
): Promise<string[]> {
  const today = helsinkiDate(now)
  const childIds = Object.keys(body.fixedPeriods)
  const questionnaire = await checkAnswer(platform, guardianId, authLevel, questionnaireId, 'FIXED_PERIOD', childIds, today)
  const errors: FieldErrors = {}
  for (const [childId, choice] of Object.entries(body.fixedPeriods)) {
    if (choice && !questionnaire.periodOptions.some((o) => o.start === choice.start && o.end === choice.end)) errors[`fixedPeriods.${childId}`] = 'SELECT_ONE'
  }
  refuseInvalid(errors)
  await writeAnswers(
    platform,
    guardianId,
    questionnaire,
    Object.entries(body.fixedPeriods).map(([childId, fixedPeriod]) => ({ childId, fixedPeriod, openRanges: [] })),
    today
  )
  return childIds
}

/** POST /citizen/holiday-period/questionnaire/open-range/{id}: ranges of absence inside the period, not overlapping. */
export async function answerOpenRanges(
  platform: Platform,
  guardianId: string,
  authLevel: AuthLevel,
  questionnaireId: string,
  body: OpenRangesBody,
  now: Date
): Promise<string[]> {
  const today = helsinkiDate(now)
  const childIds = Object.keys(body.openRanges)
  const questionnaire = await checkAnswer(platform, guardianId, authLevel, questionnaireId, 'OPEN_RANGES', childIds, today)
  const errors: FieldErrors = {}
  for (const [childId, ranges] of Object.entries(body.openRanges)) {
    for (const [key, code] of Object.entries(openRangeErrors(ranges, questionnaire.period))) errors[`openRanges.${childId}.${key}`] = code
  }
  refuseInvalid(errors)
  await writeAnswers(
    platform,
    guardianId,
    questionnaire,
    Object.entries(body.openRanges).map(([childId, openRanges]) => ({
      childId,
      fixedPeriod: null,
      openRanges: [...openRanges].sort((a, b) => a.start.localeCompare(b.start))
    })),
    today
  )
  return childIds
}
