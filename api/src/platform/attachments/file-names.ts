/** Longest name kept, in characters; longer names keep their end (the extension). */
const MAX_NAME_LENGTH = 200

/*
 * C0 and C1 controls, DEL, and the bidirectional controls that can make "exe.pdf" read as
 * "fdp.exe" (or the reverse) on screen.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * The uploader's file name as shown and downloaded: the last segment of a path (old browsers
 * send the whole path), Unicode NFC, no control characters, trimmed, at most 200 characters.
 * Storage never uses it: objects are keyed by the attachment id.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? ''
  const clean = base.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim()
  const characters = [...clean]
  return characters.length > MAX_NAME_LENGTH ? characters.slice(-MAX_NAME_LENGTH).join('').trimStart() : clean
}

/** RFC 5987 value characters: everything else is percent-encoded. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
}

/**
 * `Content-Disposition: attachment` with the name twice (RFC 6266): an ASCII fallback for old
 * clients, and the exact name as UTF-8 in `filename*`.
 */
export function contentDisposition(name: string): string {
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file'
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`
}
