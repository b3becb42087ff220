import { spawn } from 'node:child_process'
import { cpuSnapshot, cpuUsed, processCpuSeconds, withDescendants } from './process-cpu'

describe('CPU seconds of processes', () => {
  it("reads this process's CPU as Node counts it", () => {
    const before = processCpuSeconds(process.pid)!
    const nodeBefore = process.cpuUsage()
    // Work until Node's own count says 0.3 s of CPU, however busy the machine is.
    let spin = 0
    const cpuSince = () => {
      const { user, system } = process.cpuUsage(nodeBefore)
      return (user + system) / 1e6
    }
    while (cpuSince() < 0.3) spin += Math.sqrt(spin + 1)
    expect(spin).toBeGreaterThan(0)
    const used = processCpuSeconds(process.pid)! - before
    // Within two clock ticks and the reads themselves.
    expect(used).toBeGreaterThanOrEqual(0.27)
    expect(used).toBeLessThan(0.4)
  })

  it('finds the processes under a process, as the workers of a cluster under its primary', async () => {
    // A child that starts a grandchild, both sleeping until killed.
    const child = spawn('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore' })
    try {
      let tree: number[] = []
      for (let tries = 0; tries < 50 && tree.length < 3; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        tree = withDescendants(process.pid)
      }
      expect(tree[0]).toBe(process.pid)
      expect(tree).toContain(child.pid)
      // The grandchild: a process whose parent is the child.
      expect(tree.length).toBeGreaterThanOrEqual(3)
      expect(withDescendants(child.pid!).length).toBe(2)
    } finally {
      child.kill('SIGKILL')
    }
  })

  it('has no figure for a process that does not exist', () => {
    expect(processCpuSeconds(2 ** 30)).toBeUndefined()
    expect(cpuSnapshot([2 ** 30]).size).toBe(0)
  })

  it('counts a process first seen later from zero, and one gone by then not at all', () => {
    const before = new Map([
      [1, 10],
      [2, 5]
    ])
    const after = new Map([
      [1, 10.5],
      [3, 0.25]
    ])
    expect(cpuUsed(before, after)).toBeCloseTo(0.75)
  })
})
