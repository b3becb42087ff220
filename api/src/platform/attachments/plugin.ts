import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Attachments } from './attachments'
import { databaseStorage } from './database-storage'
import { MULTIPART_LIMITS } from './receive'
import { clamdScanner, type MalwareScanner } from './scanner'
import type { AttachmentStorage, StorageKind } from './storage'

export interface AttachmentsPluginOptions {
  /** Replaces the configured storage for new files (tests of failing storage) */
  storage?: AttachmentStorage
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Owner types, storing, reading and housekeeping of uploaded files (platform/attachments) */
    attachments: Attachments
  }
}

/**
 * Multipart parsing with busboy's limits (the app's 1 MB body limit is for JSON; an upload is
 * capped by these and by the upload route's length check), the storages, and `app.attachments`.
 */
async function attachmentsPlugin(app: FastifyInstance, options: AttachmentsPluginOptions): Promise<void> {
  const { config, db } = app.platform
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true })

  const all = new Map<StorageKind, AttachmentStorage>([['DATABASE', databaseStorage(db)]])
  const { s3 } = config.attachments
  if (s3) {
    // Loaded only where S3 is configured: the AWS SDK took about 0.05 s of CPU to load, paid by every test app.
    const { s3Client, s3Storage } = await import('./s3-storage')
    const client = s3Client(s3, app.log)
    app.addHook('onClose', async () => client.destroy())
    all.set('S3', s3Storage(client, s3))
  }
  const current = options.storage ?? all.get(config.attachments.storage === 's3' ? 'S3' : 'DATABASE')!
  all.set(current.kind, current)
  app.decorate('attachments', new Attachments(db, config.attachments, { current, all }, scannerOf(app), app.log))
}

/** The configured scanner, said in the log at every start: running without one is visible. */
function scannerOf(app: FastifyInstance): MalwareScanner | undefined {
  const { scan } = app.platform.config.attachments
  if (scan.kind === 'off') {
    if (scan.explicit) app.log.warn('Uploads are not scanned for malware: ATTACHMENT_SCAN=off')
    else app.log.warn('Uploads are not scanned for malware: no CLAMAV_SOCKET or CLAMAV_HOST (production refuses to start so)')
    return undefined
  }
  const scanner = clamdScanner(scan.address, scan.timeoutMs)
  app.log.info(`Uploads are scanned for malware by ${scanner.description}`)
  return scanner
}

export default fp(attachmentsPlugin, { name: 'attachments', dependencies: ['platform'] })
