import { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { FastifyBaseLogger } from 'fastify'
import type { S3Config } from '../config'
import { limitedBytes, type AttachmentStorage } from './storage'

/** The client for the configured service; its own warnings go to `log`. */
export function s3Client(config: S3Config, log?: FastifyBaseLogger): S3Client {
  return new S3Client({
    logger: log && {
      debug: () => undefined,
      info: () => undefined,
      warn: (...content: unknown[]) => log.warn({ s3: content }, 'S3 client warning'),
      error: (...content: unknown[]) => log.error({ s3: content }, 'S3 client error')
    },
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 demands them: with the SDK's default, a streamed body is sent in
    // aws-chunked framing that S3-compatible services without that feature store as the content.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED'
  })
}

/**
 * Files as objects of an S3-compatible bucket, keyed `<prefix><attachment id>`. The object is
 * written after the row is stored PENDING and before it turns READY, so no reader sees it
 * half-written; housekeeping removes what a crash left behind.
 */
export function s3Storage(client: S3Client, config: Pick<S3Config, 'bucket' | 'keyPrefix'>): AttachmentStorage {
  const key = (id: string) => `${config.keyPrefix}${id}`
  return {
    kind: 'S3',
    transactional: false,
    async put(id, content, { size, maxBytes }) {
      // The SDK does not notice a body that fails midway: the request is aborted instead of
      // left waiting for the rest, and the partial object is never completed.
      const abort = new AbortController()
      const body = Readable.from(limitedBytes(content, size, maxBytes))
      let failure: unknown
      body.once('error', (error) => {
        failure = error
        abort.abort(error)
      })
      try {
        await client.send(
          new PutObjectCommand({ Bucket: config.bucket, Key: key(id), Body: body, ContentLength: size, ContentType: 'application/octet-stream' }),
          { abortSignal: abort.signal }
        )
      } catch (error) {
        throw failure ?? error
      }
    },
    async get(id, size) {
      const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(id) })).catch((error: unknown) => {
        if (error instanceof NoSuchKey) return undefined
        throw error
      })
      if (!object) return undefined
      if (!(object.Body instanceof Readable)) throw new Error(`No body for object ${key(id)}`)
      return Readable.from(limitedBytes(object.Body, size, size))
    },
    async delete(ids) {
      for (const id of ids) await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(id) }))
    }
  }
}
