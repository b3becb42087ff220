import type { Queryable } from '../../platform/db'
import type { ChildDocumentDetails, ChildDocumentSummary, DocumentContent, TemplateContent } from './schemas'

interface DocumentRow {
  id: string
  child_id: string
  status: ChildDocumentDetails['status']
  published_content: DocumentContent
  published_at: Date
  answered_at: Date | null
  answered_by_name: string | null
  decision_number: string | null
  decision_status: string | null
  decision_valid_from: string | null
  decision_valid_to: string | null
  template_name: string
  template_type: string
  confidential: boolean
  legal_basis: string
  template_content: TemplateContent
  template_language: 'fi' | 'sv'
  first_name: string
  last_name: string
  date_of_birth: string
  unread: boolean
}

/** Published documents only: a document staff have not published does not exist for guardians. */
const SELECT = `
  select d.id, d.child_id, d.status, d.published_content, d.published_at, d.answered_at,
         nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') as answered_by_name,
         d.decision_number, d.decision_status, d.decision_valid_from, d.decision_valid_to,
         t.name as template_name, t.type as template_type, t.confidential, t.legal_basis, t.content as template_content, t.language as template_language,
         c.first_name, c.last_name, c.date_of_birth,
         not exists (select 1 from child_document_read r where r.document_id = d.id and r.person_id = $1 and r.read_at >= d.published_at) as unread
  from child_document d
  join child_document_template t on t.id = d.template_id
  join person c on c.id = d.child_id
  left join person a on a.id = d.answered_by
  where d.published_at is not null`

const decisionOf = (row: DocumentRow): ChildDocumentDetails['decision'] =>
  row.decision_status
    ? {
        decisionNumber: row.decision_number,
        status: row.decision_status,
        validity: row.decision_valid_from ? { start: row.decision_valid_from, end: row.decision_valid_to } : null
      }
    : null

const answeredByOf = (row: DocumentRow): ChildDocumentDetails['answeredBy'] =>
  row.answered_at ? { type: row.answered_by_name ? 'CITIZEN' : 'EMPLOYEE', name: row.answered_by_name ?? '' } : null

function summaryOf(row: DocumentRow): ChildDocumentSummary {
  return {
    id: row.id,
    childId: row.child_id,
    templateName: row.template_name,
    type: row.template_type,
    publishedAt: new Date(row.published_at).toISOString(),
    unread: row.unread,
    status: row.decision_status ?? row.status,
    decision: decisionOf(row),
    answeredAt: row.answered_at ? new Date(row.answered_at).toISOString() : null,
    answeredBy: answeredByOf(row),
    confidential: row.confidential
  }
}

export async function summaries(db: Queryable, personId: string, where: { childIds: string[]; status?: string }): Promise<ChildDocumentSummary[]> {
  const rows = await db.query<DocumentRow>(
    `${SELECT} and d.child_id = any ($2::uuid[]) and ($3::text is null or d.status = $3) order by d.published_at desc, d.id`,
    [personId, where.childIds, where.status ?? null]
  )
  return rows.map(summaryOf)
}

/** A document with what only the server uses: the language its template is written in (the PDF's). */
export type DocumentDetails = ChildDocumentDetails & { childId: string; language: 'fi' | 'sv' }

export async function details(db: Queryable, personId: string, id: string): Promise<DocumentDetails | undefined> {
  const [row] = await db.query<DocumentRow>(`${SELECT} and d.id = $2`, [personId, id])
  if (!row) return undefined
  return {
    id: row.id,
    childId: row.child_id,
    status: row.status,
    shownStatus: row.decision_status ?? row.status,
    publishedAt: new Date(row.published_at).toISOString(),
    template: { name: row.template_name, type: row.template_type, confidential: row.confidential, legalBasis: row.legal_basis, content: row.template_content },
    content: row.published_content,
    child: { id: row.child_id, firstName: row.first_name, lastName: row.last_name, dateOfBirth: row.date_of_birth },
    decision: decisionOf(row),
    answeredAt: row.answered_at ? new Date(row.answered_at).toISOString() : null,
    answeredBy: answeredByOf(row),
    language: row.template_language
  }
}

/** Unread published documents per child of the guardian. */
export async function unreadCounts(db: Queryable, guardianId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ child_id: string; count: number }>(
    `select d.child_id, count(*)::int as count from guardianship g join child_document d on d.child_id = g.child_id
     where g.guardian_id = $1 and d.published_at is not null
       and not exists (select 1 from child_document_read r where r.document_id = d.id and r.person_id = $1 and r.read_at >= d.published_at)
     group by d.child_id`,
    [guardianId]
  )
  return new Map(rows.map((row) => [row.child_id, row.count]))
}

export async function markRead(db: Queryable, id: string, personId: string, at: Date): Promise<void> {
  await db.query(
    `insert into child_document_read (document_id, person_id, read_at) values ($1, $2, $3)
     on conflict (document_id, person_id) do update set read_at = excluded.read_at`,
    [id, personId, at]
  )
}

/** The answer: only while still CITIZEN_DRAFT (the later of two guardians gets no row). */
export async function answer(db: Queryable, id: string, content: DocumentContent, personId: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `update child_document set status = 'COMPLETED', published_content = $2, answered_at = $4, answered_by = $3
     where id = $1 and status = 'CITIZEN_DRAFT' returning id`,
    [id, JSON.stringify(content), personId, at]
  )
  return rows.length > 0
}

export async function insertTemplate(
  db: Queryable,
  template: { name: string; type: string; confidential: boolean; legalBasis: string; content: TemplateContent; language?: 'fi' | 'sv' }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into child_document_template (name, type, confidential, legal_basis, content, language) values ($1, $2, $3, $4, $5, $6) returning id',
    [template.name, template.type, template.confidential, template.legalBasis, JSON.stringify(template.content), template.language ?? 'fi']
  )
  return row!.id
}

export async function insertDocument(
  db: Queryable,
  doc: {
    childId: string
    templateId: string
    status: string
    content: DocumentContent
    publishedAt: Date | null
    decision?: { number: string; status: string; validFrom: string; validTo: string | null } | null
    answeredBy?: string | null
    answeredAt?: Date | null
  }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into child_document (child_id, template_id, status, published_content, published_at, decision_number, decision_status,
                                 decision_valid_from, decision_valid_to, answered_by, answered_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      doc.childId,
      doc.templateId,
      doc.status,
      JSON.stringify(doc.content),
      doc.publishedAt,
      doc.decision?.number ?? null,
      doc.decision?.status ?? null,
      doc.decision?.validFrom ?? null,
      doc.decision?.validTo ?? null,
      doc.answeredBy ?? null,
      doc.answeredAt ?? null
    ]
  )
  return row!.id
}
