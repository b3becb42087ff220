import type { FastifyInstance } from 'fastify'
import { ApiError } from './errors'

/**
 * How deep a JSON body may nest. The deepest schema of the API is a few levels; this leaves
 * room for any client's shape and none for a body built to exhaust a recursive check's stack.
 */
export const MAX_JSON_DEPTH = 64

/** True when `text` opens more than `max` arrays or objects inside each other (strings skipped); one pass, no recursion. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      // A backslash escapes the character after it.
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/** Replaces fastify's JSON body parser with the same parser behind the depth check. */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new ApiError('BAD_REQUEST', `The body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined)
      return
    }
    parse(request, text, done)
  })
}
