import { buttonClassName } from '@pesa/shared'
import { Link, useLocation } from 'react-router'
import { strongLoginUrl } from '../auth/redirects'
import { useShellTexts } from '../i18n'

export function LoginPage() {
  const t = useShellTexts()
  const { search } = useLocation()
  const next = new URLSearchParams(search).get('next') ?? '/'
  return (
    <section data-qa="login-page">
      <h1>{t.login.title}</h1>
      <p>{t.login.intro}</p>
      <h2>{t.login.strongLogin}</h2>
      <p>{t.login.strongLoginInfo}</p>
      <a href={strongLoginUrl(next)} className={buttonClassName('primary')} data-qa="strong-login">
        {t.login.strongLogin}
      </a>
      <h2>{t.login.weakLogin}</h2>
      <p>{t.login.weakLoginInfo}</p>
      <Link to={`/login/form${search}`} className={buttonClassName('secondary')} data-qa="weak-login">
        {t.login.weakLogin}
      </Link>
      <p>
        <Link to="/map" data-qa="map-link">
          {t.login.map}
        </Link>
      </p>
    </section>
  )
}
