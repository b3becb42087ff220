import { use } from 'react'
import { languageStore, useLanguage, type Lang } from './language'

/** A deep partial of a translation object: what a municipality may override. */
export type TextOverride<T> = { [K in keyof T]?: T[K] extends string ? string : TextOverride<T[K]> }

type Loaders<T> = Record<Lang, () => Promise<{ default: T }>>

/** Municipality text overrides: language → namespace → partial translations. */
export type TextOverrides = Partial<Record<Lang, Record<string, unknown>>>

let textOverrides: Promise<TextOverrides> = Promise.resolve({})

/**
 * The municipality's overrides, or a promise of them: texts that load meanwhile wait for it,
 * so no text shows first in the default wording and then changes.
 */
export function setTextOverrides(overrides: TextOverrides | Promise<TextOverrides>): void {
  textOverrides = Promise.resolve(overrides)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function mergeTexts<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return base
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key]
    if (typeof current === 'string' && typeof value === 'string') merged[key] = value
    else if (isPlainObject(current)) merged[key] = mergeTexts(current, value)
  }
  return merged as T
}

export interface Translations<T> {
  /** The texts of the active language; suspends while that language is first downloaded. */
  useTranslation(): T
  load(lang: Lang): Promise<T>
}

/**
 * Declares one namespace of texts (an app or the UI kit). Each language is its own chunk
 * behind `loaders`, so a page downloads only the language it shows. The Finnish file is the
 * schema: the others are typed against it, so a missing key does not compile.
 */
export function defineTranslations<T>(namespace: string, loaders: Loaders<T>): Translations<T> {
  const promises = new Map<Lang, Promise<T>>()

  function load(lang: Lang): Promise<T> {
    let promise = promises.get(lang)
    if (!promise) {
      const loading = Promise.all([loaders[lang](), textOverrides]).then(([module, overrides]) => mergeTexts(module.default, overrides[lang]?.[namespace]))
      // React's use() reads a settled thenable's status synchronously: texts that are
      // already here render at once instead of suspending for a tick.
      loading.then(
        (value) => Object.assign(loading, { status: 'fulfilled', value }),
        () => promises.delete(lang)
      )
      promises.set(lang, loading)
      promise = loading
    }
    return promise
  }

  languageStore.registerPreloader(load)

  return {
    load,
    useTranslation(): T {
      return use(load(useLanguage()))
    }
  }
}
