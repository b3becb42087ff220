/*
 * A decision PDF's render, as the document job does it: the content read from the demo
 * municipality's database (PGlite in a temporary folder, migrated and seeded), then laid out by
 * pdfkit. Of the seeded decisions, the one with the most pages is timed. Budgets: p50 ≤ 150 ms,
 * ≤ 150 KB. Run with `npx tsx api/bench/decision-pdf.bench.ts [--short]`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { documentContent, type DocumentKind } from '../src/decisions/documents'
import { loadConfig } from '../src/platform/config'
import { openDb } from '../src/platform/db'
import { migrate } from '../src/platform/migrate'
import { loadMunicipality } from '../src/platform/municipality'
import { renderPdf } from '../src/platform/pdf'
import { seedDemo } from '../src/seed'

const BUDGET_MS = 150
const BUDGET_BYTES = 150 * 1024
const short = process.argv.includes('--short')
const WARMUP = short ? 2 : 10
const ROUNDS = short ? 10 : 100

const SEEDED: { kind: DocumentKind; sql: string }[] = [
  { kind: 'DECISION', sql: 'select id from decision where sent_date is not null' },
  { kind: 'FINANCE_DECISION', sql: "select id from finance_decision where status = 'SENT'" },
  { kind: 'ASSISTANCE_NEED_DECISION', sql: "select id from assistance_need_decision where status <> 'DRAFT'" },
  { kind: 'ASSISTANCE_NEED_PRESCHOOL_DECISION', sql: "select id from assistance_need_preschool_decision where status <> 'DRAFT'" }
]

const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pesa-pdf-bench-'))
  const config = loadConfig({ ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: folder })
  const db = await openDb(config)
  try {
    await migrate(db)
    await seedDemo(db, new Date())
    const municipality = loadMunicipality(config.municipality)
    let longest: { kind: DocumentKind; id: string; pages: number } | undefined
    for (const { kind, sql } of SEEDED) {
      for (const { id } of await db.query<{ id: string }>(sql)) {
        const pages = pagesOf(await renderPdf((await documentContent(db, municipality, kind, id))!))
        if (!longest || pages > longest.pages) longest = { kind, id, pages }
      }
    }
    if (!longest) throw new Error('The demo municipality has no sent decisions')

    const content = (await documentContent(db, municipality, longest.kind, longest.id))!
    for (let round = 0; round < WARMUP; round++) await renderPdf(content)
    const times: number[] = []
    let bytes = 0
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now()
      bytes = (await renderPdf(content)).length
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const p50 = times[Math.floor(times.length / 2)]!
    const p95 = times[Math.floor(times.length * 0.95)]!
    console.log(
      `${longest.kind} of ${longest.pages} page(s), ${ROUNDS} renders: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KB`
    )
    console.log(
      `budget p50 ≤ ${BUDGET_MS} ms: ${p50 <= BUDGET_MS ? 'within' : 'MISSED'}; size ≤ ${BUDGET_BYTES / 1024} KB: ${bytes <= BUDGET_BYTES ? 'within' : 'MISSED'}`
    )
  } finally {
    await db.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
