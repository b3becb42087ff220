const { createJestConfig } = require('./build/jest-preset.cjs')

module.exports = createJestConfig({ displayName: 'shared', rootDir: __dirname, testEnvironment: 'jsdom' })
