import { LANGS, languageStore, useLanguage, type Lang } from '@pesa/shared'
import { useShellTexts } from '../i18n'
import styles from './Layout.module.css'
import { useDisclosure } from './use-disclosure'

/** fi / sv / en. Switching re-renders in place: no reload, nothing typed is lost. */
export function LanguageMenu() {
  const t = useShellTexts()
  const active = useLanguage()
  const { toggle, close, containerRef, buttonRef, buttonProps, menuProps } = useDisclosure()
  const choose = (lang: Lang) => {
    close()
    buttonRef.current?.focus()
    void languageStore.change(lang)
  }
  return (
    <div ref={containerRef} className={styles.menuContainer}>
      <button ref={buttonRef} type="button" className={styles.languageButton} onClick={toggle} data-qa="language-menu" {...buttonProps}>
        <span className="pesa-visually-hidden">{t.language.label}: </span>
        {active.toUpperCase()}
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <ul className={`${styles.menu} ${styles.menuEnd}`} {...menuProps}>
        {LANGS.map((lang) => (
          <li key={lang}>
            <button type="button" lang={lang} className={styles.menuItem} aria-pressed={lang === active} onClick={() => choose(lang)} data-qa={`lang-${lang}`}>
              {t.language[lang]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
