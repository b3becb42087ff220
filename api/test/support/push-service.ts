import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in push service on a loopback port (issue 37 §3): it plays both the browser's push
 * service and the browser. Each device it makes has its own ECDH P-256 key pair and
 * authentication secret, as `PushSubscription.toJSON()` would give them; what the server posts
 * is checked for a VAPID signature by the expected key (RFC 8292) and decrypted (aes128gcm,
 * RFC 8291 over RFC 8188) with node:crypto alone, so a test reads the payload's real text.
 */
export interface StandInDevice {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  device: string
  headers: IncomingMessage['headers']
  /** The decrypted text, parsed as JSON */
  payload: unknown
  text: string
  /** The `k=` of the VAPID Authorization header, after the signature was verified by it */
  vapidKey: string
}

const b64 = (buffer: Buffer) => buffer.toString('base64url')
const label = (text: string) => Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0])])

/** RFC 8291 §3.4 and RFC 8188 §2: one record, the last, padded with a 2 and zeros. */
export function decryptAes128gcm(body: Buffer, receiver: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): string {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const senderPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(receiver.privateKey)
  const shared = ecdh.computeSecret(senderPublic)
  const keyInfo = Buffer.concat([label('WebPush: info'), receiver.publicKey, senderPublic])
  const ikm = Buffer.from(hkdfSync('sha256', shared, receiver.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, label('Content-Encoding: aes128gcm'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, label('Content-Encoding: nonce'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('Not the last record: padding delimiter missing')
  return padded.subarray(0, end).toString('utf8')
}

/** Verifies `Authorization: vapid t=<JWT>, k=<key>`: ES256 by k, audience the endpoint's origin. Answers k. */
function verifyVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`No VAPID authorization: ${header}`)
  const [, jwt, k] = match as unknown as [string, string, string]
  const [head, claims, signature] = jwt.split('.') as [string, string, string]
  const raw = Buffer.from(k, 'base64url')
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) }, format: 'jwk' })
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
    throw new Error('VAPID signature does not verify')
  }
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string }
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, not ${origin}`)
  return k
}

export async function startPushService() {
  const devices = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>()
  const answers = new Map<string, number>()
  const received: ReceivedPush[] = []
  const errors: string[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const name = request.url?.replace(/^\/push\//, '') ?? ''
      const status = answers.get(name)
      if (status !== undefined) {
        response.writeHead(status).end()
        return
      }
      const device = devices.get(name)
      try {
        if (!device) throw new Error(`No device ${name}`)
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${request.headers['content-encoding']}`)
        const vapidKey = verifyVapid(request.headers.authorization, origin)
        const text = decryptAes128gcm(Buffer.concat(chunks), device)
        received.push({ device: name, headers: request.headers, text, payload: JSON.parse(text), vapidKey })
        response.writeHead(201).end()
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error))
        response.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    received,
    /** Requests the stand-in could not verify or decrypt (a test expects none) */
    errors,
    /** A new browser: its subscription as `PushSubscription.toJSON()` gives it */
    device(name: string): StandInDevice {
      const ecdh = createECDH('prime256v1')
      const publicKey = ecdh.generateKeys()
      const auth = randomBytes(16)
      devices.set(name, { privateKey: ecdh.getPrivateKey(), publicKey, auth })
      return { endpoint: `${origin}/push/${name}`, keys: { p256dh: b64(publicKey), auth: b64(auth) } }
    },
    /** From now on the device's address answers this status (404 or 410: gone; 500: down) */
    answer(name: string, status: number | undefined) {
      if (status === undefined) answers.delete(name)
      else answers.set(name, status)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
