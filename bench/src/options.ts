import path from 'node:path'
import { RESULTS_DIR } from './paths'

export const PARTS = ['bundles', 'pages', 'api', 'modules'] as const
export type Part = (typeof PARTS)[number]

export interface Settings {
  /** Throttled runs of each page load and area switch */
  pageRuns: number
  /** Load on each endpoint at each concurrency, and the warm-up before it */
  loadSeconds: number
  warmupSeconds: number
  connections: number[]
  /** Children of the generated large municipality */
  largeChildren: number
}

export interface BenchOptions {
  short: boolean
  parts: Set<Part>
  /** The first of the ports the servers use */
  port: number
  settings: Settings
  resultFile: string
  /**
   * Whether the run rewrites bench/RESULTS.md and adds a line to bench/history.jsonl (results-file.ts):
   * a full run of every part, or any run with --record. A run of some parts would leave the
   * file with only theirs, so it records only when asked.
   */
  record: boolean
}

const FULL: Settings = { pageRuns: 5, loadSeconds: 10, warmupSeconds: 2, connections: [10, 100], largeChildren: 50_000 }
/**
 * For CI: each part runs once, briefly, so that the scripts cannot rot; the figures are rough.
 * Each of about 37 reads is loaded on two servers, each after its warm-up: half a second of load
 * after a tenth of warm-up, which still sends each read hundreds of requests, at 100 connections
 * only, the level of the p95 budget (the full mode adds 10, the level CPU per read is read at:
 * the same code with another number). Figures in bench/DECISIONS.md.
 */
const SHORT: Settings = { pageRuns: 1, loadSeconds: 0.5, warmupSeconds: 0.1, connections: [100], largeChildren: 2_000 }

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const short = argv.includes('--short')
  const only = argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length)
  const parts = new Set<Part>(only ? (only.split(',') as Part[]) : PARTS)
  for (const part of parts) if (!PARTS.includes(part)) throw new Error(`Unknown part ${part}: choose from ${PARTS.join(', ')}`)
  return {
    short,
    parts,
    port: Number(env.PESA_BENCH_PORT ?? 9500),
    settings: short ? SHORT : FULL,
    resultFile: path.join(RESULTS_DIR, short ? 'latest-short.json' : 'latest.json'),
    record: argv.includes('--record') || (!short && !only)
  }
}
