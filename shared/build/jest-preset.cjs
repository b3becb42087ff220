'use strict'
const path = require('node:path')

/*
 * Packages published as ES modules only (or loading one with import()), which jest on
 * Node 20 cannot require: they are transpiled to CommonJS like our own code.
 */
const ESM_ONLY_PACKAGES = [
  'cookie',
  'content-disposition',
  '@fastify/cookie',
  // file-type (attachment sniffing) and the tokenizers it reads with
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec'
]

function packagePattern(name) {
  return name.replace(/[.]/g, '\\.').replace('/', '[+/]')
}

/** swc's transform of one file to CommonJS, with jest.mock calls hoisted above the imports. */
const swc = (parser) => [
  require.resolve('@swc/jest'),
  {
    jsc: { parser, target: 'es2022', transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true } },
    module: { type: 'commonjs' }
  }
]

/**
 * Jest settings shared by every package: TypeScript through swc (types stripped a file at a
 * time, as the tsconfig's isolatedModules allows; tsc checks types as its own step), CSS
 * modules as a class-name proxy, tests beside their code. ts-jest took about half as much CPU
 * again per test file for the same transform (measured on the personal-details API tests).
 */
function createJestConfig({ displayName, rootDir, testEnvironment = 'node', ...rest }) {
  return {
    displayName,
    rootDir,
    testEnvironment: testEnvironment === 'jsdom' ? path.join(__dirname, 'jest-environment-dom.cjs') : testEnvironment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
      '^.+\\.ts$': swc({ syntax: 'typescript' }),
      '^.+\\.jsx?$': swc({ syntax: 'ecmascript', jsx: true })
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY_PACKAGES.map(packagePattern).join('|')})[@/])`],
    setupFiles: testEnvironment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs')
    },
    ...rest
  }
}

module.exports = { createJestConfig }
