import { percentile } from './stats'

/*
 * What the soak run must hold (issue "Reliability and security suite", 5. Soak), kept apart from
 * the run so that the judging is tested on its own.
 */

export interface SoakOptions {
  /** Measured seconds after the warm-up */
  seconds: number
  warmupSeconds: number
  /** Operations started per second, whether or not the earlier ones have answered */
  rate: number
  port: number
}

/** Locally: ten minutes. `--short` is the CI mode: one minute. */
export function parseSoakOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): SoakOptions {
  const value = (name: string) => argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3)
  const short = argv.includes('--short')
  const options = {
    seconds: Number(value('seconds') ?? (short ? 60 : 600)),
    warmupSeconds: short ? 10 : 30,
    rate: Number(value('rate') ?? 30),
    port: Number(env.PESA_SOAK_PORT ?? 9510)
  }
  if (!(options.seconds >= 10) || !(options.rate > 0)) throw new Error('--seconds must be at least 10 and --rate above 0')
  return options
}

/** One answer (or failure) of the run; `at` in seconds from the end of the warm-up, negative in it. */
export interface Sample {
  at: number
  ms: number
  ok: boolean
  /** The control read (`GET /api/health`, no database, no session): it measures the machine, not the mix */
  control?: boolean
}

/** A reading of the server's memory or of the database's connections; `at` as in Sample. */
export interface Reading {
  at: number
  value: number
}

export interface SoakFigures {
  seconds: number
  /** Length of the reference window at the start and of the window at the end */
  windowSeconds: number
  requests: number
  errors: number
  p95First: number
  p95Last: number
  controlP95First: number
  controlP95Last: number
  rssWarm: number
  rssEnd: number
  connectionsWarm: number
  connectionsEnd: number
}

export interface Rule {
  name: string
  value: string
  holds: boolean
}

/**
 * "The first minute" of the ten-minute run; the one-minute CI run would have nothing left to
 * compare with, so a window is the first fifth of a run shorter than five minutes.
 */
export const windowSeconds = (seconds: number) => Math.min(60, seconds / 5)

/**
 * The p95 of the first window is a few milliseconds on an idle machine, where one scheduler hiccup
 * of a busy shared machine doubles it: the limit is twice the first window or of this floor.
 */
export const P95_FLOOR_MS = 25
/**
 * Other work on a shared machine slows every answer alike: the limit grows as the control read's
 * p95 grows from the first window to the last (never shrinks), from at least this much.
 */
export const CONTROL_FLOOR_MS = 5
export const P95_GROWTH = 2
export const RSS_GROWTH = 0.15

const p95In = (samples: Sample[], from: number, to: number, control = false) =>
  percentile(
    samples.filter((sample) => sample.at >= from && sample.at < to && !!sample.control === control).map((sample) => sample.ms),
    95
  )

/** The median of the readings in [from, to): one reading can fall on a moment of garbage. */
export function medianIn(readings: Reading[], from: number, to: number): number {
  return percentile(
    readings.filter((reading) => reading.at >= from && reading.at < to).map((reading) => reading.value),
    50
  )
}

/** The run's samples and readings as the figures the rules are on. */
export function figures(samples: Sample[], seconds: number, rss: Reading[], connections: { warm: number; end: number }): SoakFigures {
  const window = windowSeconds(seconds)
  return {
    seconds,
    windowSeconds: window,
    requests: samples.length,
    errors: samples.filter((sample) => !sample.ok).length,
    p95First: p95In(samples, 0, window),
    p95Last: p95In(samples, seconds - window, Infinity),
    controlP95First: p95In(samples, 0, window, true),
    controlP95Last: p95In(samples, seconds - window, Infinity, true),
    // Over the same windows: the first seconds after the warm-up still hold the start's garbage, which
    // a single reading would take for the baseline.
    rssWarm: medianIn(rss, 0, window),
    rssEnd: medianIn(rss, seconds - window, Infinity),
    connectionsWarm: connections.warm,
    connectionsEnd: connections.end
  }
}

export function judge(f: SoakFigures): Rule[] {
  const machine = Math.max(1, f.controlP95Last / Math.max(f.controlP95First, CONTROL_FLOOR_MS))
  const p95Limit = P95_GROWTH * Math.max(f.p95First, P95_FLOOR_MS) * machine
  const rssGrowth = f.rssEnd / f.rssWarm - 1
  return [
    { name: 'errors', value: `${f.errors} of ${f.requests}`, holds: f.requests > 0 && f.errors === 0 },
    {
      name: 'p95 last window ≤ 2 × first window',
      value:
        `${f.p95First.toFixed(1)} ms → ${f.p95Last.toFixed(1)} ms (limit ${p95Limit.toFixed(1)} ms; ` +
        `control ${f.controlP95First.toFixed(1)} → ${f.controlP95Last.toFixed(1)} ms, × ${machine.toFixed(2)})`,
      holds: f.p95Last <= p95Limit
    },
    {
      name: 'RSS at the end ≤ warm-up + 15 %',
      value: `${(f.rssWarm / 1024).toFixed(1)} MB → ${(f.rssEnd / 1024).toFixed(1)} MB (${rssGrowth >= 0 ? '+' : ''}${(100 * rssGrowth).toFixed(1)} %)`,
      holds: rssGrowth <= RSS_GROWTH
    },
    {
      name: 'database connections not growing',
      value: `${f.connectionsWarm} → ${f.connectionsEnd}`,
      holds: f.connectionsEnd <= f.connectionsWarm
    }
  ]
}
