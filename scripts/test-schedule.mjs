// Runs the test command's stages side by side: a stage starts once the stages it needs have passed and
// the cores it keeps busy are free (a stage alone may always start), in the order they are listed.
// Node built-ins only: the test command runs this before anything is installed.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { log, ROOT } from './lib.mjs'

const CPU_MARKER = '@@pesa-stage-cpu '
const NOTE_MARKER = '@@pesa-stage-note '

/** CPU seconds used so far by this process and the children it has waited for (Linux; 0 elsewhere). */
export function cpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    // utime, stime, cutime, cstime: fields 14–17 of proc(5), counted from the state field here
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100
  } catch {
    return 0
  }
}

/**
 * One stage in a process of its own (`test.mjs --stage=<id>`), its lines prefixed with its id. The
 * process reports its CPU seconds as its last line: stages side by side share the run's CPU, so the
 * run's own counters could not tell them apart.
 */
export function runStage(stage, width) {
  const row = { id: stage.id, title: stage.title, start: 0, wall: 0, cpu: 0, result: 'failed', notes: [] }
  const startedAt = Date.now()
  const prefix = `${stage.id.padEnd(width)} │ `
  log(`${stage.title}: started`)
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/test.mjs'), `--stage=${stage.id}`], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  /** Resolves when the stream has ended and each of its lines was written or read. */
  const relay = (stream, out) =>
    new Promise((resolve) => {
      const lines = createInterface({ input: stream, crlfDelay: Infinity })
      lines.on('line', (line) => {
        if (line.startsWith(CPU_MARKER)) row.cpu = Number(line.slice(CPU_MARKER.length))
        else if (line.startsWith(NOTE_MARKER)) row.notes.push(line.slice(NOTE_MARKER.length))
        else out.write(`${prefix}${line}\n`)
      })
      lines.on('close', resolve)
    })
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  return Promise.all([exited, relay(child.stdout, process.stdout), relay(child.stderr, process.stderr)]).then(([code]) => {
    row.wall = (Date.now() - startedAt) / 1000
    row.result = code === 0 ? 'passed' : 'failed'
    log(`${stage.title}: ${row.result} in ${row.wall.toFixed(1)} s`)
    return row
  })
}

/**
 * The niceness of a stage that yields: its processes get about a tenth of a core's share beside one
 * at the normal priority (Linux weights 110 against 1 024), so a measuring stage beside it keeps
 * nearly the whole core, and the yielding one takes all the time the others leave idle. Its tests'
 * time limits (60 s in CI) hold for a test slowed that much through a benchmark's few seconds of load.
 */
export const YIELDING_NICENESS = 10

/** In a stage's process: its CPU seconds for the run's table. */
export const reportCpu = (seconds) => console.log(`${CPU_MARKER}${seconds.toFixed(1)}`)
/** In a stage's process: a line for the summary under the run's table (a flaky test, say). */
export const reportNote = (note) => console.log(`${NOTE_MARKER}${note}`)

/**
 * Runs the stages, each when the stages it `needs` have passed, those it comes `after` have ended
 * (passed or failed: it does not use their output, it only should not share the machine with them),
 * and its `cores` fit beside those running; a stage whose input failed is skipped. A stage that
 * `yields` (its process runs at a lower CPU priority, test.mjs) takes only cores no other stage
 * holds, and the others count only each other's: a stage that measures its own timing (the soak,
 * the benchmarks) gets the cores first, and the yielding stage the rest of them. Answers a row per
 * stage: start and wall seconds, CPU seconds, result. `run` starts one stage (runStage; tests pass their own).
 */
export function scheduleStages(stages, { cores, run = runStage }) {
  const runStarted = Date.now()
  const width = Math.max(...stages.map((stage) => stage.id.length))
  const rows = new Map(stages.map((stage) => [stage.id, { id: stage.id, title: stage.title, start: 0, wall: 0, cpu: 0, result: 'waiting', notes: [] }]))
  const running = new Map()
  return new Promise((resolve) => {
    const startWhatFits = () => {
      for (const stage of stages) {
        const row = rows.get(stage.id)
        if (row.result !== 'waiting') continue
        const needs = (stage.needs ?? []).map((id) => rows.get(id)).filter(Boolean)
        if (needs.some((need) => need.result === 'failed' || need.result === 'skipped')) {
          row.result = 'skipped'
          continue
        }
        if (needs.some((need) => need.result !== 'passed')) continue
        if ((stage.after ?? []).some((id) => ['waiting', 'running'].includes(rows.get(id)?.result))) continue
        const busy = [...running.values()].filter((other) => stage.yields || !other.yields).reduce((sum, other) => sum + other.cores, 0)
        if (running.size > 0 && busy + stage.cores > cores) continue
        row.result = 'running'
        running.set(stage.id, stage)
        const start = (Date.now() - runStarted) / 1000
        run(stage, width).then((done) => {
          rows.set(stage.id, { ...done, start })
          running.delete(stage.id)
          startWhatFits()
        })
      }
      if (running.size === 0) resolve([...rows.values()])
    }
    startWhatFits()
  })
}

/** The table printed at the end of every run: when each stage started, its wall and CPU seconds, its result. */
export function stageTable(rows, runMs) {
  const width = Math.max(...rows.map((row) => row.title.length), 5)
  const number = (value) => value.toFixed(1).padStart(8)
  const lines = [
    '',
    `${'stage'.padEnd(width)}  ${'start s'.padStart(8)}  ${'wall s'.padStart(8)}  ${'cpu s'.padStart(8)}  result`,
    ...rows.map((row) => `${row.title.padEnd(width)}  ${number(row.start)}  ${number(row.wall)}  ${number(row.cpu)}  ${row.result}`),
    `${'the run'.padEnd(width)}  ${number(0)}  ${number(runMs / 1000)}  ${number(rows.reduce((sum, row) => sum + row.cpu, 0))}`
  ]
  for (const row of rows) for (const note of row.notes) lines.push(`${row.title}: ${note}`)
  return lines.join('\n')
}
