import { failedTestLines, slowestTests, testsOfReport } from './slowest-tests.mjs'

const jestReport = {
  testResults: [
    {
      name: '/r/api/src/a.test.ts',
      assertionResults: [
        { fullName: 'a fast', duration: 5 },
        { fullName: 'a slow', duration: 900 }
      ]
    },
    { name: '/r/api/src/b.test.ts', assertionResults: [{ fullName: 'b', duration: 300 }] }
  ]
}
const playwrightReport = {
  suites: [
    {
      suites: [{ specs: [{ file: 'calendar/x.spec.ts', line: 7, title: 'retried', tests: [{ results: [{ duration: 400 }, { duration: 450 }] }] }] }],
      specs: [{ file: 'map/y.spec.ts', line: 3, title: 'quick', tests: [{ results: [{ duration: 20 }] }] }]
    }
  ]
}

describe('the slowest tests of a run', () => {
  it('reads jest and Playwright reports, a retried test counted with all its tries', () => {
    expect(testsOfReport('jest', jestReport).map(({ title, ms }) => [title, ms])).toEqual([
      ['a.test.ts › a fast', 5],
      ['a.test.ts › a slow', 900],
      ['b.test.ts › b', 300]
    ])
    expect(testsOfReport('e2e', playwrightReport).map(({ title, ms }) => [title, ms])).toEqual([
      ['map/y.spec.ts:3 › quick', 20],
      ['calendar/x.spec.ts:7 › retried', 850]
    ])
  })

  it('orders every report together by duration and keeps the count asked for', () => {
    const slowest = slowestTests(
      [
        { name: 'jest', report: jestReport },
        { name: 'e2e', report: playwrightReport }
      ],
      3
    )
    expect(slowest.map(({ report, ms }) => [report, ms])).toEqual([
      ['jest', 900],
      ['e2e', 850],
      ['jest', 300]
    ])
  })
})

describe('the failed tests of a run, named in its summary', () => {
  it('names each failed jest test with its first error line, and a file that failed outside its tests', () => {
    const report = {
      testResults: [
        {
          name: '/r/api/src/jobs.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'passes', status: 'passed', duration: 1, failureMessages: [] },
            {
              fullName: 'counts attempts',
              status: 'failed',
              duration: 2,
              failureMessages: [
                '\u001b[2mexpect(received).toEqual(expected)\u001b[22m\n\nExpected: []\nReceived: [1]\n\n    at Object.<anonymous> (/r/api/src/jobs.test.ts:41:7)'
              ]
            }
          ]
        },
        { name: '/r/api/src/metrics.test.ts', status: 'failed', message: '\n  ● metrics › beforeAll\n\n    thrown: Exceeded timeout', assertionResults: [] },
        { name: '/r/api/src/fine.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed', duration: 1 }] }
      ]
    }
    expect(failedTestLines('jest', report)).toEqual([
      'failed: jobs.test.ts › counts attempts (expect(received).toEqual(expected); Expected: []; Received: [1] at jobs.test.ts:41)',
      'failed: metrics.test.ts (the file) (● metrics › beforeAll)'
    ])
  })

  it('names each Playwright test that failed on every try, and one that passed only on its retry', () => {
    const report = {
      suites: [
        {
          specs: [
            {
              file: 'a.spec.ts',
              line: 4,
              title: 'broke',
              tests: [{ status: 'unexpected', results: [{ duration: 1, error: { message: 'Error: timed out\nmore' } }] }]
            },
            {
              file: 'b.spec.ts',
              line: 9,
              title: 'retried',
              tests: [{ status: 'flaky', results: [{ duration: 1, error: { message: 'once' } }, { duration: 1 }] }]
            },
            {
              file: 'c.spec.ts',
              line: 19,
              title: 'counted',
              tests: [
                {
                  status: 'flaky',
                  results: [
                    {
                      duration: 1,
                      error: {
                        message:
                          'Error: expect(locator).toHaveCount(expected) failed\n\nLocator:  locator(\'[data-qa="device"]\')\nExpected: 1\nReceived: 0\nTimeout:  10000ms\n\nCall log:\n  - Expect "toHaveCount"',
                        location: { file: '/r/e2e/personal/c.spec.ts', line: 32, column: 5 }
                      }
                    },
                    { duration: 1 }
                  ]
                }
              ]
            }
          ]
        }
      ]
    }
    expect(failedTestLines('e2e', report)).toEqual([
      'failed: a.spec.ts:4 › broke (Error: timed out)',
      'flaky (passed on a retry): b.spec.ts:9 › retried (once)',
      `flaky (passed on a retry): c.spec.ts:19 › counted (Error: expect(locator).toHaveCount(expected) failed; Locator:  locator('[data-qa="device"]'); Expected: 1; Received: 0 at c.spec.ts:32)`
    ])
  })
})
