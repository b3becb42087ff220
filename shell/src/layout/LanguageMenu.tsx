import { LANGS, languageStore, useLanguage } from '@pesa/shared'
import { useShellTexts } from '../i18n'
import styles from './Layout.module.css'

export function LanguageMenu() {
  const t = useShellTexts()
  const active = useLanguage()
  return (
    <div className={styles.languages} role="group" aria-label={t.language.label}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={styles.languageButton}
          aria-pressed={lang === active}
          onClick={() => void languageStore.change(lang)}
          data-qa={`lang-${lang}`}
        >
          {lang.toUpperCase()}
          <span className="pesa-visually-hidden"> {t.language[lang]}</span>
        </button>
      ))}
    </div>
  )
}
