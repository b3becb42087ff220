'use strict'
// CSS modules in unit tests: every class name is its own key, so tests can still select by it.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) })
