/** Nearest-rank percentile of unsorted samples; NaN when there are none. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

export interface Spread {
  median: number
  min: number
  max: number
  runs: number
}

export function spread(samples: number[]): Spread {
  return { median: percentile(samples, 50), min: Math.min(...samples), max: Math.max(...samples), runs: samples.length }
}

export const kb = (bytes: number) => bytes / 1024
