import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ROOT, TSX } from './paths'
import type { Report } from './report'

/** Every `mf-*\/bench/*.bench.ts` and `api/bench/*.bench.ts`: an area's own micro-benchmarks, each run with tsx (and --short in short mode). */
export function findModuleBenches(root = ROOT): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name.startsWith('mf-') || entry.name === 'api'))
    .flatMap((app) => {
      const dir = path.join(root, app.name, 'bench')
      try {
        return readdirSync(dir)
          .filter((file) => file.endsWith('.bench.ts'))
          .map((file) => path.join(app.name, 'bench', file))
      } catch {
        return []
      }
    })
    .sort()
}

function runBench(file: string, short: boolean): Promise<{ code: number; output: string; seconds: number }> {
  const started = performance.now()
  return new Promise((resolve) => {
    // From the app's folder, so that tsx reads the app's tsconfig.json.
    const child = spawn(TSX, [path.join(ROOT, file), ...(short ? ['--short'] : [])], {
      cwd: path.join(ROOT, file.split('/')[0]!),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      process.stdout.write(chunk)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('exit', (code) => resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }))
  })
}

/** Runs them one after the other; a bench that exits non-zero is an error of the run. */
export async function runModuleBenches(report: Report, short: boolean): Promise<string[]> {
  const files = findModuleBenches()
  const failed: string[] = []
  const rows: (string | number)[][] = []
  for (const file of files) {
    console.log(`\n▸ ${file}`)
    const { code, seconds } = await runBench(file, short)
    if (code !== 0) failed.push(file)
    rows.push([file, code === 0 ? 'ran' : `exited ${code}`, seconds.toFixed(1)])
  }
  report.table({
    title: "Areas' own benchmarks (mf-*/bench/*.bench.ts, api/bench/*.bench.ts; their figures are printed above)",
    headers: ['file', 'result', 'seconds'],
    rows: rows.length ? rows : [['none found', '', '']]
  })
  return failed
}
