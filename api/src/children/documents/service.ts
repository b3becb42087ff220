import { helsinkiDate } from '@pesa/shared/dates'
import { validateChildDocumentAnswerRequest } from '@pesa/shared/validators'
import { codeLabels, type ChildDocumentStatus } from '@pesa/shared/labels'
import type { Db, Queryable } from '../../platform/db'
import { ApiError, refuseInvalid } from '../../platform/errors'
import { guardianChildIds, isGuardianOf } from '../repository'
import { renderPdf, type PdfLanguage, type PdfSection } from '../../platform/pdf'
import { childFirstName, queuePush } from '../../platform/push/notify'
import { PUSH_TEXTS } from '../../platform/push/texts'
import * as repository from './repository'
import type { ChildDocumentAnswerRequest, ChildDocumentSummary } from './schemas'

/** A published document of the caller's child; anything else is 404. */
/**
 * Staff published a document that asks for the guardians' answer (CITIZEN_DRAFT): the child's
 * guardians' devices hear of it (issue 37 §3, DOCUMENT_NOTIFICATION). Each publishing is an event:
 * a republished document asks again.
 */
export async function pushDocumentWaiting(db: Queryable, id: string, now: Date): Promise<void> {
  const [doc] = await db.query<{ child_id: string; published_at: Date }>(
    "select child_id, published_at from child_document where id = $1 and status = 'CITIZEN_DRAFT' and published_at is not null",
    [id]
  )
  if (!doc) return
  const guardians = await db.query<{ guardian_id: string }>('select guardian_id from guardianship where child_id = $1', [doc.child_id])
  const child = await childFirstName(db, doc.child_id)
  await queuePush(db, {
    personIds: guardians.map((row) => row.guardian_id),
    type: 'DOCUMENT_NOTIFICATION',
    eventKey: `child-document:${id}:${doc.published_at.toISOString()}`,
    message: (language) => ({ ...PUSH_TEXTS.document[language](child), url: `/child-documents/${id}`, tag: `child-document:${id}` }),
    now
  })
}

export async function documentOf(db: Queryable, callerId: string, id: string): Promise<repository.DocumentDetails> {
  const doc = await repository.details(db, callerId, id)
  if (!doc || !(await isGuardianOf(db, callerId, doc.childId))) throw new ApiError('NOT_FOUND')
  return doc
}

export async function documentsOfChild(db: Queryable, callerId: string, childId: string): Promise<ChildDocumentSummary[]> {
  if (!(await isGuardianOf(db, callerId, childId))) throw new ApiError('NOT_FOUND')
  return repository.summaries(db, callerId, { childIds: [childId] })
}

export async function unanswered(db: Queryable, callerId: string): Promise<ChildDocumentSummary[]> {
  return repository.summaries(db, callerId, { childIds: await guardianChildIds(db, callerId), status: 'CITIZEN_DRAFT' })
}

export async function unreadCounts(db: Queryable, callerId: string): Promise<Record<string, number>> {
  return Object.fromEntries(await repository.unreadCounts(db, callerId))
}

export async function markRead(db: Queryable, callerId: string, id: string, now: Date): Promise<string> {
  const doc = await documentOf(db, callerId, id)
  await repository.markRead(db, id, callerId, now)
  return doc.childId
}

/**
 * PUT /citizen/child-documents/{id} (spec part 2 §4): a CITIZEN_DRAFT answered once, content
 * fitting its template; the answer and who gave it are stored, then frozen. Two guardians at
 * once: the update's status condition lets one through, the other gets 409.
 */
export async function answer(db: Db, callerId: string, id: string, body: ChildDocumentAnswerRequest, now: Date): Promise<string> {
  const doc = await documentOf(db, callerId, id)
  if (doc.status !== 'CITIZEN_DRAFT') throw new ApiError('CHILD_DOCUMENT_NOT_EDITABLE', 'The document is no longer open for answers')
  const answers = body.content.answers
  const errors = validateChildDocumentAnswerRequest(doc.template.content.sections, body)
  if (Object.keys(errors).length > 0) {
    refuseInvalid(errors)
  }
  const answered = await db.transaction(async (tx) => {
    const done = await repository.answer(tx, id, { answers }, callerId, now)
    if (done) await repository.markRead(tx, id, callerId, now)
    return done
  })
  if (!answered) throw new ApiError('CHILD_DOCUMENT_NOT_EDITABLE', 'Another guardian answered first')
  return doc.childId
}

/** A calendar date (yyyy-mm-dd) as d.m.yyyy; an instant goes through helsinkiDate first. */
function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${Number(d)}.${Number(m)}.${y}`
}

/** The PDF's own words, in each language a template can be written in. */
const PDF_LABELS: Record<PdfLanguage, { status: string; decisionNumber: string; confidential: string; yes: string; no: string; answered: string }> = {
  fi: { status: 'Tila', decisionNumber: 'Päätösnumero', confidential: 'Salassa pidettävä', yes: 'Kyllä', no: 'Ei', answered: 'Vastattu' },
  sv: { status: 'Status', decisionNumber: 'Beslutsnummer', confidential: 'Sekretessbelagd', yes: 'Ja', no: 'Nej', answered: 'Besvarad' }
}

/**
 * The document as a PDF (the platform's PDF module): its header fields, then every section's
 * questions with the answers. Its language is the template's (`child_document_template.language`):
 * the questions, names and options are written in it, so the labels, the status, yes/no and the
 * footer's page word follow it; never the reader's UI language, as with the decisions, whose
 * PDF is one case document for every party.
 */
export function pdfOf(doc: repository.DocumentDetails): Promise<Buffer> {
  const lang: PdfLanguage = doc.language
  const t = PDF_LABELS[lang]
  const answers = new Map(doc.content.answers.map((a) => [a.questionId, a]))
  const subtitle = [
    `${doc.child.firstName} ${doc.child.lastName}, ${formatDate(doc.child.dateOfBirth)}`,
    `${t.status}: ${codeLabels[lang].childDocumentStatus[doc.shownStatus as ChildDocumentStatus]}`
  ]
  if (doc.decision?.decisionNumber) subtitle.push(`${t.decisionNumber}: ${doc.decision.decisionNumber}`)
  if (doc.template.confidential) subtitle.push(t.confidential)
  if (doc.template.legalBasis) subtitle.push(doc.template.legalBasis)
  const sections: PdfSection[] = doc.template.content.sections.map((section) => {
    const rows: [string, string][] = []
    const paragraphs: string[] = []
    for (const question of section.questions) {
      if (question.type === 'STATIC_TEXT_PARAGRAPH') {
        paragraphs.push(question.info ? `${question.label}: ${question.info}` : question.label)
        continue
      }
      const value = answers.get(question.id)?.value
      const labelOf = (optionId: string) => question.options?.find((o) => o.id === optionId)?.label ?? optionId
      let text = '-'
      if (typeof value === 'string' && value.trim() !== '')
        text = question.type === 'RADIO_BUTTON_GROUP' ? labelOf(value) : question.type === 'DATE' ? formatDate(value) : value
      else if (typeof value === 'boolean') text = value ? t.yes : t.no
      // A box has no "unanswered" once the document is answered: unticked (or left out) is no.
      else if (question.type === 'CHECKBOX' && doc.answeredAt) text = t.no
      else if (Array.isArray(value) && value.length > 0) text = value.map(labelOf).join(', ')
      rows.push([question.label, text])
    }
    return { heading: section.label, rows, paragraphs }
  })
  if (doc.answeredAt)
    sections.push({ paragraphs: [`${t.answered} ${formatDate(helsinkiDate(doc.answeredAt))}${doc.answeredBy?.name ? `, ${doc.answeredBy.name}` : ''}`] })
  return renderPdf({ lang, title: doc.template.name, subtitle, sections, footer: doc.template.name })
}
