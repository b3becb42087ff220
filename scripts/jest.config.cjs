// The root commands' own tests: plain ES modules, run by jest without a transform.
module.exports = { displayName: 'scripts', rootDir: __dirname, testMatch: ['<rootDir>/*.test.mjs'], transform: {}, testEnvironment: 'node' }
