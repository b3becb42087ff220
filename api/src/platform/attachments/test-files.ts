import { randomBytes } from 'node:crypto'
import { deflateRawSync } from 'node:zlib'

/*
 * Real files of each kind the tests upload, made here so no binary fixture is committed: the
 * bytes a sniffer reads are the formats' own (PNG chunks with CRCs, a PDF object with a binary
 * stream, ZIP containers of DOCX and ODT).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG whose image data chunk carries `payloadBytes` random bytes. */
export function pngFile(payloadBytes = 64): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(1, 0)
  header.writeUInt32BE(1, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', randomBytes(payloadBytes)),
    pngChunk('IEND', Buffer.alloc(0))
  ])
}

export function jpegFile(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), randomBytes(64), Buffer.from([0xff, 0xd9])])
}

/** A PDF with a binary stream; `totalBytes` pads it to an exact size. */
export function pdfFile(totalBytes = 2048): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 0 >>\nstream\n', 'latin1')
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')
  return Buffer.concat([head, randomBytes(Math.max(0, totalBytes - head.length - tail.length)), tail])
}

/** A ZIP of stored (uncompressed) entries, as DOCX and ODT are containers of. */
function zipFile(entries: [string, string][]): Buffer {
  const parts: Buffer[] = []
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8')
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt32LE(crc32(data), 14)
    header.writeUInt32LE(data.length, 18)
    header.writeUInt32LE(data.length, 22)
    header.writeUInt16LE(Buffer.byteLength(name), 26)
    parts.push(header, Buffer.from(name, 'utf8'), data)
  }
  return Buffer.concat(parts)
}

export function docxFile(): Buffer {
  return zipFile([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
    ],
    ['word/document.xml', '<?xml version="1.0"?><w:document/>']
  ])
}

export function odtFile(): Buffer {
  return zipFile([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<?xml version="1.0"?><office:document-content/>']
  ])
}

/** A Word 97–2003 file's compound-file header. */
export function docFile(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)])
}

export function mp3File(): Buffer {
  return Buffer.concat([
    Buffer.from('ID3', 'latin1'),
    Buffer.from([3, 0, 0, 0, 0, 0, 10]),
    Buffer.alloc(10),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(400)
  ])
}

/** A Windows executable's DOS header: what a renamed program starts with. */
export function exeFile(): Buffer {
  return Buffer.concat([
    Buffer.from('MZ', 'latin1'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(64),
    Buffer.from('PE\0\0', 'latin1'),
    Buffer.alloc(256)
  ])
}

export function csvFile(): Buffer {
  return Buffer.from('nimi;summa\r\nPäivähoito;288,00\r\nKerho;49,00\r\n', 'latin1')
}

/**
 * A ZIP archive with deflated entries and its central directory, as an archiver writes one: its
 * entries' bytes appear only compressed, so a scanner finds them only by unpacking.
 */
export function deflatedZipFile(entries: [string, Buffer][]): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [name, data] of entries) {
    const packed = deflateRawSync(data)
    const nameBytes = Buffer.from(name, 'utf8')
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc32(data), 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(8, 10)
    entry.writeUInt32LE(crc32(data), 16)
    entry.writeUInt32LE(packed.length, 20)
    entry.writeUInt32LE(data.length, 24)
    entry.writeUInt16LE(nameBytes.length, 28)
    entry.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, packed)
    central.push(entry, nameBytes)
    offset += local.length + nameBytes.length + packed.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipartBody(
  fieldName: string,
  fileName: string,
  content: Buffer,
  contentType = 'application/octet-stream'
): { body: Buffer; contentType: string } {
  const boundary = `----pesa${randomBytes(8).toString('hex')}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    'utf8'
  )
  return { body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1')]), contentType: `multipart/form-data; boundary=${boundary}` }
}
