import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Below this an answer fits a packet or two and compressing costs more than it saves. The
 * calendar's first read (about 200 KB of JSON) is what this is for: on a phone's 1.6 Mbit/s it
 * is a second of download uncompressed and about 15 ms compressed (215 KB → 3.2 KB at brotli quality 1).
 */
export const COMPRESS_MIN_BYTES = 1024

/**
 * Whether the text is at least `bytes` long in UTF-8, without encoding a large answer to count it:
 * each UTF-16 unit is one byte or more in UTF-8, so a string of that many units is long enough
 * (measuring the calendar's 200 KB with Buffer.byteLength was 7 % of its read's CPU).
 */
export function atLeastUtf8Bytes(text: string, bytes: number): boolean {
  return text.length >= bytes || Buffer.byteLength(text) >= bytes
}

/** Text the API answers: JSON, the calendar feed. Files and PDFs are sent as stored. */
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/(plain|calendar|csv))\b/

export type Encoding = 'br' | 'gzip'

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli before gzip, neither when
 * the client did not name it or refused it with `q=0`.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined)
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}

/**
 * Brotli at quality 1: on the reads guardians make most it costs a quarter to a half of quality
 * 4's CPU (the calendar's 195 KB: 0.1 ms against 0.35–0.45; the inbox's 9 KB: 0.04 against 0.15–0.2)
 * and adds 250–600 bytes to answers of 2.3–3.2 KB, a few milliseconds on a 1.6 Mbit/s line
 * (api/src/platform/DECISIONS.md, "Compressed answers"). Run on the event loop: the thread pool's
 * copies cost two to three times the CPU when many answers are compressed at once.
 */
export const BROTLI_QUALITY = 1

const compressors: Record<Encoding, (input: Buffer) => Buffer> = {
  br: (input) => brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } }),
  gzip: (input) => gzipSync(input)
}

/** Compresses the API's text answers for clients that accept it (the static site sends its own precompressed files). */
async function compression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !atLeastUtf8Bytes(payload, COMPRESS_MIN_BYTES)) return payload
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (!encoding) return payload
    reply.header('content-encoding', encoding)
    reply.removeHeader('content-length')
    return compressors[encoding](Buffer.from(payload))
  })
}

export default fp(compression, { name: 'compression' })
