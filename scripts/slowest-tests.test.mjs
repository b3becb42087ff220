import { slowestTests, testsOfReport } from './slowest-tests.mjs'

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
