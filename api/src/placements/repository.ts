import type { Queryable } from '../platform/db'
import { DEFAULT_OPERATION_TIMES, DEFAULT_SHIFT_CARE_TIMES, type ShiftCare, type UnitOperation, type WeeklyTimes } from './operating-days'

export interface ServiceNeed {
  startDate: string
  endDate: string
  shiftCare: ShiftCare
  /** The option's weekly hours, when it has them */
  hoursPerWeek: number | null
  contractDaysPerMonth: number | null
}

export interface Placement {
  id: string
  childId: string
  type: string
  startDate: string
  endDate: string
  unit: { id: string; name: string; features: string[] } & UnitOperation
  group: { id: string; name: string } | null
  serviceNeeds: ServiceNeed[]
}

/** A row of placementsOf's statement; its values are the same read as a row or as JSON (the calendar's one-statement read). */
export interface PlacementRow {
  id: string
  child_id: string
  type: string
  start_date: string
  end_date: string
  unit_id: string
  unit_name: string
  features: string[]
  provides_shift_care: boolean
  operation_times: WeeklyTimes | null
  shift_care_operation_times: WeeklyTimes | null
  shift_care_open_on_holidays: boolean
  group_id: string | null
  group_name: string | null
  service_needs: { start_date: string; end_date: string; shift_care: ShiftCare; hours: number | null; contract_days: number | null }[]
}

/** The placements of the children that overlap the inclusive range, with their units' hours and service needs. */
export async function placementsOf(db: Queryable, childIds: string[], range: { start: string; end: string }): Promise<Placement[]> {
  if (childIds.length === 0) return []
  const rows = await db.query<PlacementRow>(
    `${placementRowsWhere('p.child_id = any ($1::uuid[]) and p.start_date <= $3 and p.end_date >= $2')} order by p.child_id, p.start_date`,
    [childIds, range.start, range.end]
  )
  return rows.map(placementOf)
}

/**
 * The select of placementsOf's rows with another condition on the placement `p`: the reads that
 * fetch placements in one statement with other sets (as JSON) select the same columns.
 */
export function placementRowsWhere(condition: string): string {
  return `select p.id, p.child_id, p.type, p.start_date, p.end_date, u.id as unit_id, u.name as unit_name, u.features,
            u.provides_shift_care, u.operation_times, u.shift_care_operation_times, u.shift_care_open_on_holidays,
            g.id as group_id, g.name as group_name,
            coalesce((select json_agg(json_build_object('start_date', sn.start_date, 'end_date', sn.end_date, 'shift_care', sn.shift_care,
                                                        'hours', o.daycare_hours_per_week, 'contract_days', o.contract_days_per_month)
                                      order by sn.start_date)
                      from service_need sn join service_need_option o on o.id = sn.option_id
                      where sn.placement_id = p.id), '[]') as service_needs
     from placement p
     join unit u on u.id = p.unit_id
     left join unit_group g on g.id = p.group_id
     where ${condition}`
}

export function placementOf(row: PlacementRow): Placement {
  return {
    id: row.id,
    childId: row.child_id,
    type: row.type,
    startDate: row.start_date,
    endDate: row.end_date,
    unit: {
      id: row.unit_id,
      name: row.unit_name,
      features: row.features,
      operationTimes: row.operation_times ?? DEFAULT_OPERATION_TIMES,
      shiftCareOperationTimes: row.provides_shift_care ? (row.shift_care_operation_times ?? DEFAULT_SHIFT_CARE_TIMES) : null,
      shiftCareOpenOnHolidays: row.shift_care_open_on_holidays
    },
    group: row.group_id && row.group_name ? { id: row.group_id, name: row.group_name } : null,
    serviceNeeds: row.service_needs.map((need) => ({
      startDate: need.start_date,
      endDate: need.end_date,
      shiftCare: need.shift_care,
      hoursPerWeek: need.hours,
      contractDaysPerMonth: need.contract_days
    }))
  }
}

/** The placement of the date among a child's placements, and its service need then. */
export function placementOn(placements: Placement[], date: string): { placement: Placement; serviceNeed: ServiceNeed | null } | null {
  const placement = placements.find((p) => p.startDate <= date && date <= p.endDate)
  if (!placement) return null
  return { placement, serviceNeed: placement.serviceNeeds.find((need) => need.startDate <= date && date <= need.endDate) ?? null }
}

/** Inserts a service need (seed and dev API). */
export async function insertServiceNeed(
  db: Queryable,
  need: { placementId: string; optionId: string; startDate: string; endDate: string; shiftCare: ShiftCare }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into service_need (placement_id, option_id, start_date, end_date, shift_care) values ($1, $2, $3, $4, $5) returning id',
    [need.placementId, need.optionId, need.startDate, need.endDate, need.shiftCare]
  )
  return row!.id
}

/** Sets a unit's hours; null keeps the defaults (seed and dev API). */
export async function setUnitOperation(
  db: Queryable,
  unitId: string,
  operation: { operationTimes: WeeklyTimes | null; shiftCareOperationTimes: WeeklyTimes | null; shiftCareOpenOnHolidays: boolean }
): Promise<void> {
  await db.query('update unit set operation_times = $2, shift_care_operation_times = $3, shift_care_open_on_holidays = $4 where id = $1', [
    unitId,
    operation.operationTimes === null ? null : JSON.stringify(operation.operationTimes),
    operation.shiftCareOperationTimes === null ? null : JSON.stringify(operation.shiftCareOperationTimes),
    operation.shiftCareOpenOnHolidays
  ])
}
