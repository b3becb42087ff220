const { createJestConfig } = require('@pesa/shared/build/jest-preset.cjs')

module.exports = createJestConfig({ displayName: 'mf-messages', rootDir: __dirname, testEnvironment: 'jsdom' })
