const { createJestConfig } = require('@pesa/shared/build/jest-preset.cjs')

module.exports = createJestConfig({ displayName: 'mf-map', rootDir: __dirname, testEnvironment: 'jsdom' })
