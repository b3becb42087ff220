const { createJestConfig } = require('@pesa/shared/build/jest-preset.cjs')

module.exports = createJestConfig({ displayName: 'mf-applications', rootDir: __dirname, testEnvironment: 'jsdom' })
