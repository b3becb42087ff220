import { randomUUID } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import type { Queryable } from '../platform/db'

/*
 * Small real files for the demo data (a PDF that opens, a PNG that shows), stored as staff's
 * files in the database storage, which every deployment can read whatever storage new files go to.
 */

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
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

/** A width × height PNG of horizontal stripes in the given RGB colours. */
export function stripedPng(width: number, height: number, colours: [number, number, number][]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const colour = colours[Math.floor((y * colours.length) / height)]!
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) row.set(colour, 1 + x * 3)
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0))
  ])
}

/** A one-page PDF showing the lines (ASCII). */
export function textPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)
  const stream = `BT /F1 14 Tf 60 780 Td 18 TL ${lines.map((line) => `(${escape(line)}) '`).join(' ')} ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** Stores a staff file of an owner (READY, in the database), as the attachments platform reads it. */
export async function insertStaffFile(
  db: Queryable,
  file: {
    ownerType: string
    ownerId: string
    name: string
    contentType: string
    content: Buffer
    now: Date
    /** The owner's kind of file (an income statement's proof), when it has kinds */
    attachmentType?: string
    uploadedByPerson?: string
    uploadedByEmployee?: string
  }
): Promise<string> {
  const id = randomUUID()
  await db.query(
    `insert into attachment (id, owner_type, owner_id, attachment_type, name, content_type, size, storage, status,
       uploaded_by_person, uploaded_by_employee, created_at, attached_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'DATABASE', 'READY', $8, $9, $10, $10)`,
    [
      id,
      file.ownerType,
      file.ownerId,
      file.attachmentType ?? null,
      file.name,
      file.contentType,
      file.content.length,
      file.uploadedByPerson ?? null,
      file.uploadedByEmployee ?? null,
      file.now
    ]
  )
  await db.query("insert into attachment_chunk (attachment_id, seq, data) values ($1, 0, decode($2, 'base64'))", [id, file.content.toString('base64')])
  return id
}
