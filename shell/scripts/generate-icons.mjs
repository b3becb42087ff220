// Draws the app icons of the web app manifest (public/static/icons): a white nest and egg on
// the brand blue. Run again after changing the drawing: node shell/scripts/generate-icons.mjs
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

const OUT = path.join(import.meta.dirname, '../public/static/icons')
const BRAND = [0x00, 0x50, 0xbb]
const WHITE = [0xff, 0xff, 0xff]

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buffer) {
  let c = 0xffffffff
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** `paint(x, y)` gives the colour of a pixel in unit coordinates (0..1). */
function png(size, paint) {
  const rows = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) row.set(paint((x + 0.5) / size, (y + 0.5) / size), 1 + x * 3)
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0))
  ])
}

/** The nest (a bowl) and the egg, scaled by `scale` around the centre: maskable icons need a safe zone. */
function nestAndEgg(scale) {
  return (x, y) => {
    const u = (x - 0.5) / scale
    const v = (y - 0.5) / scale
    const egg = (u / 0.17) ** 2 + ((v + 0.06) / (v < -0.06 ? 0.24 : 0.2)) ** 2 <= 1
    const bowl = v >= 0.04 && v <= 0.26 && (u / 0.34) ** 2 + ((v - 0.04) / 0.22) ** 2 <= 1
    return egg || bowl ? WHITE : BRAND
  }
}

const icons = [
  ['icon-192.png', 192, 1],
  ['icon-512.png', 512, 1],
  ['icon-maskable-512.png', 512, 0.8],
  ['apple-touch-icon.png', 180, 0.9]
]
for (const [name, size, scale] of icons) writeFileSync(path.join(OUT, name), png(size, nestAndEgg(scale)))
