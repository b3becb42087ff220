import type { Validator } from './codes'

/**
 * A web address a guardian may give (spec part 1 §5 "URL must use https"): an absolute
 * https URL with a host. Plain http and other schemes are refused, not upgraded.
 */
export const httpsUrl: Validator = (value) => {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'HTTPS_URL_REQUIRED'
  }
  return url.protocol === 'https:' && url.hostname !== '' ? undefined : 'HTTPS_URL_REQUIRED'
}
