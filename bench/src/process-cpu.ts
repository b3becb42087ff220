import { readdirSync, readFileSync } from 'node:fs'

/*
 * CPU seconds of processes, read from /proc (Linux): what a read costs the server and PostgreSQL,
 * which latency under load hides (a read can wait without working, or work without waiting).
 * The clock tick is 1/100 s on Linux; a measured second of load covers hundreds of reads.
 */
const TICKS_PER_SECOND = 100

/**
 * The fields of a process's stat line after its command name, or undefined when it has exited.
 * The name is in parentheses and may hold spaces, so fields are counted after its last ')':
 * the first is the state (field 3 of proc(5)).
 */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

/** utime + stime of one process (fields 14 and 15), in seconds; undefined when it has exited. */
export function processCpuSeconds(pid: number): number | undefined {
  const fields = statFields(pid)
  return fields && (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

/** The parent of a process (field 4), or undefined when it has exited. */
function parentOf(pid: number): number | undefined {
  const fields = statFields(pid)
  return fields && Number(fields[1])
}

/**
 * The process and every process under it. The production server is a cluster: its primary only
 * forks and watches the workers (a worker a core, api/src/server.ts), which serve every request, so
 * the primary's own CPU is almost none of a read's (0.23 ms of the calendar read's 7.4 ms in the server).
 */
export function withDescendants(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const parent = parentOf(Number(entry))
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
  }
  const tree: number[] = []
  const visit = (current: number) => {
    tree.push(current)
    for (const child of children.get(current) ?? []) visit(child)
  }
  visit(pid)
  return tree
}

export type CpuSnapshot = Map<number, number>

export function cpuSnapshot(pids: number[]): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map()
  for (const pid of pids) {
    const seconds = processCpuSeconds(pid)
    if (seconds !== undefined) snapshot.set(pid, seconds)
  }
  return snapshot
}

/**
 * CPU seconds used between two snapshots. A process first seen in the later one (a database
 * connection the pool opened under load) counts from zero; one gone by then is not counted,
 * so the figure is at most low by what such a process did.
 */
export function cpuUsed(before: CpuSnapshot, after: CpuSnapshot): number {
  let used = 0
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0)
  return used
}
