'use strict'
const { readFileSync } = require('node:fs')
const Sequencer = require('@jest/test-sequencer').default

/*
 * Jest orders test files by the durations its cache remembers, and without a cache (a fresh clone,
 * as in CI) by file size, largest first. A small file whose test runs for minutes then starts last
 * and holds the end of the run on one worker while the others idle. A file marks itself slow with
 * a `// jest: slow` line in its first lines; those files start first, in jest's order among them,
 * then the rest in jest's order.
 */
const SLOW_MARK = /^\/\/ jest: slow\b/m
const HEAD = 2048

function isMarkedSlow(path) {
  try {
    return SLOW_MARK.test(readFileSync(path, 'utf8').slice(0, HEAD))
  } catch {
    return false
  }
}

/** The files marked slow first, each group in the order it came. */
function slowFirst(tests, isSlow = (test) => isMarkedSlow(test.path)) {
  const slow = tests.filter(isSlow)
  return [...slow, ...tests.filter((test) => !slow.includes(test))]
}

class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    return slowFirst(await super.sort(tests))
  }
}

module.exports = SlowFirstSequencer
module.exports.slowFirst = slowFirst
module.exports.isMarkedSlow = isMarkedSlow
