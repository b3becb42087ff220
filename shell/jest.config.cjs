const { createJestConfig } = require('@pesa/shared/build/jest-preset.cjs')

module.exports = createJestConfig({ displayName: 'shell', rootDir: __dirname, testEnvironment: 'jsdom' })
