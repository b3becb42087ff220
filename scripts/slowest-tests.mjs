// The slowest tests of a run, from the JSON reports jest and Playwright leave in test-reports/
// (issue 30: the figures a faster suite starts from). Printed under the stage table.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Every test of one report with its duration in ms: a jest `--json` report or a Playwright JSON report. */
export function testsOfReport(name, report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) =>
      (file.assertionResults ?? []).map((test) => ({
        report: name,
        title: `${path.basename(file.name ?? file.testFilePath ?? '')} › ${test.fullName ?? test.title}`,
        ms: test.duration ?? 0
      }))
    )
  }
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)]
  return (report.suites ?? []).flatMap(specs).flatMap((spec) =>
    spec.tests.map((test) => ({
      report: name,
      title: `${spec.file}:${spec.line} › ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`,
      // A retried test took all its tries.
      ms: (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
    }))
  )
}

export function slowestTests(reports, count = 20) {
  return reports
    .flatMap(({ name, report }) => testsOfReport(name, report))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
}

/** The table of the run's slowest tests, or nothing when no report was written. */
export function slowestTestsTable(directory, count = 20) {
  if (!existsSync(directory)) return ''
  const reports = readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      try {
        return [{ name: file.replace(/\.json$/, ''), report: JSON.parse(readFileSync(path.join(directory, file), 'utf8')) }]
      } catch {
        return []
      }
    })
  const slowest = slowestTests(reports, count)
  if (slowest.length === 0) return ''
  return [
    `The ${slowest.length} slowest tests`,
    ...slowest.map(({ report, title, ms }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${report.padEnd(12)} ${title}`)
  ].join('\n')
}
