import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGS, mergeTexts, type Lang, type MunicipalityConfig } from '@pesa/shared'

const MUNICIPALITIES_DIR = path.resolve(__dirname, '../../../api/municipalities')

/** The sample municipalities of `api/municipalities/`, by id. */
export function sampleMunicipalities(): Record<string, MunicipalityConfig> {
  return Object.fromEntries(
    readdirSync(MUNICIPALITIES_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(MUNICIPALITIES_DIR, file), 'utf8')) as MunicipalityConfig])
  )
}

/** A namespace's texts as a sample municipality shows them: the defaults merged with its overrides, as the i18n loader does. */
export function municipalityTexts<T>(municipality: MunicipalityConfig, namespace: string, defaults: Record<Lang, T>): Record<Lang, T> {
  const overrides = municipality.textOverrides as Partial<Record<Lang, Record<string, unknown>>>
  return Object.fromEntries(LANGS.map((lang) => [lang, mergeTexts(defaults[lang], overrides[lang]?.[namespace])])) as Record<Lang, T>
}

/** Override keys the namespace does not have: the loader ignores them, so a misspelt key would silently show the default. */
export function unknownOverrideKeys(municipality: MunicipalityConfig, namespace: string, defaults: unknown): string[] {
  const unknown: string[] = []
  const walk = (base: unknown, override: unknown, at: string) => {
    if (typeof override !== 'object' || override === null) return
    for (const [key, value] of Object.entries(override)) {
      const known = typeof base === 'object' && base !== null ? (base as Record<string, unknown>)[key] : undefined
      if (known === undefined || (typeof known === 'string') !== (typeof value === 'string')) unknown.push(`${at}.${key}`)
      else walk(known, value, `${at}.${key}`)
    }
  }
  const overrides = municipality.textOverrides as Partial<Record<Lang, Record<string, unknown>>>
  for (const lang of LANGS) walk(defaults, overrides[lang]?.[namespace], `${lang}.${namespace}`)
  return unknown
}
