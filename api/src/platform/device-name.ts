/*
 * A remembered device's name, made readable from its user agent ("Chrome, Android"): enough for a
 * guardian to tell their phone from their laptop in the list, nothing more. The user agent itself
 * is not stored. Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and
 * iPadOS and Android also say Linux or Mac.
 */

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari']
]

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux']
]

const first = (ua: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(ua))?.[1]

/** The browser and system named by a user agent; the unknown parts left out, "?" when nothing is known. */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  const parts = [first(ua, BROWSERS), first(ua, SYSTEMS)].filter((part): part is string => part !== undefined)
  return parts.length > 0 ? parts.join(', ') : '?'
}
