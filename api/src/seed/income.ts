import { randomUUID } from 'node:crypto'
import { addDays, addMonths } from '@pesa/shared/dates'
import type { Queryable } from '../platform/db'
import { insertStatement } from '../income/repository'
import type { SeedContext } from './context'

/** A one-page PDF the demo's files are made of (the content is never shown, only downloaded). */
export function demoPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n` +
      `4 0 obj << /Length ${text.length} >> stream\n${text}\nendstream endobj\n5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n` +
      `trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1'
  )
}

/**
 * Stores a small file of an income statement straight in database storage: the demo's and the
 * dev API's (staff paper attachments), which have no upload request to go through.
 */
export async function insertIncomeFile(
  db: Queryable,
  file: { statementId: string; attachmentType: string; name: string; content: Buffer; uploadedByPerson?: string; uploadedByEmployee?: string; now: Date }
): Promise<string> {
  const id = randomUUID()
  await db.query(
    `insert into attachment (id, owner_type, owner_id, attachment_type, name, content_type, size, storage, status,
       uploaded_by_person, uploaded_by_employee, created_at, attached_at)
     values ($1, 'INCOME_STATEMENT', $2, $3, $4, 'application/pdf', $5, 'DATABASE', 'READY', $6, $7, $8, $8)`,
    [id, file.statementId, file.attachmentType, file.name, file.content.length, file.uploadedByPerson ?? null, file.uploadedByEmployee ?? null, file.now]
  )
  await db.query('insert into attachment_chunk (attachment_id, seq, data) values ($1, 0, $2)', [id, file.content])
  return id
}

const assured = { student: false, alimonyPayer: false, otherInfo: '', assure: true }

/**
 * Dated from today (issue 16): Anna's handled income runs out in 3 weeks and she has an
 * entrepreneur draft for after it; Mikko has none (Anna sees the partner warning); Aino has a
 * sent child statement with a PDF; Liisa has agreed to the highest fee; Pekka has nothing.
 */
export async function seedIncome({ db, today, now, people }: SeedContext): Promise<void> {
  const annaEnd = addDays(today, 21)
  const annaStart = addDays(addMonths(annaEnd, -12), 1)
  const handled = await insertStatement(db, people.anna, people.anna, {
    type: 'INCOME',
    status: 'SENT',
    startDate: annaStart,
    endDate: annaEnd,
    body: {
      ...assured,
      gross: { incomeSource: 'INCOMES_REGISTER', noIncomeDescription: '', estimatedMonthlyIncome: '3 450,00', otherIncome: [], otherIncomeInfo: '' },
      isEntrepreneur: false,
      entrepreneur: null
    },
    now: new Date(`${annaStart}T09:00:00Z`)
  })
  await db.query("update income_statement set status = 'HANDLED', handled_at = $2 where id = $1", [handled, new Date(`${addDays(annaStart, 14)}T10:00:00Z`)])

  await insertStatement(db, people.anna, people.anna, {
    type: 'INCOME',
    status: 'DRAFT',
    startDate: addDays(annaEnd, 1),
    endDate: null,
    body: {
      ...assured,
      assure: false,
      gross: null,
      isEntrepreneur: true,
      entrepreneur: {
        startOfEntrepreneurship: addMonths(today, -2),
        companyName: 'Virtasen Puutyö',
        businessId: '3141592-6',
        spouseWorksInCompany: false,
        startupGrant: false,
        checkupConsent: true,
        selfEmployed: { attachments: false, estimatedIncome: { estimatedMonthlyIncome: '2 100', incomeStartDate: addMonths(today, -2), incomeEndDate: '' } },
        limitedCompany: null,
        partnership: false,
        lightEntrepreneur: false,
        accountant: null
      }
    },
    now
  })

  const ainoStart = addDays(today, -40)
  const aino = await insertStatement(db, people.daycareChild, people.anna, {
    type: 'CHILD_INCOME',
    status: 'SENT',
    startDate: ainoStart,
    endDate: null,
    body: { ...assured, gross: null, entrepreneur: null, otherInfo: 'Ainon elatustuki' },
    now: new Date(`${ainoStart}T08:00:00Z`)
  })
  await insertIncomeFile(db, {
    statementId: aino,
    attachmentType: 'CHILD_INCOME',
    name: 'elatustuki-paatos.pdf',
    content: demoPdf('Elatustukipaatos'),
    uploadedByPerson: people.anna,
    now: new Date(`${ainoStart}T08:00:00Z`)
  })

  const liisaStart = addMonths(today, -5)
  const liisa = await insertStatement(db, people.liisa, people.liisa, {
    type: 'HIGHEST_FEE',
    status: 'SENT',
    startDate: liisaStart,
    endDate: null,
    body: { ...assured, gross: null, entrepreneur: null },
    now: new Date(`${liisaStart}T08:00:00Z`)
  })
  await db.query("update income_statement set status = 'HANDLED', handled_at = $2 where id = $1", [liisa, new Date(`${addDays(liisaStart, 7)}T10:00:00Z`)])
}
