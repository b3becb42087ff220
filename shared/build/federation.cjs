'use strict'
const path = require('node:path')

/** Version of a package as the app at `appDir` resolves it. */
function installedVersion(appDir, packageName) {
  return require(require.resolve(`${packageName}/package.json`, { paths: [appDir] })).version
}

/**
 * The range a build needs of a package it was built against: that minor or a later one of the
 * same major, any patch (shell/DECISIONS.md, "Compatibility between the shell and the remotes").
 * `^1.1.0`; for 0.x, caret keeps to the minor.
 */
function compatibleRange(version) {
  const [major, minor] = version.split('.')
  return `^${major}.${minor}.0`
}

/**
 * The @pesa/shared version a build declares: its package.json's, or PESA_SHARED_VERSION, which
 * the e2e suite's version-skew fixtures set to stand for a remote built against another release.
 */
function sharedVersion() {
  return process.env.PESA_SHARED_VERSION || require(path.join(__dirname, '..', 'package.json')).version
}

const ROUTER_EXPORTS = path.join(__dirname, 'react-router-exports.mjs')

/** Where the module build of react-router lies for an app: the target of the alias that ROUTER_EXPORTS imports. */
function routerImplementation(appDir) {
  const packageFile = require.resolve('react-router/package.json', { paths: [appDir] })
  return path.join(path.dirname(packageFile), require(packageFile).exports['.'].module.default)
}

/**
 * The share map of every Pesä app. What must exist once on a page is a singleton with an
 * explicit requiredVersion range (a workspace:* range would silently become "*"). Subpath imports
 * (react/jsx-runtime, react-dom/client) are shared only through the trailing-slash keys.
 * Stateless helpers (@pesa/shared/validators, /dates, /deployment, /api/*) and heavy domain
 * libraries are deliberately not shared: each app bundles what it uses, tree-shaken.
 */
function sharedSingletons(appDir) {
  const singleton = (name, extra = {}) => ({ singleton: true, requiredVersion: compatibleRange(installedVersion(appDir, name)), ...extra })
  const version = sharedVersion()
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // The exports the apps use (react-router-exports.mjs), at react-router's own version.
    'react-router': singleton('react-router', { import: ROUTER_EXPORTS, version: installedVersion(appDir, 'react-router') }),
    swr: singleton('swr'),
    // The shell's copy is the one on the page (one auth store). A remote that needs a newer
    // minor, or another major, than the shell offers is refused and shows the unavailable panel
    // instead of misbehaving with a copy of its own.
    '@pesa/shared': { singleton: true, requiredVersion: compatibleRange(version), version, strictVersion: true }
  }
}

module.exports = { sharedSingletons, installedVersion, compatibleRange, routerImplementation, ROUTER_EXPORTS }
