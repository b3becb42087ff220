const { createJestConfig } = require('@pesa/shared/build/jest-preset.cjs')

module.exports = createJestConfig({
  displayName: process.env.DATABASE_URL ? 'api (postgresql)' : 'api (pglite)',
  rootDir: __dirname,
  // The server's tests sit beside its code; the suites and fixtures that are not the server
  // (test/, scripts/codegen/, bench/large-municipality/) live outside src/ so the bundle never reaches them.
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts', '<rootDir>/bench/**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // As the root config's (../jest.config.cjs): this config runs alone for the API tests on PostgreSQL.
  testTimeout: process.env.CI === 'true' ? 60000 : 30000
})
