import { addDays, addMonths, datesOf, helsinkiDate, isFinnishHoliday, isoWeekday } from '@pesa/shared/dates'
import {
  hasDaycarePart,
  terminatedPlacements,
  transfersCancelledBy,
  validateAbsenceApplicationRequest,
  validateServiceApplicationRequest,
  validatePlacementTerminationRequest
} from '@pesa/shared/validators'
import { childrenOfGuardian } from '../family/repository'
import type { Db, Queryable } from '../platform/db'
import { ApiError, refuseInvalid } from '../platform/errors'
import type { Platform } from '../platform/types'
import { PRESCHOOL_TYPES } from '../placements/schedule'
import { preschoolTerms } from '../units/repository'
import * as repository from './repository'
import type {
  AbsenceApplication,
  AbsenceApplicationRequest,
  CitizenChild,
  PlacementGroup,
  ServiceApplication,
  ServiceApplicationRequest,
  PlacementTerminationRequest
} from './schemas'

interface Range {
  start: string
  end: string
}

/** The child must be the caller's: another child is 404, learning nothing. */
export async function requireGuardian(db: Queryable, guardianId: string, childId: string): Promise<void> {
  if (!(await repository.isGuardianOf(db, guardianId, childId))) throw new ApiError('NOT_FOUND')
}

export function requireFlag(on: boolean): void {
  if (!on) throw new ApiError('NOT_FOUND', 'Not in use in this municipality')
}

/** The kind a placement type belongs to for termination groups (spec part 2 §3). */
export function kindOf(type: string): 'CLUB' | 'PRESCHOOL' | 'DAYCARE' {
  if (type === 'CLUB') return 'CLUB'
  if (PRESCHOOL_TYPES.has(type)) return 'PRESCHOOL'
  return 'DAYCARE'
}

/** The preschool part of a type with a daycare part: what goes on after the invoiced daycare ends. */
function preschoolPartOf(type: string): string {
  return type.startsWith('PREPARATORY') ? 'PREPARATORY' : 'PRESCHOOL'
}

/** GET /citizen/children: the list with what each child's guardian may do (spec part 2 §2, §6). */
export async function children(platform: Platform, guardianId: string, now: Date): Promise<CitizenChild[]> {
  const { db } = platform
  const today = helsinkiDate(now)
  const list = await childrenOfGuardian(db, guardianId, today)
  const ids = list.map((child) => child.id)
  const [placements, images] = await Promise.all([repository.childPlacements(db, ids), repository.childImages(db, ids)])
  const flags = platform.municipality.featureFlags
  return list.map((child) => {
    const current = placements.filter((p) => p.childId === child.id && p.endDate >= today)
    return {
      ...child,
      imageId: images.get(child.id) ?? null,
      permittedActions: current.length > 0 ? ['READ_DAILY_SERVICE_TIMES' as const] : [],
      absenceApplicationCreationPossible: flags.absenceApplications && current.some((p) => PRESCHOOL_TYPES.has(p.type)),
      serviceApplicationCreationPossible: flags.serviceApplications && current.some((p) => p.features.includes('SERVICE_APPLICATIONS'))
    }
  })
}

/** Consecutive placements of one kind in one unit that have not ended (spec part 2 §3 placement group). */
export function placementGroups(placements: repository.ChildPlacementRow[], today: string): PlacementGroup[] {
  const groups: PlacementGroup[] = []
  for (const p of placements.filter((placement) => placement.endDate >= today)) {
    const last = groups[groups.length - 1]
    const summary = { id: p.id, type: p.type, startDate: p.startDate, endDate: p.endDate }
    if (last && last.unitId === p.unitId && last.type === kindOf(p.type) && addDays(last.endDate, 1) === p.startDate) {
      last.placements.push(summary)
      last.endDate = p.endDate
      last.daycareOnlyTerminatable ||= hasDaycarePart(p.type)
      if (p.terminationRequestedDate) {
        last.terminationRequestedDate = p.terminationRequestedDate
        last.terminatedBy = p.terminatedBy
      }
      continue
    }
    groups.push({
      type: kindOf(p.type),
      unitId: p.unitId,
      unitName: p.unitName,
      startDate: p.startDate,
      endDate: p.endDate,
      placements: [summary],
      additionalPlacements: [],
      terminatable: p.features.includes('PLACEMENT_TERMINATION'),
      daycareOnlyTerminatable: hasDaycarePart(p.type),
      terminationRequestedDate: p.terminationRequestedDate,
      terminatedBy: p.terminatedBy
    })
  }
  return groups
}

export async function placementsOfChild(db: Queryable, childId: string, today: string): Promise<PlacementGroup[]> {
  return placementGroups(await repository.childPlacements(db, [childId]), today)
}

/**
 * POST …/placements/terminate (spec part 2 §3–§5), in one transaction: the chosen placements end
 * on the date (later ones go, or with daycare only the placement goes on as preschool alone),
 * their service needs with them, who and when are recorded, the child's open transfer
 * applications starting after the date are cancelled and reservations and absences left outside placements deleted.
 */
export async function terminate(platform: Platform, guardianId: string, childId: string, body: PlacementTerminationRequest, now: Date): Promise<void> {
  const { db } = platform
  await requireGuardian(db, guardianId, childId)
  const today = helsinkiDate(now)
  const group = (await placementsOfChild(db, childId, today)).find((g) => g.type === body.type && g.unitId === body.unitId)
  if (!group) throw new ApiError('NOT_FOUND', 'No such placement to terminate')
  if (!group.terminatable) throw new ApiError('PLACEMENT_TERMINATION_DISABLED')
  const chosen = terminatedPlacements(group.placements, body.terminateDaycareOnly)
  if (chosen.length === 0) refuseInvalid({ terminateDaycareOnly: 'OPTION_NOT_VALID' })
  const latestEnd = chosen.map((p) => p.endDate).sort()[chosen.length - 1]!
  refuseInvalid(validatePlacementTerminationRequest(body, today, latestEnd))
  const date = body.terminationDate
  const next = addDays(date, 1)

  await db.transaction(async (tx) => {
    for (const p of chosen) {
      if (p.endDate <= date) continue
      if (p.startDate > date) {
        if (body.terminateDaycareOnly) {
          await tx.query('update placement set type = $2, termination_requested_date = $3, terminated_by = $4 where id = $1', [
            p.id,
            preschoolPartOf(p.type),
            today,
            guardianId
          ])
          await tx.query('delete from service_need where placement_id = $1', [p.id])
        } else {
          await tx.query('delete from placement where id = $1', [p.id])
        }
        continue
      }
      await tx.query('delete from service_need where placement_id = $1 and start_date > $2', [p.id, date])
      await tx.query('update service_need set end_date = $2 where placement_id = $1 and end_date > $2', [p.id, date])
      await tx.query('update placement set end_date = $2, termination_requested_date = $3, terminated_by = $4 where id = $1', [p.id, date, today, guardianId])
      if (body.terminateDaycareOnly) {
        await tx.query(
          `insert into placement (child_id, unit_id, group_id, type, start_date, end_date, termination_requested_date, terminated_by)
           select child_id, unit_id, group_id, $2, $3, $4, $5, $6 from placement where id = $1`,
          [p.id, preschoolPartOf(p.type), next, p.endDate, today, guardianId]
        )
      }
    }
    const cancelled = transfersCancelledBy(await repository.openTransferApplications(tx, childId), date)
    await tx.query(
      `update application set status = 'CANCELLED', status_modified_at = $2
       where id = any ($1::uuid[]) and status in ('CREATED', 'SENT', 'WAITING_PLACEMENT')`,
      [cancelled.map((application) => application.id), now]
    )
    // Reservations stay only on days of a placement with reserved daycare; absences on days of any placement.
    await tx.query(
      `delete from attendance_reservation r where r.child_id = $1 and r.date > $2 and not exists (
         select 1 from placement p where p.child_id = r.child_id and r.date between p.start_date and p.end_date
           and p.type not in ('PRESCHOOL', 'PREPARATORY', 'CLUB'))`,
      [childId, date]
    )
    await tx.query(
      `delete from absence a where a.child_id = $1 and a.date > $2 and not exists (
         select 1 from placement p where p.child_id = a.child_id and a.date between p.start_date and p.end_date)`,
      [childId, date]
    )
  })
}

export async function attendanceSummary(db: Queryable, childId: string, yearMonth: string) {
  const start = `${yearMonth}-01`
  const end = addDays(addMonths(start, 1), -1)
  const { attendanceDays, contractDays } = await repository.attendanceSummary(db, childId, { start, end })
  return { attendanceDays, contractDaysPerMonth: contractDays, overContract: contractDays !== null && attendanceDays > contractDays }
}

// Absence applications

const subtractRanges = (range: Range, gaps: Range[]): Range[] => {
  let pieces = [range]
  for (const gap of gaps) {
    pieces = pieces.flatMap((piece) => {
      if (gap.end < piece.start || gap.start > piece.end) return [piece]
      const out: Range[] = []
      if (gap.start > piece.start) out.push({ start: piece.start, end: addDays(gap.start, -1) })
      if (gap.end < piece.end) out.push({ start: addDays(gap.end, 1), end: piece.end })
      return out
    })
  }
  return pieces
}

/** Possible ranges of an absence application: preschool placement days from today within preschool terms, minus term breaks. */
export async function absenceApplicationRanges(db: Queryable, childId: string, today: string): Promise<Range[]> {
  const [placements, terms] = await Promise.all([repository.childPlacements(db, [childId]), preschoolTerms(db)])
  const ranges: Range[] = []
  for (const p of placements.filter((placement) => PRESCHOOL_TYPES.has(placement.type) && placement.endDate >= today)) {
    const from = p.startDate > today ? p.startDate : today
    for (const term of terms) {
      const start = from > term.finnishPreschool.start ? from : term.finnishPreschool.start
      const end = p.endDate < term.finnishPreschool.end ? p.endDate : term.finnishPreschool.end
      if (start <= end) ranges.push(...subtractRanges({ start, end }, term.termBreaks))
    }
  }
  // A daycare-only termination splits one preschool into two placements (with and without
  // daycare): the guardian sees one period, so ranges that touch or overlap are joined.
  return ranges
    .sort((a, b) => a.start.localeCompare(b.start))
    .reduce<Range[]>((joined, range) => {
      const last = joined.at(-1)
      if (last && addDays(last.end, 1) >= range.start) last.end = range.end > last.end ? range.end : last.end
      else joined.push({ ...range })
      return joined
    }, [])
}

const absenceActions = (row: repository.AbsenceApplicationRow, callerId: string): AbsenceApplication['actions'] =>
  row.status === 'WAITING_DECISION' && row.createdBy === callerId ? ['DELETE'] : []

export async function absenceApplicationsOf(db: Queryable, callerId: string, childId: string): Promise<AbsenceApplication[]> {
  await requireGuardian(db, callerId, childId)
  return (await repository.absenceApplications(db, { childId })).map(({ createdBy, ...row }) => ({
    ...row,
    actions: absenceActions({ ...row, createdBy }, callerId)
  }))
}

/*
 * Limits of an absence application (spec part 2 §5 says only "start or end within the allowed
 * ranges"; eVaka checks the start and a preschool placement). Recorded here: every day of the
 * application lies within the child's preschool as the possible ranges give it — from their first
 * day to their last, so one application may span a term break but never run past the child's
 * last preschool day (an end in 2035 from a start in this term is refused) — and one child's days
 * are asked for once: a range overlapping a waiting or accepted application is 409
 * ABSENCE_APPLICATION_OVERLAPS (a rejected one may be asked for again). Sends for one child are
 * serialised on the child's row, so two identical sends at once leave one.
 */
export async function createAbsenceApplication(db: Db, callerId: string, body: AbsenceApplicationRequest, now: Date): Promise<string> {
  await requireGuardian(db, callerId, body.childId)
  const today = helsinkiDate(now)
  refuseInvalid(validateAbsenceApplicationRequest(body, today))
  const ranges = await absenceApplicationRanges(db, body.childId, today)
  const inRange = (date: string) => ranges.some((r) => r.start <= date && date <= r.end)
  const firstDay = ranges[0]?.start
  const lastDay = ranges.reduce<string | undefined>((last, r) => (last === undefined || r.end > last ? r.end : last), undefined)
  const withinPreschool = firstDay !== undefined && lastDay !== undefined && body.startDate >= firstDay && body.endDate <= lastDay
  if ((!inRange(body.startDate) && !inRange(body.endDate)) || !withinPreschool)
    throw new ApiError('ABSENCE_APPLICATION_RANGE_INVALID', 'The child has no preschool in the chosen period')
  return db.transaction(async (tx) => {
    await tx.query('select 1 from person where id = $1 for update', [body.childId])
    const overlapping = await tx.query(
      `select 1 from absence_application where child_id = $1 and status in ('WAITING_DECISION', 'ACCEPTED') and start_date <= $3 and end_date >= $2`,
      [body.childId, body.startDate, body.endDate]
    )
    if (overlapping.length > 0) throw new ApiError('ABSENCE_APPLICATION_OVERLAPS', 'The child already has an application for some of these days')
    return repository.insertAbsenceApplication(tx, { ...body, description: body.description.trim(), createdBy: callerId, createdAt: now })
  })
}

export async function deleteAbsenceApplication(db: Queryable, callerId: string, id: string): Promise<string> {
  const [row] = await repository.absenceApplications(db, { id })
  if (!row || !(await repository.isGuardianOf(db, callerId, row.childId))) throw new ApiError('NOT_FOUND')
  if (absenceActions(row, callerId).length === 0) throw new ApiError('ABSENCE_APPLICATION_NOT_CANCELLABLE')
  const deleted = await db.query("delete from absence_application where id = $1 and status = 'WAITING_DECISION' returning id", [id])
  if (deleted.length === 0) throw new ApiError('ABSENCE_APPLICATION_NOT_CANCELLABLE')
  return row.childId
}

/** Staff decision (dev API): acceptance marks the preschool days of the range absent, staff-marked. */
export async function decideAbsenceApplication(db: Db, id: string, accept: boolean, reason: string | null, now: Date): Promise<void> {
  const [row] = await repository.absenceApplications(db, { id })
  if (!row) throw new ApiError('NOT_FOUND')
  await db.transaction(async (tx) => {
    await tx.query('update absence_application set status = $2, rejected_reason = $3, decided_at = $4 where id = $1', [
      id,
      accept ? 'ACCEPTED' : 'REJECTED',
      accept ? null : reason,
      now
    ])
    if (!accept) return
    const days = datesOf(row.startDate, row.endDate).filter((date) => isoWeekday(date) <= 5 && !isFinnishHoliday(date))
    await tx.query('delete from attendance_reservation where child_id = $1 and date = any ($2::date[])', [row.childId, days])
    await tx.query(
      `insert into absence (child_id, date, absence_type, staff_marked) select $1, unnest($2::date[]), 'OTHER_ABSENCE', true
       on conflict (child_id, date) do update set absence_type = 'OTHER_ABSENCE', staff_marked = true`,
      [row.childId, days]
    )
  })
}

// Service need change applications

const serviceActions = (row: repository.ServiceApplicationRow, callerId: string): ServiceApplication['permittedActions'] =>
  row.decision === null && row.personId === callerId ? ['DELETE'] : []

export async function serviceApplicationsOf(db: Queryable, callerId: string, childId: string): Promise<ServiceApplication[]> {
  await requireGuardian(db, callerId, childId)
  return (await repository.serviceApplications(db, { childId })).map(({ personId, ...row }) => ({
    ...row,
    permittedActions: serviceActions({ ...row, personId }, callerId)
  }))
}

async function placementOn(db: Queryable, childId: string, date: string) {
  return (await repository.childPlacements(db, [childId])).find((p) => p.startDate <= date && date <= p.endDate)
}

/** The options a service need change on the date may choose: its placement's type valid then; none without a placement. */
export async function serviceApplicationOptions(db: Queryable, callerId: string, childId: string, date: string) {
  await requireGuardian(db, callerId, childId)
  const placement = await placementOn(db, childId, date)
  return placement ? repository.optionsFor(db, placement.type, date) : []
}

export async function createServiceApplication(db: Db, callerId: string, body: ServiceApplicationRequest, now: Date): Promise<string> {
  await requireGuardian(db, callerId, body.childId)
  const today = helsinkiDate(now)
  refuseInvalid(validateServiceApplicationRequest(body, today))
  const placement = await placementOn(db, body.childId, body.startDate)
  if (!placement) throw new ApiError('SERVICE_APPLICATION_NO_PLACEMENT')
  const options = await repository.optionsFor(db, placement.type, body.startDate)
  if (!options.some((option) => option.id === body.serviceNeedOptionId)) throw new ApiError('SERVICE_NEED_OPTION_INVALID')
  if (!placement.features.includes('SERVICE_APPLICATIONS')) throw new ApiError('SERVICE_APPLICATIONS_DISABLED')
  return db.transaction(async (tx) => {
    const open = await tx.query("select 1 from service_application where child_id = $1 and status = 'SENT' for update", [body.childId])
    if (open.length > 0) throw new ApiError('SERVICE_APPLICATION_ALREADY_OPEN')
    try {
      return await repository.insertServiceApplication(tx, {
        childId: body.childId,
        personId: callerId,
        startDate: body.startDate,
        optionId: body.serviceNeedOptionId,
        additionalInfo: body.additionalInfo.trim(),
        sentAt: now
      })
    } catch (error) {
      // Two sends at once: the unique index of undecided applications keeps one
      if (String((error as { code?: string }).code) === '23505') throw new ApiError('SERVICE_APPLICATION_ALREADY_OPEN')
      throw error
    }
  })
}

export async function deleteServiceApplication(db: Queryable, callerId: string, id: string): Promise<string> {
  const [row] = await repository.serviceApplications(db, { id })
  if (!row || !(await repository.isGuardianOf(db, callerId, row.childId))) throw new ApiError('NOT_FOUND')
  if (serviceActions(row, callerId).length === 0) throw new ApiError('SERVICE_APPLICATION_NOT_CANCELLABLE')
  const deleted = await db.query("delete from service_application where id = $1 and status = 'SENT' returning id", [id])
  if (deleted.length === 0) throw new ApiError('SERVICE_APPLICATION_NOT_CANCELLABLE')
  return row.childId
}

/** Staff decision (dev API): acceptance starts the chosen need on the start date in the placement of that day. */
export async function decideServiceApplication(
  db: Db,
  id: string,
  decision: { accept: boolean; reason: string | null; decidedByName: string },
  now: Date
): Promise<void> {
  const [row] = await repository.serviceApplications(db, { id })
  if (!row) throw new ApiError('NOT_FOUND')
  await db.transaction(async (tx) => {
    await tx.query('update service_application set status = $2, rejected_reason = $3, decided_at = $4, decided_by_name = $5 where id = $1', [
      id,
      decision.accept ? 'ACCEPTED' : 'REJECTED',
      decision.accept ? null : decision.reason,
      now,
      decision.decidedByName
    ])
    if (!decision.accept) return
    const placement = await placementOn(tx, row.childId, row.startDate)
    if (!placement) return
    await tx.query('delete from service_need where placement_id = $1 and start_date >= $2', [placement.id, row.startDate])
    await tx.query('update service_need set end_date = $2 where placement_id = $1 and end_date >= $3', [
      placement.id,
      addDays(row.startDate, -1),
      row.startDate
    ])
    await tx.query("insert into service_need (placement_id, option_id, start_date, end_date, shift_care) values ($1, $2, $3, $4, 'NONE')", [
      placement.id,
      row.serviceNeedOption.id,
      row.startDate,
      placement.endDate
    ])
  })
}

/** The child's open transfer applications (GET …/placements): the termination confirmation names those it would cancel. */
export const openTransferApplications = (db: Queryable, childId: string) => repository.openTransferApplications(db, childId)
