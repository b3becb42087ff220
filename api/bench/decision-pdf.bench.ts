/*
 * A two-page decision PDF rendered as the render job does (fonts parsed once per process, as in
 * a running server). The budget is p50 ≤ 150 ms and ≤ 150 KB; run with
 * `cd api && npx tsx bench/decision-pdf.bench.ts [--short]`.
 */
import { renderPdf, type PdfContent } from '../src/platform/pdf'

const BUDGET_MS = 150
const BUDGET_BYTES = 150 * 1024
const short = process.argv.includes('--short')
const ROUNDS = short ? 10 : 50

const content: PdfContent = {
  lang: 'fi',
  title: 'Päätös tuesta varhaiskasvatuksessa',
  subtitle: ['Pesälä', 'Päätösnumero 100042'],
  footer: 'Pesälä · Päätösnumero 100042',
  sections: Array.from({ length: 14 }, (_, index) => ({
    heading: `Osio ${index + 1}`,
    rows: [
      ['Lapsi', 'Aino Helmi Virtanen'],
      ['Yksikkö', 'Päiväkoti Kuusela'],
      ['Voimassa', '1.8.2026 – 31.7.2027']
    ] as [string, string][],
    paragraphs: ['Lapsi hyötyy tehostetusta tuesta ryhmän arjessa; tukea annetaan pienryhmissä ja siirtymätilanteissa. '.repeat(3)]
  }))
}

async function main() {
  await renderPdf(content)
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
    `decision pdf: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KB (budget ${BUDGET_MS} ms, ${BUDGET_BYTES / 1024} KB)`
  )
  if (p50 > BUDGET_MS || bytes > BUDGET_BYTES) process.exitCode = 1
}

void main()
