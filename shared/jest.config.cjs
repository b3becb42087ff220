const { createJestConfig } = require('./build/jest-preset.cjs')

module.exports = createJestConfig({
  displayName: 'shared',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // The build factory's share map is tested beside it, in Node.
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/build/*.test.cjs']
})
