const { createJestConfig } = require('../shared/build/jest-preset.cjs')

module.exports = createJestConfig({ displayName: 'conventions', rootDir: __dirname, testMatch: ['<rootDir>/*.test.ts'] })
