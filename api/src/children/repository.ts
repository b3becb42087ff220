import { helsinkiDate } from '@pesa/shared/dates'
import type { Queryable } from '../platform/db'
import type { AbsenceApplication, PedagogicalDocument, ServiceApplication, ServiceNeedSummary } from './schemas'

export interface ChildPlacementRow {
  id: string
  type: string
  startDate: string
  endDate: string
  unitId: string
  unitName: string
  features: string[]
  terminationRequestedDate: string | null
  terminatedBy: string | null
}

/** Is the person the child's guardian (custodianship)? */
export async function isGuardianOf(db: Queryable, guardianId: string, childId: string): Promise<boolean> {
  const rows = await db.query('select 1 from guardianship where guardian_id = $1 and child_id = $2', [guardianId, childId])
  return rows.length > 0
}

export async function guardianChildIds(db: Queryable, guardianId: string): Promise<string[]> {
  const rows = await db.query<{ child_id: string }>('select child_id from guardianship where guardian_id = $1', [guardianId])
  return rows.map((row) => row.child_id)
}

/** The child's open transfer applications with their preferred start (a draft without a real date has none and is left out). */
export async function openTransferApplications(db: Queryable, childId: string): Promise<{ id: string; type: string; startDate: string }[]> {
  return db.query<{ id: string; type: string; startDate: string }>(
    `select id, type, start_date as "startDate" from (
       select id, type, form -> 'preferences' ->> 'preferredStartDate' as start_date from application
       where child_id = $1 and transfer_application and status in ('CREATED', 'SENT', 'WAITING_PLACEMENT')) a
     where start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' order by start_date, id`,
    [childId]
  )
}

export async function childPlacements(db: Queryable, childIds: string[]): Promise<(ChildPlacementRow & { childId: string })[]> {
  const rows = await db.query<{
    id: string
    child_id: string
    type: string
    start_date: string
    end_date: string
    unit_id: string
    unit_name: string
    features: string[]
    termination_requested_date: string | null
    terminated_by: string | null
  }>(
    `select p.id, p.child_id, p.type, p.start_date, p.end_date, u.id as unit_id, u.name as unit_name, u.features,
            p.termination_requested_date, nullif(trim(coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, '')), '') as terminated_by
     from placement p join unit u on u.id = p.unit_id left join person t on t.id = p.terminated_by
     where p.child_id = any ($1::uuid[]) order by p.child_id, p.start_date`,
    [childIds]
  )
  return rows.map((row) => ({
    id: row.id,
    childId: row.child_id,
    type: row.type,
    startDate: row.start_date,
    endDate: row.end_date,
    unitId: row.unit_id,
    unitName: row.unit_name,
    features: row.features,
    terminationRequestedDate: row.termination_requested_date,
    terminatedBy: row.terminated_by
  }))
}

export async function childImages(db: Queryable, childIds: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; image_id: string | null }>('select id, image_id from person where id = any ($1::uuid[])', [childIds])
  return new Map(rows.flatMap((row) => (row.image_id ? [[row.id, row.image_id] as [string, string]] : [])))
}

export async function serviceNeedsOf(db: Queryable, childId: string): Promise<ServiceNeedSummary[]> {
  const rows = await db.query<{
    start_date: string
    end_date: string
    option_id: string
    name_fi: string
    name_sv: string
    name_en: string
    unit_name: string
    placement_type: string
    shift_care: string
    is_default: boolean
    has_non_default: boolean
    contract_days: number | null
    reservations: boolean
  }>(
    `select sn.start_date, sn.end_date, o.id as option_id, o.name_fi, o.name_sv, o.name_en, u.name as unit_name,
            p.type as placement_type, sn.shift_care, o.contract_days_per_month as contract_days,
            'RESERVATIONS' = any (u.features) as reservations,
            o.id = (select d.id from service_need_option d where d.valid_placement_type = o.valid_placement_type
                    order by d.display_order, d.name_fi limit 1) as is_default,
            (select count(*) from service_need_option d where d.valid_placement_type = o.valid_placement_type) > 1 as has_non_default
     from service_need sn
     join placement p on p.id = sn.placement_id
     join unit u on u.id = p.unit_id
     join service_need_option o on o.id = sn.option_id
     where p.child_id = $1
     order by sn.start_date desc`,
    [childId]
  )
  return rows.map((row) => ({
    startDate: row.start_date,
    endDate: row.end_date,
    option: { id: row.option_id, nameFi: row.name_fi, nameSv: row.name_sv, nameEn: row.name_en },
    unitName: row.unit_name,
    placementType: row.placement_type,
    shiftCare: row.shift_care,
    isDefault: row.is_default,
    hasNonDefaultOptions: row.has_non_default,
    contractDaysPerMonth: row.contract_days,
    reservationsEnabled: row.reservations
  }))
}

/** Days of the month with a realized attendance, and the largest contract days of a need overlapping the month. */
export async function attendanceSummary(
  db: Queryable,
  childId: string,
  month: { start: string; end: string }
): Promise<{ attendanceDays: number; contractDays: number | null }> {
  const [row] = await db.query<{ days: number; contract_days: number | null }>(
    `select (select count(distinct date)::int from child_attendance where child_id = $1 and date between $2 and $3) as days,
            (select max(o.contract_days_per_month) from service_need sn join placement p on p.id = sn.placement_id
             join service_need_option o on o.id = sn.option_id
             where p.child_id = $1 and sn.start_date <= $3 and sn.end_date >= $2) as contract_days`,
    [childId, month.start, month.end]
  )
  return { attendanceDays: row?.days ?? 0, contractDays: row?.contract_days ?? null }
}

// Pedagogical documents

export async function pedagogicalDocumentsOf(db: Queryable, childId: string, personId: string): Promise<PedagogicalDocument[]> {
  const rows = await db.query<{
    id: string
    child_id: string
    created_at: Date
    description: string
    is_read: boolean
    attachments: { id: string; name: string; content_type: string; size: number }[]
  }>(
    `select d.id, d.child_id, d.created_at, d.description,
            exists (select 1 from pedagogical_document_read r where r.document_id = d.id and r.person_id = $2) as is_read,
            coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'content_type', a.content_type, 'size', a.size) order by a.created_at)
                      from attachment a where a.owner_type = 'PEDAGOGICAL_DOCUMENT' and a.owner_id = d.id and a.status = 'READY'), '[]') as attachments
     from pedagogical_document d where d.child_id = $1 order by d.created_at desc, d.id`,
    [childId, personId]
  )
  return rows.map((row) => {
    const createdAt = new Date(row.created_at)
    return {
      id: row.id,
      childId: row.child_id,
      createdAt: createdAt.toISOString(),
      date: helsinkiDate(createdAt),
      description: row.description,
      isRead: row.is_read,
      attachments: row.attachments.map((a) => ({ id: a.id, name: a.name, contentType: a.content_type, size: Number(a.size) }))
    }
  })
}

export async function pedagogicalDocumentChild(db: Queryable, documentId: string): Promise<string | undefined> {
  const [row] = await db.query<{ child_id: string }>('select child_id from pedagogical_document where id = $1', [documentId])
  return row?.child_id
}

export async function markPedagogicalRead(db: Queryable, documentIds: string[], personId: string, at: Date): Promise<void> {
  if (documentIds.length === 0) return
  await db.query(
    `insert into pedagogical_document_read (document_id, person_id, read_at) select unnest($1::uuid[]), $2, $3
     on conflict (document_id, person_id) do nothing`,
    [documentIds, personId, at]
  )
}

/** Unread pedagogical documents per child of the guardian. */
export async function unreadPedagogicalCounts(db: Queryable, guardianId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ child_id: string; count: number }>(
    `select d.child_id, count(*)::int as count from guardianship g join pedagogical_document d on d.child_id = g.child_id
     where g.guardian_id = $1 and not exists (select 1 from pedagogical_document_read r where r.document_id = d.id and r.person_id = $1)
     group by d.child_id`,
    [guardianId]
  )
  return new Map(rows.map((row) => [row.child_id, row.count]))
}

export async function insertPedagogicalDocument(db: Queryable, doc: { childId: string; description: string; createdAt: Date }): Promise<string> {
  const [row] = await db.query<{ id: string }>('insert into pedagogical_document (child_id, description, created_at) values ($1, $2, $3) returning id', [
    doc.childId,
    doc.description,
    doc.createdAt
  ])
  return row!.id
}

// Absence applications

export interface AbsenceApplicationRow extends Omit<AbsenceApplication, 'actions'> {
  createdBy: string | null
}

export async function absenceApplications(db: Queryable, where: { childId?: string; id?: string }): Promise<AbsenceApplicationRow[]> {
  const rows = await db.query<{
    id: string
    child_id: string
    start_date: string
    end_date: string
    description: string
    status: AbsenceApplication['status']
    rejected_reason: string | null
    created_at: Date
    created_by: string | null
    created_by_name: string | null
  }>(
    `select a.id, a.child_id, a.start_date, a.end_date, a.description, a.status, a.rejected_reason, a.created_at, a.created_by,
            nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as created_by_name
     from absence_application a left join person p on p.id = a.created_by
     where ($1::uuid is null or a.child_id = $1) and ($2::uuid is null or a.id = $2)
     order by a.start_date desc, a.created_at desc`,
    [where.childId ?? null, where.id ?? null]
  )
  return rows.map((row) => ({
    id: row.id,
    childId: row.child_id,
    startDate: row.start_date,
    endDate: row.end_date,
    description: row.description,
    status: row.status,
    rejectedReason: row.rejected_reason,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    createdByName: row.created_by_name
  }))
}

export async function insertAbsenceApplication(
  db: Queryable,
  application: { childId: string; startDate: string; endDate: string; description: string; createdBy: string | null; createdAt: Date }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into absence_application (child_id, start_date, end_date, description, created_by, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
    [application.childId, application.startDate, application.endDate, application.description, application.createdBy, application.createdAt]
  )
  return row!.id
}

// Service applications

export interface ServiceApplicationRow extends Omit<ServiceApplication, 'permittedActions'> {
  personId: string | null
}

export async function serviceApplications(db: Queryable, where: { childId?: string; id?: string }): Promise<ServiceApplicationRow[]> {
  const rows = await db.query<{
    id: string
    child_id: string
    child_name: string
    person_id: string | null
    person_name: string | null
    sent_at: Date
    start_date: string
    option_id: string
    name_fi: string
    name_sv: string
    name_en: string
    additional_info: string
    status: 'SENT' | 'ACCEPTED' | 'REJECTED'
    decided_by_name: string | null
    decided_at: Date | null
    rejected_reason: string | null
  }>(
    `select s.id, s.child_id, c.first_name || ' ' || c.last_name as child_name, s.person_id,
            nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as person_name,
            s.sent_at, s.start_date, o.id as option_id, o.name_fi, o.name_sv, o.name_en, s.additional_info, s.status,
            s.decided_by_name, s.decided_at, s.rejected_reason
     from service_application s join person c on c.id = s.child_id left join person p on p.id = s.person_id
     join service_need_option o on o.id = s.option_id
     where ($1::uuid is null or s.child_id = $1) and ($2::uuid is null or s.id = $2)
     order by s.sent_at desc`,
    [where.childId ?? null, where.id ?? null]
  )
  return rows.map((row) => ({
    id: row.id,
    childId: row.child_id,
    childName: row.child_name,
    personId: row.person_id,
    personName: row.person_name ?? '',
    sentAt: new Date(row.sent_at).toISOString(),
    startDate: row.start_date,
    serviceNeedOption: { id: row.option_id, nameFi: row.name_fi, nameSv: row.name_sv, nameEn: row.name_en },
    additionalInfo: row.additional_info,
    decision:
      row.status === 'SENT'
        ? null
        : {
            status: row.status,
            decidedByName: row.decided_by_name ?? '',
            decidedAt: new Date(row.decided_at ?? row.sent_at).toISOString(),
            rejectedReason: row.rejected_reason
          }
  }))
}

export async function insertServiceApplication(
  db: Queryable,
  application: { childId: string; personId: string | null; startDate: string; optionId: string; additionalInfo: string; sentAt: Date }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into service_application (child_id, person_id, start_date, option_id, additional_info, sent_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [application.childId, application.personId, application.startDate, application.optionId, application.additionalInfo, application.sentAt]
  )
  return row!.id
}

export interface OptionRow {
  id: string
  nameFi: string
  nameSv: string
  nameEn: string
  validPlacementType: string
}

/** The options of a placement type valid on the date. */
export async function optionsFor(db: Queryable, placementType: string, date: string): Promise<OptionRow[]> {
  const rows = await db.query<{ id: string; name_fi: string; name_sv: string; name_en: string; valid_placement_type: string }>(
    `select id, name_fi, name_sv, name_en, valid_placement_type from service_need_option
     where valid_placement_type = $1 and valid_from <= $2 and (valid_to is null or valid_to >= $2)
     order by display_order, name_fi`,
    [placementType, date]
  )
  return rows.map((row) => ({ id: row.id, nameFi: row.name_fi, nameSv: row.name_sv, nameEn: row.name_en, validPlacementType: row.valid_placement_type }))
}
