const { createJestConfig } = require('../shared/build/jest-preset.cjs')

module.exports = createJestConfig({ displayName: 'bench', rootDir: __dirname })
