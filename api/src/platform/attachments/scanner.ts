import { createReadStream } from 'node:fs'
import net from 'node:net'

/*
 * Malware scanning of uploads with ClamAV's daemon (api/src/platform/attachments/DECISIONS.md, "Attachments", "Scanning").
 *
 * Decision: clamd's INSTREAM command spoken directly, not an npm client. The protocol is a
 * command and length-prefixed chunks over a Unix socket or TCP, answered with one line; the
 * code below is all of it. The clients on npm either spawn `clamscan` as a fallback (a second
 * way to scan that we would have to test), keep connection pools and their own timeouts we
 * would have to configure around, or have not had a release in years. Owning the bytes lets a
 * scanner that is down, slow or answering an ERROR always end as `ScannerUnavailable`: fail closed.
 */

/** Where clamd listens: its Unix socket, or a host and port. */
export type ClamdAddress = { socket: string } | { host: string; port: number }

export type ScanResult = { clean: true } | { clean: false; signature: string }

/** The scanner could not give an answer (down, timed out, an ERROR reply): the file is not clean. */
export class ScannerUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ScannerUnavailable'
  }
}

export interface MalwareScanner {
  /** Where it scans, for the log line at start */
  readonly description: string
  /** Scans a file on local disk; throws ScannerUnavailable when no answer could be had */
  scan(filePath: string): Promise<ScanResult>
}

/** The chunk size of INSTREAM; clamd reads any size up to its StreamMaxLength in total. */
const CHUNK_BYTES = 64 * 1024

/** A clamd reply: `stream: OK`, `stream: <signature> FOUND`, or `<reason> ERROR`. */
export function parseReply(reply: string): ScanResult {
  const line = reply.replace(/\0/g, '').trim()
  if (/^stream: OK$/.test(line)) return { clean: true }
  const found = /^stream: (.+) FOUND$/.exec(line)
  if (found) return { clean: false, signature: found[1]! }
  throw new ScannerUnavailable(`clamd answered: ${line || '(nothing)'}`)
}

function lengthPrefix(bytes: number): Buffer {
  const prefix = Buffer.alloc(4)
  prefix.writeUInt32BE(bytes)
  return prefix
}

/** A scanner over clamd's INSTREAM; one connection per file, given up after `timeoutMs` in all. */
export function clamdScanner(address: ClamdAddress, timeoutMs: number): MalwareScanner {
  const description = 'socket' in address ? `clamd at ${address.socket}` : `clamd at ${address.host}:${address.port}`
  return {
    description,
    scan: (filePath) =>
      new Promise<ScanResult>((resolve, reject) => {
        const socket = 'socket' in address ? net.createConnection({ path: address.socket }) : net.createConnection(address)
        const file = createReadStream(filePath, { highWaterMark: CHUNK_BYTES })
        const replies: Buffer[] = []
        let settled = false
        const finish = (outcome: () => ScanResult) => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          file.destroy()
          socket.destroy()
          try {
            resolve(outcome())
          } catch (error) {
            reject(error)
          }
        }
        const fail = (message: string, cause?: unknown) =>
          finish(() => {
            throw new ScannerUnavailable(`${description}: ${message}`, { cause })
          })
        const timer = setTimeout(() => fail(`no answer in ${timeoutMs} ms`), timeoutMs)

        socket.on('data', (chunk: Buffer) => replies.push(chunk))
        // clamd answers once and closes; an answer sent early (a size limit) wins over a broken write.
        socket.on('end', () => finish(() => parseReply(Buffer.concat(replies).toString('utf8'))))
        socket.on('error', (error) => (replies.length > 0 ? finish(() => parseReply(Buffer.concat(replies).toString('utf8'))) : fail(error.message, error)))
        file.on('error', (error) => fail(`could not read the file: ${error.message}`, error))

        socket.on('connect', () => {
          socket.write('zINSTREAM\0')
          file.on('data', (chunk: Buffer | string) => {
            const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)
            socket.write(lengthPrefix(bytes.length))
            if (!socket.write(bytes)) {
              file.pause()
              socket.once('drain', () => file.resume())
            }
          })
          file.on('end', () => socket.write(lengthPrefix(0)))
        })
      })
  }
}
