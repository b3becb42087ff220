import autocannon from 'autocannon'
import { cpuUsed, type CpuSnapshot } from './process-cpu'
import { percentile } from './stats'

export interface LoadResult {
  connections: number
  /** How long the measured run took, as timed here */
  seconds: number
  requests: number
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  /** Answers that were not 2xx, and connection errors and timeouts */
  non2xx: number
  errors: number
  /** CPU milliseconds per answer of the processes `cpu` names (server and its database connections), when given */
  cpuMsPerRead?: number
}

export interface LoadOptions {
  connections: number
  seconds: number
  headers?: Record<string, string>
}

/**
 * autocannon ends a run at its next sample tick after `duration`, and ticks every `sampleInt` ms
 * (1 000 by default): a 0.25 s warm-up ran a whole second, and every short-mode read paid it twice
 * (140 reads: about 100 s of the benchmarks' 519 s). A tick every 50 ms ends it on time; its
 * per-tick samples are not read here (every response time is kept instead).
 */
const SAMPLE_MS = 50

function run(url: string, { connections, seconds, headers = {} }: LoadOptions, onLatency?: (ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, sampleInt: SAMPLE_MS, headers, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result)
    )
    // autocannon's own histogram has no p95: every response time is kept instead.
    if (onLatency) instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime))
  })
}

/** A short warm-up at the same concurrency (JIT, connection pool), then the measured run. */
export async function measureLoad(url: string, options: LoadOptions & { warmupSeconds: number; cpu?: () => Promise<CpuSnapshot> }): Promise<LoadResult> {
  await run(url, { ...options, seconds: options.warmupSeconds })
  const latencies: number[] = []
  const cpuBefore = await options.cpu?.()
  const started = performance.now()
  const result = await run(url, options, (ms) => latencies.push(ms))
  // The rate over the time the run took, not the time asked for: it ends at a tick, a little after.
  const seconds = (performance.now() - started) / 1000
  const cpuAfter = await options.cpu?.()
  return {
    ...(cpuBefore && cpuAfter && latencies.length ? { cpuMsPerRead: (1000 * cpuUsed(cpuBefore, cpuAfter)) / latencies.length } : {}),
    connections: options.connections,
    seconds,
    requests: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts
  }
}

/** Latencies of a run where answers failed (a 429, a 500) time the failures: such a run measures nothing. */
const FAILED_SHARE_ALLOWED = 0.001

export function valid(result: Pick<LoadResult, 'requests' | 'non2xx' | 'errors'>): boolean {
  return result.non2xx + result.errors <= FAILED_SHARE_ALLOWED * result.requests
}
