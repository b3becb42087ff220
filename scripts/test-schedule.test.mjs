import { scheduleStages } from './test-schedule.mjs'

/** A stand-in for runStage: each stage ends after its `ms` with its `result`, and the order of starts and ends is kept. */
function fakeRunner(events) {
  return (stage) => {
    events.push(`start ${stage.id}`)
    return new Promise((resolve) =>
      setTimeout(() => {
        events.push(`end ${stage.id}`)
        resolve({ id: stage.id, title: stage.id, start: 0, wall: stage.ms / 1000, cpu: 0, result: stage.result ?? 'passed', notes: [] })
      }, stage.ms)
    )
  }
}

describe('scheduleStages', () => {
  it('starts a stage only when the cores it keeps busy fit beside those running', async () => {
    const events = []
    const stages = [
      { id: 'a', cores: 1, ms: 30 },
      { id: 'b', cores: 1, ms: 60 },
      { id: 'c', cores: 2, ms: 10 }
    ]
    await scheduleStages(stages, { cores: 2, run: fakeRunner(events) })
    expect(events).toEqual(['start a', 'start b', 'end a', 'end b', 'start c', 'end c'])
  })

  it('starts a stage that comes after another once that one has ended, passed or failed, beside a stage that fills the cores', async () => {
    const events = []
    const stages = [
      { id: 'e2e', cores: 1, ms: 30, result: 'failed' },
      { id: 'e2e-pg', cores: 0, after: ['e2e'], ms: 40 },
      { id: 'jest', cores: 2, ms: 20 }
    ]
    const rows = await scheduleStages(stages, { cores: 2, run: fakeRunner(events) })
    expect(events.indexOf('start e2e-pg')).toBeGreaterThan(events.indexOf('end e2e'))
    // Nothing else running when the two-core stage started, then the stage after e2e beside it.
    expect(events.slice(events.indexOf('end e2e'))).toEqual(['end e2e', 'start e2e-pg', 'start jest', 'end jest', 'end e2e-pg'])
    expect(rows.find((row) => row.id === 'e2e-pg').result).toBe('passed')
  })

  it('starts a stage beside a yielding one that holds the cores, but a yielding one only where no stage holds them', async () => {
    const events = []
    const stages = [
      { id: 'e2e', cores: 1, ms: 30 },
      { id: 'jest', cores: 2, yields: true, ms: 60 },
      { id: 'soak', cores: 2, after: ['e2e'], ms: 10 },
      { id: 'bench', cores: 2, after: ['e2e'], ms: 10 }
    ]
    await scheduleStages(stages, { cores: 2, run: fakeRunner(events) })
    // The yielding stage waited for the cores e2e held; the two measuring stages then ran one after
    // the other (each holds both cores against the other), both beside it.
    expect(events).toEqual(['start e2e', 'end e2e', 'start jest', 'start soak', 'end soak', 'start bench', 'end bench', 'end jest'])
  })

  it('skips a stage whose needed stage failed, and never starts a stage after a stage that is still waiting', async () => {
    const events = []
    const stages = [
      { id: 'build', cores: 2, ms: 10, result: 'failed' },
      { id: 'e2e', cores: 1, needs: ['build'], ms: 10 },
      { id: 'later', cores: 0, after: ['e2e'], ms: 10 }
    ]
    const rows = await scheduleStages(stages, { cores: 2, run: fakeRunner(events) })
    expect(Object.fromEntries(rows.map((row) => [row.id, row.result]))).toEqual({ build: 'failed', e2e: 'skipped', later: 'passed' })
    expect(events).toEqual(['start build', 'end build', 'start later', 'end later'])
  })
})
