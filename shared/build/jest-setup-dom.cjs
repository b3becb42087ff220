'use strict'
// jsdom lacks the encoders that react-router reads at import time; Node has them.
const { TextDecoder, TextEncoder } = require('node:util')
Object.assign(globalThis, { TextDecoder, TextEncoder })
