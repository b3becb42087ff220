/*
 * The largest income statement form validated, as the form does on every submit: gross income
 * from attachments with every other income, an entrepreneur with every company form, accountant,
 * student and alimony. The budget is 1 ms median; run with `npx tsx mf-income/bench/validate.bench.ts [--short]`.
 */
import { EMPTY_ENTREPRENEUR, OTHER_INCOME_TYPES } from '@pesa/shared/validators'
import { emptyForm, validateForm, type IncomeForm } from '../src/statement-form'

const BUDGET_MS = 1
const short = process.argv.includes('--short')
const WARMUP = short ? 100 : 1000
const ROUNDS = short ? 1000 : 20000

const file = (type: string) => [{ id: `${type}-file`, name: `${type.toLowerCase()}.pdf` }]
const largest: IncomeForm = {
  ...emptyForm(),
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  grossSelected: true,
  gross: {
    incomeSource: 'ATTACHMENTS',
    noIncomeDescription: '',
    estimatedMonthlyIncome: '3 800,50',
    otherIncome: [...OTHER_INCOME_TYPES],
    otherIncomeInfo: 'Muut tulot'
  },
  isEntrepreneur: true,
  entrepreneur: {
    ...EMPTY_ENTREPRENEUR,
    startOfEntrepreneurship: '2026-10-01',
    spouseWorksInCompany: false,
    startupGrant: true,
    selfEmployed: { attachments: false, estimatedIncome: { estimatedMonthlyIncome: '2 000', incomeStartDate: '2026-10-01', incomeEndDate: '2027-09-30' } },
    limitedCompany: { incomeSource: 'ATTACHMENTS' },
    partnership: true,
    lightEntrepreneur: true,
    accountant: { name: 'Tilitoimisto Oy', address: 'Kauppakatu 1', phone: '040 123 4567', email: 'tili@example.fi' }
  },
  student: true,
  alimonyPayer: true,
  assure: true,
  files: Object.fromEntries(
    [
      'PAYSLIP_GROSS',
      ...OTHER_INCOME_TYPES,
      'PAYSLIP_LLC',
      'ACCOUNTANT_REPORT_LLC',
      'PROFIT_AND_LOSS_STATEMENT_PARTNERSHIP',
      'ACCOUNTANT_REPORT_PARTNERSHIP',
      'SALARY',
      'STARTUP_GRANT',
      'PROOF_OF_STUDIES',
      'ALIMONY_PAYOUT'
    ].map((type) => [type, file(type)])
  )
}
const facts = { today: '2026-11-24', draft: false, takenStartDates: ['2025-12-01', '2026-06-01'] }

let errorCount = 0
for (let round = 0; round < WARMUP; round++) errorCount += Object.keys(validateForm(largest, 'ADULT', facts)).length
const timings: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now()
  errorCount += Object.keys(validateForm(largest, 'ADULT', facts)).length
  timings.push(performance.now() - started)
}
timings.sort((a, b) => a - b)
const median = timings[Math.floor(timings.length / 2)]!
const p95 = timings[Math.floor(timings.length * 0.95)]!
console.log(`income statement validation, largest form (${ROUNDS} rounds, ${errorCount / (WARMUP + ROUNDS)} errors a round)`)
console.log(`  median ${median.toFixed(4)} ms, p95 ${p95.toFixed(4)} ms, budget ${BUDGET_MS} ms median: ${median < BUDGET_MS ? 'within' : 'OVER'} budget`)
