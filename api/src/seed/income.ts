import { addDays, addMonths } from '@pesa/shared/dates'
import type { Queryable } from '../platform/db'
import { insertStatement } from '../income/repository'
import type { SeedContext } from './context'
import { insertStaffFile, textPdf } from './demo-files'

/** A one-page PDF the demo's files are made of (the content is never shown, only downloaded). */
export const demoPdf = (title: string): Buffer => textPdf([title])

/**
 * Stores a small file of an income statement straight in database storage: the demo's and the
 * dev API's (staff paper attachments), which have no upload request to go through.
 */
export function insertIncomeFile(
  db: Queryable,
  file: { statementId: string; attachmentType: string; name: string; content: Buffer; uploadedByPerson?: string; uploadedByEmployee?: string; now: Date }
): Promise<string> {
  const { statementId, ...rest } = file
  return insertStaffFile(db, { ...rest, ownerType: 'INCOME_STATEMENT', ownerId: statementId, contentType: 'application/pdf' })
}

const assured = { student: false, alimonyPayer: false, otherInfo: '', assure: true }

/** Anna's handled statement keeps one id, for the benchmark's "one statement" line (bench/src/endpoints.ts). */
export const ANNA_HANDLED_INCOME_STATEMENT_ID = '5e5d0a1c-2b7e-4c1a-9a11-a1e0d01c0001'

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
  await db.query("update income_statement set status = 'HANDLED', handled_at = $2, id = $3 where id = $1", [
    handled,
    new Date(`${addDays(annaStart, 14)}T10:00:00Z`),
    ANNA_HANDLED_INCOME_STATEMENT_ID
  ])

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
