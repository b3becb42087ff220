'use strict'
const path = require('node:path')

/** Version of a package as the app at `appDir` resolves it. */
function installedVersion(appDir, packageName) {
  return require(require.resolve(`${packageName}/package.json`, { paths: [appDir] })).version
}

/**
 * The share map of every Pesä app. What must exist once on a page is a singleton with an
 * explicit requiredVersion (a workspace:* range would silently become "*"). Subpath imports
 * (react/jsx-runtime, react-dom/client) are shared only through the trailing-slash keys.
 * Stateless helpers (@pesa/shared/validators, /dates, /api/*) and heavy domain libraries are
 * deliberately not shared: each app bundles what it uses, tree-shaken.
 */
function sharedSingletons(appDir) {
  const caret = (name) => `^${installedVersion(appDir, name)}`
  const singleton = (name, extra = {}) => ({ singleton: true, requiredVersion: caret(name), ...extra })
  const sharedPackage = require(path.join(__dirname, '..', 'package.json'))
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    swr: singleton('swr'),
    // A breaking change of the shared runtime is a major bump: a remote built against
    // another major fails loudly and shows the unavailable panel instead of misbehaving.
    '@pesa/shared': {
      singleton: true,
      requiredVersion: `^${sharedPackage.version}`,
      version: sharedPackage.version,
      strictVersion: true
    }
  }
}

module.exports = { sharedSingletons, installedVersion }
