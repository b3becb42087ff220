const { createJestConfig } = require('@pesa/shared/build/jest-preset.cjs')

module.exports = createJestConfig({
  displayName: process.env.DATABASE_URL ? 'api (postgresql)' : 'api (pglite)',
  rootDir: __dirname,
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  testTimeout: 30000
})
