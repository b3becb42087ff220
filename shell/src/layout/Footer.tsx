import { useLanguage, useMunicipalityConfig } from '@pesa/shared'
import { Link } from 'react-router'
import { useShellTexts } from '../i18n'
import styles from './Layout.module.css'

export function Footer() {
  const t = useShellTexts()
  const lang = useLanguage()
  const config = useMunicipalityConfig()
  const external = (href: string, label: string, qa: string) => (
    <a href={href} target="_blank" rel="noreferrer" data-qa={qa}>
      {label}
      <span className="pesa-visually-hidden"> ({t.footer.opensInNewWindow})</span>
    </a>
  )
  return (
    <footer className={styles.footer} aria-label={t.footer.label} data-qa="footer">
      <span data-qa="footer-city">© {config.name[lang]}</span>
      {external(config.links.privacyPolicy[lang], t.footer.privacyPolicy, 'footer-privacy')}
      <Link to="/accessibility" data-qa="footer-accessibility">
        {t.footer.accessibility}
      </Link>
      {external(config.links.feedback[lang], t.footer.feedback, 'footer-feedback')}
    </footer>
  )
}
