import { useSyncExternalStore } from 'react'

export const LANGS = ['fi', 'sv', 'en'] as const
export type Lang = (typeof LANGS)[number]

const STORAGE_KEY = 'pesa.lang'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/**
 * Spec part 1 §1: the `lang` query parameter, else the language chosen earlier on this device,
 * else the browser language when it is Finnish or Swedish, else Finnish.
 */
export function detectLanguage(search: string, stored: string | null, browserLanguages: readonly string[]): Lang {
  const fromQuery = new URLSearchParams(search).get('lang')
  if (isLang(fromQuery)) return fromQuery
  if (isLang(stored)) return stored
  for (const browserLanguage of browserLanguages) {
    const primary = browserLanguage.toLowerCase().split('-')[0]
    if (primary === 'fi' || primary === 'sv') return primary
  }
  return 'fi'
}

type Listener = () => void
type Preloader = (lang: Lang) => Promise<unknown>

/**
 * The active language of the page, shared by the shell and every remote. A switch first
 * loads the new language of every namespace on the page, then re-renders once: nothing
 * suspends, so no remote unmounts and no typed form input is lost.
 */
class LanguageStore {
  private lang: Lang = 'fi'
  private readonly listeners = new Set<Listener>()
  private readonly preloaders = new Set<Preloader>()

  getSnapshot = (): Lang => this.lang

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  registerPreloader(preload: Preloader): void {
    this.preloaders.add(preload)
  }

  /** Picks the start language from the URL, storage and browser; remembers a ?lang= choice. */
  initialize(): Lang {
    const stored = safeStorage()?.getItem(STORAGE_KEY) ?? null
    const lang = detectLanguage(window.location.search, stored, navigator.languages ?? [navigator.language])
    this.apply(lang, new URLSearchParams(window.location.search).has('lang'))
    return lang
  }

  async change(lang: Lang): Promise<void> {
    await Promise.all([...this.preloaders].map((preload) => preload(lang)))
    this.apply(lang, true)
  }

  private apply(lang: Lang, remember: boolean): void {
    this.lang = lang
    if (remember) safeStorage()?.setItem(STORAGE_KEY, lang)
    document.documentElement.lang = lang
    this.listeners.forEach((listener) => listener())
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export const languageStore = new LanguageStore()

export function useLanguage(): Lang {
  return useSyncExternalStore(languageStore.subscribe, languageStore.getSnapshot, languageStore.getSnapshot)
}
