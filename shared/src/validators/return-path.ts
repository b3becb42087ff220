const PLACEHOLDER_ORIGIN = 'https://pesa.invalid'

/**
 * Where to send the browser after login or logout. Only a target that resolves to the same
 * origin is honoured (spec part 1 §2: `next` and `RelayState`); anything else — another host,
 * a protocol-relative `//host`, `/\host`, `javascript:` — answers '/'. The answer is always a
 * path (with query and fragment), never a full URL.
 */
export function safeReturnPath(target: string | null | undefined, origin: string = PLACEHOLDER_ORIGIN): string {
  // Control characters are refused outright: browsers drop some of them from URLs, so what is checked would differ from what is followed.
  // eslint-disable-next-line no-control-regex
  if (!target || /[\u0000-\u001f\u007f]/.test(target)) return '/'
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return '/'
  }
  if (url.origin !== new URL(origin).origin) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}
