'use strict'
const { TestEnvironment } = require('jest-environment-jsdom')

/**
 * jsdom plus the Fetch API's Request, Response and Headers from Node, which jsdom lacks:
 * react-router's data routers (the shell's createBrowserRouter, createMemoryRouter in tests)
 * build a Request for every navigation. They pass a signal of jsdom's AbortController, which
 * Node's Request refuses, so that signal is kept beside the request instead.
 */
class DomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    class Request extends globalThis.Request {
      #signal
      constructor(input, { signal, ...init } = {}) {
        super(input, init)
        this.#signal = signal
      }

      get signal() {
        return this.#signal ?? super.signal
      }
    }
    const fetchApi = { Request, Response: globalThis.Response, Headers: globalThis.Headers }
    for (const [name, value] of Object.entries(fetchApi)) this.global[name] ??= value
  }
}

module.exports = DomEnvironment
