// The tests of a run from the JSON reports jest and Playwright leave in test-reports/: the slowest
// (issue 30: the figures a faster suite starts from), printed under the stage table, and the failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

/** The first line that says something of an error message, without its colour codes. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '') ?? ''

/** What an assertion compared, when the message says (`Locator:`, `Expected:`, `Received:` lines of jest and Playwright). */
const comparedLines = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(Locator|Expected|Received)\b[^:]*:/.test(line))
    .slice(0, 3)

/** Where a test failed: Playwright's error location, or a jest stack's first frame in a test or spec file. */
function failedAt(error) {
  if (error?.location?.file) return `${path.basename(error.location.file)}:${error.location.line}`
  const frame = /\(?([^\s()]+\.(?:test|spec)\.[cm]?[jt]sx?):(\d+):\d+\)?/.exec(stripVTControlCharacters(error?.message ?? ''))
  return frame ? `${path.basename(frame[1])}:${frame[2]}` : ''
}

/** The first error line, what it compared and where, for a summary that CI may keep alone. */
function describeError(error) {
  const parts = [firstLine(error?.message), ...comparedLines(error?.message)].filter((part) => part !== '')
  const at = failedAt(error)
  return `${parts.join('; ')}${at ? ` at ${at}` : ''}`
}

/**
 * Every test of one report with its duration in ms, whether it failed, and its first error line:
 * a jest `--json` report or a Playwright JSON report.
 */
export function testsOfReport(name, report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) => {
      const base = path.basename(file.name ?? file.testFilePath ?? '')
      const tests = (file.assertionResults ?? []).map((test) => ({
        report: name,
        title: `${base} › ${test.fullName ?? test.title}`,
        ms: test.duration ?? 0,
        failed: test.status === 'failed',
        error: describeError({ message: test.failureMessages?.[0] })
      }))
      // A file that failed outside its tests (a hook, an import) has no failed test of its own to name.
      const fileFailed = file.status === 'failed' && !tests.some((test) => test.failed)
      return fileFailed ? [...tests, { report: name, title: `${base} (the file)`, ms: 0, failed: true, error: firstLine(file.message) }] : tests
    })
  }
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)]
  return (report.suites ?? []).flatMap(specs).flatMap((spec) =>
    spec.tests.map((test) => ({
      report: name,
      title: `${spec.file}:${spec.line} › ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`,
      // A retried test took all its tries.
      ms: (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
      failed: test.status === 'unexpected',
      flaky: test.status === 'flaky',
      error: describeError((test.results ?? []).find((result) => result.error)?.error)
    }))
  )
}

/**
 * The summary's line for each failed test of a report, and each flaky one (passed only on a retry: a
 * defect too), with its first error line: the run's log is long and CI may keep only its end, so the
 * end names what failed and why.
 */
export function failedTestLines(name, report) {
  return testsOfReport(name, report)
    .filter((test) => test.failed || test.flaky)
    .map((test) => `${test.failed ? 'failed' : 'flaky (passed on a retry)'}: ${test.title}${test.error ? ` (${test.error.slice(0, 400)})` : ''}`)
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
