const { createJestConfig } = require('@pesa/shared/build/jest-preset.cjs')

module.exports = createJestConfig({ displayName: 'mf-personal', rootDir: __dirname, testEnvironment: 'jsdom' })
