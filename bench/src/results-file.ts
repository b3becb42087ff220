import { appendFileSync, writeFileSync } from 'node:fs'
import { budgetTable, formatTable, round, withinBudget, type BudgetCheck, type Table } from './report'

/*
 * The bench's results kept with the code (issue "a results file the bench writes", bench/DECISIONS.md):
 * `bench/RESULTS.md` is the latest recorded run, every budget and table, rewritten by the run;
 * `bench/history.jsonl` gains one line per recorded run with each budget's figure, so a change's
 * effect can be read against the runs before it. Full runs record; a short run only with --record,
 * since CI's short figures on a loaded machine are rough and would churn the file.
 */

export interface RunMeta {
  appVersion: string
  mode: 'short' | 'full'
  startedAt: string
  seconds: number
  machine: { cpus: number; cpuModel?: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] }
}

const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ')

/** Markdown of one run: what a reader of the repository sees as the current figures. */
export function resultsMarkdown(meta: RunMeta, checks: BudgetCheck[], tables: Table[]): string {
  const within = checks.filter(withinBudget).length
  const missed = checks.filter((check) => check.value !== null && !withinBudget(check)).length
  const block = (table: Table) => ['```', formatTable(table).trimStart(), '```'].join('\n')
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (full mode; a short run with `--record`); do not edit by hand.',
    'Earlier runs are lines of `history.jsonl`; the method is in `DECISIONS.md`.',
    '',
    `- Release ${meta.appVersion}, ${meta.mode} mode, started ${meta.startedAt}, ${meta.seconds} s`,
    `- ${meta.machine.cpus} × ${meta.machine.cpuModel ?? 'unknown CPU'}; load average (1, 5, 15 min) ${load(meta.machine.loadAverageAtStart)} at start, ${load(meta.machine.loadAverageAtEnd)} at end`,
    `- ${within} of ${checks.length} budgets within, ${missed} missed, ${checks.length - within - missed} not measured`,
    '',
    '## Budgets',
    '',
    block(budgetTable(checks)),
    '',
    '## Tables',
    '',
    ...tables.flatMap((table) => [block(table), ''])
  ].join('\n')
}

/** One line of the history: each budget's measure and its value (null when not measured). */
export function historyLine(meta: RunMeta, checks: BudgetCheck[]): string {
  const figures = Object.fromEntries(checks.map((check) => [`${check.part}: ${check.measure}`, check.value === null ? null : round(check.value, 2)]))
  return `${JSON.stringify({ startedAt: meta.startedAt, appVersion: meta.appVersion, mode: meta.mode, load: meta.machine.loadAverageAtStart[0], figures })}\n`
}

export function recordResults(files: { markdown: string; history: string }, meta: RunMeta, checks: BudgetCheck[], tables: Table[]): void {
  writeFileSync(files.markdown, resultsMarkdown(meta, checks, tables))
  appendFileSync(files.history, historyLine(meta, checks))
  console.log(`Recorded in ${files.markdown} and ${files.history}`)
}
