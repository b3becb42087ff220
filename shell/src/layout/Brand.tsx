import { useLanguage, useMunicipalityConfig } from '@pesa/shared'
import { Link } from 'react-router'
import { useShellTexts } from '../i18n'
import styles from './Layout.module.css'

/** The municipality's logo, the service name and, outside production, the environment label. */
export function Brand() {
  const t = useShellTexts()
  const lang = useLanguage()
  const config = useMunicipalityConfig()
  return (
    <>
      <Link to="/" className={styles.logo} data-qa="home-link">
        <img src={config.logo.url} alt={config.logo.alt[lang]} className={styles.logoImage} width="40" height="40" />
        <span>{t.appName}</span>
      </Link>
      {config.environmentLabel ? (
        <span className={styles.environment} data-qa="environment-label">
          {config.environmentLabel[lang]}
        </span>
      ) : null}
    </>
  )
}
