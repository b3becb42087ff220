import type { FastifyReply } from 'fastify'
import { assistanceLevelLabel, codeLabels, type CodeLabels } from '@pesa/shared/labels'
import type { Attachments } from '../platform/attachments/attachments'
import { contentDisposition } from '../platform/attachments/file-names'
import { markDeleted } from '../platform/attachments/repository'
import type { Queryable } from '../platform/db'
import { ApiError } from '../platform/errors'
import { enqueueJob } from '../platform/jobs/jobs'
import type { JobRunner } from '../platform/jobs/jobs'
import { renderPdf, type PdfContent, type PdfLanguage } from '../platform/pdf'
import type { MunicipalityConfig } from '../platform/municipality-schema'

/*
 * Decision PDFs (api/src/decisions/DECISIONS.md, "Decisions"): a job queued with the sent decision renders it
 * once in its official language and stores it as an attachment of the decision; the decision's
 * `document_id` is set only after the bytes are stored, so nothing half-written is ever served.
 */

export const RENDER_DECISION_PDF = 'RENDER_DECISION_PDF'
export type DocumentKind = 'DECISION' | 'FINANCE_DECISION' | 'ASSISTANCE_NEED_DECISION' | 'ASSISTANCE_NEED_PRESCHOOL_DECISION'

const TABLES: Record<DocumentKind, string> = {
  DECISION: 'decision',
  FINANCE_DECISION: 'finance_decision',
  ASSISTANCE_NEED_DECISION: 'assistance_need_decision',
  ASSISTANCE_NEED_PRESCHOOL_DECISION: 'assistance_need_preschool_decision'
}

/** In the transaction that sends a decision: its PDF is rendered once that commits. */
export async function queueDocument(tx: Queryable, kind: DocumentKind, id: string, now: Date): Promise<void> {
  await enqueueJob(tx, { type: RENDER_DECISION_PDF, payload: { kind, id }, now })
}

/** A code of one of the shared label tables (the screens name the same codes the same way) */
type Code<Table extends keyof CodeLabels> = keyof CodeLabels[Table]

type Texts = Record<string, string>
const FI: Texts = {
  DECISION: 'Päätös varhaiskasvatuksesta',
  PRESCHOOL: 'Päätös esiopetuksesta',
  CLUB: 'Päätös kerhosta',
  ASSISTANCE_NEED_DECISION: 'Päätös tuesta varhaiskasvatuksessa',
  ASSISTANCE_NEED_PRESCHOOL_DECISION: 'Päätös tuesta esiopetuksessa',
  number: 'Päätösnumero',
  child: 'Lapsi',
  unit: 'Yksikkö',
  period: 'Ajalle',
  type: 'Päätöksen laji',
  decisionMaker: 'Päätöksentekijä',
  preparer: 'Valmistelija',
  sent: 'Päätöspäivä',
  answerBy: 'Vastaa viimeistään',
  answer: 'Vastaus',
  answerText: 'Ilmoita paikan vastaanottamisesta tai siitä kieltäytymisestä kahden viikon kuluessa Pesä-palvelussa kohdassa Päätökset.',
  validity: 'Voimassa',
  children: 'Lapset',
  total: 'Perhe maksaa yhteensä kuukaudessa',
  perMonth: '€ / kk',
  fee: 'Kuukausimaksu',
  value: 'Palvelusetelin arvo',
  coPayment: 'Omavastuu',
  levels: 'Tuen taso',
  status: 'Tila',
  motivation: 'Perustelut',
  guardians: 'Huoltajien kuuleminen',
  annulled: 'Päätös on kumottu',
  appeal: 'Muutoksenhakuohje',
  appealText:
    'Tähän päätökseen tyytymätön voi tehdä kirjallisen oikaisuvaatimuksen {days} päivän kuluessa päätöksen tiedoksisaannista ({law}). Sähköisen viestin katsotaan tulleen tietoon kolmantena päivänä sen lähettämisestä ja kirjeen seitsemäntenä päivänä.',
  lawBasicEducation: 'perusopetuslaki 86 §',
  lawAdministrative: 'hallintolaki 49 c §',
  ongoing: 'toistaiseksi'
}
const SV: Texts = {
  DECISION: 'Beslut om småbarnspedagogik',
  PRESCHOOL: 'Beslut om förskoleundervisning',
  CLUB: 'Beslut om klubb',
  ASSISTANCE_NEED_DECISION: 'Beslut om stöd inom småbarnspedagogiken',
  ASSISTANCE_NEED_PRESCHOOL_DECISION: 'Beslut om stöd i förskoleundervisningen',
  number: 'Beslutsnummer',
  child: 'Barn',
  unit: 'Enhet',
  period: 'För perioden',
  type: 'Beslutets typ',
  decisionMaker: 'Beslutsfattare',
  preparer: 'Beredare',
  sent: 'Beslutsdatum',
  answerBy: 'Svara senast',
  answer: 'Svar',
  answerText: 'Meddela inom två veckor i tjänsten Pesä under Beslut om du tar emot platsen eller avstår från den.',
  validity: 'I kraft',
  children: 'Barn',
  total: 'Familjen betalar sammanlagt per månad',
  perMonth: '€ / mån',
  fee: 'Månadsavgift',
  value: 'Servicesedelns värde',
  coPayment: 'Självrisk',
  levels: 'Stödnivå',
  status: 'Status',
  motivation: 'Motivering',
  guardians: 'Hörande av vårdnadshavarna',
  annulled: 'Beslutet har upphävts',
  appeal: 'Anvisning om begäran om omprövning',
  appealText:
    'Den som är missnöjd med beslutet kan begära omprövning skriftligen inom {days} dagar från delfåendet ({law}). Ett elektroniskt meddelande anses ha kommit till kännedom den tredje dagen och ett brev den sjunde dagen efter att det sändes.',
  lawBasicEducation: 'lagen om grundläggande utbildning 86 §',
  lawAdministrative: 'förvaltningslagen 49 c §',
  ongoing: 'tills vidare'
}
const TEXTS: Record<PdfLanguage, Texts> = { fi: FI, sv: SV }

/*
 * The period of a request for a review (oikaisuvaatimus) is the one of the act the decision is
 * made under (api/src/decisions/DECISIONS.md, "Appeal periods"). Basic Education Act (perusopetuslaki 628/1998)
 * 86 §: 14 days, for admission to preschool and preparatory education and for support in
 * preschool. Everything under the Early Childhood Education Act (varhaiskasvatuslaki 540/2018,
 * 62 §: daycare, connected daycare, clubs, support in early childhood education) and the fee
 * decisions (laki varhaiskasvatuksen asiakasmaksuista 1503/2016) follows the Administrative
 * Procedure Act (hallintolaki 434/2003) 49 c §: 30 days.
 */
type AppealAct = 'BASIC_EDUCATION' | 'ADMINISTRATIVE'
const APPEAL_DAYS: Record<AppealAct, number> = { BASIC_EDUCATION: 14, ADMINISTRATIVE: 30 }
const placementAct = (type: Code<'decisionType'>): AppealAct =>
  type === 'PRESCHOOL' || type === 'PREPARATORY_EDUCATION' ? 'BASIC_EDUCATION' : 'ADMINISTRATIVE'

function appealText(t: Texts, act: AppealAct): string {
  return t.appealText!.replace('{days}', String(APPEAL_DAYS[act])).replace('{law}', act === 'BASIC_EDUCATION' ? t.lawBasicEducation! : t.lawAdministrative!)
}

const fiDate = (iso: string | null) => (iso ? `${Number(iso.slice(8, 10))}.${Number(iso.slice(5, 7))}.${iso.slice(0, 4)}` : '')
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')
const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value as string | null))

type Row = Record<string, unknown>

/** The document's content from the database, in its official language (never the UI's). */
export async function documentContent(db: Queryable, municipality: MunicipalityConfig, kind: DocumentKind, id: string): Promise<PdfContent | undefined> {
  if (kind === 'DECISION') {
    const [row] = await db.query<Row>(
      `select d.*, d.decision_number::text as number, u.name as unit_name, u.language as unit_language, c.first_name || ' ' || c.last_name as child_name
       from decision d join application a on a.id = d.application_id join unit u on u.id = d.unit_id join person c on c.id = a.child_id where d.id = $1`,
      [id]
    )
    if (!row) return undefined
    const lang: PdfLanguage = row.unit_language === 'sv' ? 'sv' : 'fi'
    const t = TEXTS[lang]
    const type = row.type as string
    const title = type === 'PRESCHOOL' || type === 'PREPARATORY_EDUCATION' ? t.PRESCHOOL! : type === 'CLUB' ? t.CLUB! : t.DECISION!
    const sent = isoOf(row.sent_date)
    return {
      lang,
      title,
      subtitle: [municipality.name[lang], `${t.number} ${String(row.number)}`],
      footer: `${municipality.name[lang]} · ${t.number} ${String(row.number)}`,
      sections: [
        {
          rows: [
            [t.child!, row.child_name as string],
            [t.type!, codeLabels[lang].decisionType[type as Code<'decisionType'>]],
            [t.unit!, row.unit_name as string],
            [t.period!, `${fiDate(isoOf(row.start_date))} – ${fiDate(isoOf(row.end_date))}`],
            [t.sent!, fiDate(sent)],
            [t.decisionMaker!, (row.decision_maker as string) || municipality.name[lang]]
          ]
        },
        { heading: t.answer!, rows: sent ? [[t.answerBy!, fiDate(addDaysIso(sent, 14))]] : [], paragraphs: [t.answerText!] },
        { heading: t.appeal!, paragraphs: [appealText(t, placementAct(type as Code<'decisionType'>))] }
      ]
    }
  }
  if (kind === 'FINANCE_DECISION') {
    const [row] = await db.query<Row>(
      `select f.*, f.decision_number::text as number, h.language as head_language,
         coalesce((select json_agg(json_build_object('name', c.first_name || ' ' || c.last_name, 'unit', u.name, 'amount', fc.amount_cents, 'coPayment', fc.co_payment_cents) order by c.date_of_birth)
                   from finance_decision_child fc join person c on c.id = fc.child_id join unit u on u.id = fc.unit_id where fc.finance_decision_id = f.id), '[]') as children
       from finance_decision f join person h on h.id = f.head_of_family_id where f.id = $1`,
      [id]
    )
    if (!row) return undefined
    const lang: PdfLanguage = row.head_language === 'sv' ? 'sv' : 'fi'
    const t = TEXTS[lang]
    const voucher = row.type === 'VOUCHER_VALUE_DECISION'
    const children = row.children as { name: string; unit: string; amount: number; coPayment: number }[]
    return {
      lang,
      title: codeLabels[lang].financeDecisionType[row.type as Code<'financeDecisionType'>],
      subtitle: [municipality.name[lang], `${t.number} ${String(row.number)}`],
      footer: `${municipality.name[lang]} · ${t.number} ${String(row.number)}`,
      sections: [
        { rows: [[t.validity!, `${fiDate(isoOf(row.valid_from))} – ${row.valid_to ? fiDate(isoOf(row.valid_to)) : t.ongoing!}`]] },
        ...children.map((child) => ({
          heading: child.name,
          rows: [
            [t.child!, child.name],
            [t.unit!, child.unit],
            [voucher ? t.value! : t.fee!, `${euros(child.amount)} ${t.perMonth!}`],
            ...(voucher ? [[t.coPayment!, `${euros(child.coPayment)} ${t.perMonth!}`] as [string, string]] : [])
          ] as [string, string][]
        })),
        {
          rows: [
            [voucher ? t.value! : t.total!, `${euros(row.total_cents as number)} ${t.perMonth!}`],
            [t.decisionMaker!, (row.decision_maker as string) || municipality.name[lang]]
          ]
        },
        { heading: t.appeal!, paragraphs: [appealText(t, 'ADMINISTRATIVE')] }
      ]
    }
  }
  const preschool = kind === 'ASSISTANCE_NEED_PRESCHOOL_DECISION'
  const [row] = await db.query<Row>(
    `select d.*, d.decision_number::text as number, u.name as unit_name, c.first_name || ' ' || c.last_name as child_name
     from ${TABLES[kind]} d join person c on c.id = d.child_id left join unit u on u.id = d.unit_id where d.id = $1`,
    [id]
  )
  if (!row) return undefined
  const lang: PdfLanguage = row.language === 'SV' ? 'sv' : 'fi'
  const t = TEXTS[lang]
  const rows: [string, string][] = [
    [t.child!, row.child_name as string],
    [t.unit!, (row.unit_name as string | null) ?? ''],
    [t.validity!, `${fiDate(isoOf(row.valid_from))} – ${row.valid_to ? fiDate(isoOf(row.valid_to)) : t.ongoing!}`],
    [t.status!, codeLabels[lang].decisionStatus[row.status as Code<'decisionStatus'>]],
    [t.sent!, fiDate(isoOf(row.decision_made))],
    preschool
      ? [t.type!, codeLabels[lang].preschoolAssistanceType[row.type as Code<'preschoolAssistanceType'>]]
      : [t.levels!, (row.assistance_levels as string[]).map((level) => assistanceLevelLabel(lang, level)).join(', ')],
    [t.preparer!, [row.preparer_name, row.preparer_title].filter(Boolean).join(', ')],
    [t.decisionMaker!, [row.decision_maker_name, row.decision_maker_title].filter(Boolean).join(', ')]
  ]
  const motivation = preschool ? (row.decision_basis as string) : (row.motivation_for_decision as string)
  return {
    lang,
    title: t[kind]!,
    subtitle: [municipality.name[lang], `${t.number} ${String(row.number)}`],
    footer: `${municipality.name[lang]} · ${t.number} ${String(row.number)}`,
    sections: [
      { rows },
      ...(row.status === 'ANNULLED' ? [{ heading: t.annulled!, paragraphs: [row.annulment_reason as string] }] : []),
      ...(motivation ? [{ heading: t.motivation!, paragraphs: [motivation] }] : []),
      ...(row.view_of_guardians ? [{ heading: t.guardians!, paragraphs: [row.view_of_guardians as string] }] : []),
      { heading: t.appeal!, paragraphs: [appealText(t, preschool ? 'BASIC_EDUCATION' : 'ADMINISTRATIVE')] }
    ]
  }
}

function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The file name a guardian saves, localized by the document's language. */
export function documentFileName(content: PdfContent, number: string | number): string {
  return `${content.title} ${number}.pdf`
}

/** Registers the render job: renders, stores, then sets `document_id` unless another run did. */
export function defineDocumentJob(jobs: JobRunner, attachments: Attachments, db: Queryable, municipality: MunicipalityConfig): void {
  jobs.define<{ kind: DocumentKind; id: string }>(RENDER_DECISION_PDF, {
    async run({ payload, now, log }) {
      const [existing] = await db.query<{ document_id: string | null; number: string }>(
        `select document_id, decision_number::text as number from ${TABLES[payload.kind]} where id = $1`,
        [payload.id]
      )
      if (!existing || existing.document_id) return
      const content = await documentContent(db, municipality, payload.kind, payload.id)
      if (!content) return
      const bytes = await renderPdf(content)
      const documentId = await attachments.storeGenerated(bytes, {
        ownerType: payload.kind,
        ownerId: payload.id,
        attachmentType: 'DECISION_PDF',
        name: documentFileName(content, existing.number),
        contentType: 'application/pdf',
        now
      })
      const updated = await db.query(`update ${TABLES[payload.kind]} set document_id = $2 where id = $1 and document_id is null returning id`, [
        payload.id,
        documentId
      ])
      if (updated.length === 0) await markDeleted(db, [documentId])
      log.info({ kind: payload.kind, decisionId: payload.id, bytes: bytes.length }, 'decision pdf stored')
    }
  })
}

/** Sends the stored PDF: `application/pdf`, attachment with the localized name, no-store; 404 DOCUMENT_NOT_READY before it is stored. */
export async function sendDocument(reply: FastifyReply, attachments: Attachments, kind: DocumentKind, ownerId: string, documentId: string | null) {
  const opened = documentId ? await attachments.openOwned(documentId, kind, ownerId) : undefined
  if (!opened) throw new ApiError('DOCUMENT_NOT_READY', 'The PDF is not ready yet')
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(opened.attachment.name))
    .header('content-length', String(opened.attachment.size))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(opened.content)
}
