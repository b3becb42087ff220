const PLACEHOLDER_ORIGIN = 'https://pesa.invalid'

/** Percent-decodes until nothing changes (or a malformed escape), as any later reader might. */
function fullyDecoded(value: string): string {
  let current = value
  for (let round = 0; round < 5; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return current
    }
    if (next === current) return current
    current = next
  }
  return current
}

/**
 * Where to send the browser after login or logout — the one check every return path goes
 * through (spec part 1 §2: `next` and `RelayState`). The target is resolved as a browser
 * resolves it (dot segments, encoded dots, `\` read as `/`); the answer is that path (with
 * query and fragment) only when it stays on the origin and starts with exactly one `/`, holds
 * no `\` and no control character, also after percent-decoding. Anything else answers '/'.
 * `/..//evil.example` resolves to `//evil.example`, a protocol-relative URL: hence the check
 * on the resolved path, not only on the origin.
 */
export function safeReturnPath(target: string | null | undefined, origin: string = PLACEHOLDER_ORIGIN): string {
  // Control characters are refused outright: browsers drop some of them from URLs, so what is checked would differ from what is followed.
  // eslint-disable-next-line no-control-regex
  if (!target || /[\u0000-\u001f\u007f]/.test(target)) return '/'
  const own = new URL(origin).origin
  let url: URL
  try {
    url = new URL(target, own)
  } catch {
    return '/'
  }
  if (url.origin !== own) return '/'
  const path = `${url.pathname}${url.search}${url.hash}`
  const decoded = fullyDecoded(path)
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])/.test(decoded) || /[\\\u0000-\u001f\u007f]/.test(decoded)) return '/'
  // Followed again from any page of the origin, the path must land on the origin at the same path.
  const again = new URL(path, `${own}/a/b/`)
  if (again.origin !== own || `${again.pathname}${again.search}${again.hash}` !== path) return '/'
  return path
}
