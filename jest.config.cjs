// All unit and API tests: `pnpm exec jest` (the README's test command runs this and more).
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/api', '<rootDir>/shell', '<rootDir>/mf-*', '<rootDir>/conventions', '<rootDir>/bench', '<rootDir>/scripts'],
  // Jest reads the timeout from the run, not from each project: the API's database tests need more
  // than the default on a busy two-core machine.
  testTimeout: 30000
}
