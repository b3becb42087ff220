// All unit and API tests: `pnpm exec jest` (the README's test command runs this and more).
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/api', '<rootDir>/shell', '<rootDir>/mf-*', '<rootDir>/conventions', '<rootDir>/bench', '<rootDir>/scripts'],
  // Jest reads the timeout from the run, not from each project: the API's database tests need more
  // than the default on a busy two-core machine, and in CI, where stages share the two cores at a
  // load of about 10, twice that (a limit guards against a hang; speed is the benches').
  testTimeout: process.env.CI === 'true' ? 60000 : 30000,
  // Files marked `// jest: slow` start first: a fresh clone has no timings for jest to order by.
  testSequencer: require.resolve('./shared/build/jest-slow-first-sequencer.cjs')
}
