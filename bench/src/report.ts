import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface Table {
  title: string
  headers: string[]
  rows: (string | number)[][]
  notes?: string[]
}

/** One figure held to a budget (lower is better); `value` null when it could not be measured. */
export interface BudgetCheck {
  part: string
  measure: string
  value: number | null
  budget: number
  unit: string
  note?: string
}

export const withinBudget = (check: BudgetCheck) => check.value !== null && check.value <= check.budget

export function formatTable({ title, headers, rows, notes = [] }: Table): string {
  const cells = [headers, ...rows.map((row) => row.map(String))]
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  return [
    `\n${title}`,
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map((row) => line(row.map(String))),
    ...notes.map((note) => `  ${note}`)
  ].join('\n')
}

export const round = (value: number, digits = 0) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : Number.NaN)

export function budgetTable(checks: BudgetCheck[]): Table {
  return {
    title: 'Budgets',
    headers: ['part', 'measure', 'value', 'budget', 'verdict'],
    rows: checks.map((check) => [
      check.part,
      check.measure,
      check.value === null ? 'not measured' : `${round(check.value, check.unit === '×' ? 2 : check.unit === 'CLS' ? 3 : 1)} ${check.unit}`,
      `≤ ${check.budget} ${check.unit}`,
      check.value === null ? (check.note ?? 'n/a') : withinBudget(check) ? 'within' : 'MISSED'
    ])
  }
}

/** Collects what each part measured: tables to print, budget checks, and the raw figures for the JSON file. */
export class Report {
  readonly tables: Table[] = []
  readonly checks: BudgetCheck[] = []
  readonly raw: Record<string, unknown> = {}

  table(table: Table): void {
    this.tables.push(table)
    console.log(formatTable(table))
  }

  check(check: BudgetCheck): void {
    this.checks.push(check)
  }

  printSummary(): void {
    console.log('\n================ Summary ================')
    for (const table of this.tables) console.log(formatTable(table))
    if (this.checks.length) console.log(formatTable(budgetTable(this.checks)))
    const missed = this.checks.filter((check) => check.value !== null && !withinBudget(check))
    console.log(
      `\n${missed.length === 0 ? 'Every measured budget holds.' : `${missed.length} of ${this.checks.length} budgets missed (reported, not failed).`}`
    )
  }

  write(file: string, meta: Record<string, unknown>): void {
    mkdirSync(path.dirname(file), { recursive: true })
    const content = { ...meta, budgets: this.checks.map((check) => ({ ...check, within: withinBudget(check) })), tables: this.tables, raw: this.raw }
    writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)
    console.log(`Results written to ${path.relative(process.cwd(), file)}`)
  }
}
