import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * The scan is in `Attachments.store`, so it holds on every path only while an uploaded file
 * reaches storage through nothing else: the multipart body is read by `receiveFile` alone, and
 * only `attachments.ts` writes to a storage (`store`, which scans, and `storeGenerated`, for
 * the PDFs the service renders itself). A new upload path that bypasses them fails here.
 */
const SRC = path.resolve(__dirname, '../..')

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sources(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

const where = (pattern: RegExp) =>
  sources(SRC)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file))

describe('every uploaded file is scanned', () => {
  it('reads multipart files only in receiveFile', () => {
    expect(where(/\.(file|files|parts|saveRequestFiles)\(\)/)).toEqual(['platform/attachments/receive.ts'])
  })

  it('writes to a storage only in Attachments, whose store scans first', () => {
    expect(where(/storage\.put\(|\bput\(row\.id/)).toEqual(['platform/attachments/attachments.ts'])
    const attachments = readFileSync(path.join(SRC, 'platform/attachments/attachments.ts'), 'utf8')
    const store = attachments.slice(attachments.indexOf('async store('), attachments.indexOf('async storeGenerated('))
    expect(store.indexOf('await this.scan(file)')).toBeGreaterThan(0)
    expect(store.indexOf('await this.scan(file)')).toBeLessThan(store.indexOf('checkFile('))
  })

  it('stores received files only through app.attachments.store', () => {
    const receivers = where(/await receiveFile\(request/)
    expect(receivers.sort()).toEqual(['dev-api/children.ts', 'platform/attachments/routes.ts'])
    for (const file of receivers) expect(readFileSync(path.join(SRC, file), 'utf8')).toMatch(/attachments\.store\(file,/)
  })
})
