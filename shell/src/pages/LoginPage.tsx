import { Alert, buttonClassName, Collapsible, strongLoginUrl, useLanguage, type Lang } from '@pesa/shared'
import { getCurrentSystemNotification, type CurrentSystemNotification } from '@pesa/shared/api/shell'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useShellTexts } from '../i18n'
import { useStoredFlag } from './use-stored-flag'

const LoginFailedDialog = lazy(() => import(/* webpackChunkName: "login-failed" */ './LoginFailedDialog'))

type Notification = NonNullable<CurrentSystemNotification['notification']>

function noticeText(notification: Notification, lang: Lang): string {
  return { fi: notification.text, sv: notification.textSv, en: notification.textEn }[lang]
}

function SystemNotice() {
  const t = useShellTexts()
  const lang = useLanguage()
  const [notification, setNotification] = useState<Notification | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    getCurrentSystemNotification({ signal: controller.signal }).then(
      (current) => setNotification(current.notification),
      () => {
        // The login page works without the notice.
      }
    )
    return () => controller.abort()
  }, [])
  if (!notification) return null
  return (
    <Alert kind="warning" title={t.login.notice} data-qa="system-notification">
      <p>{noticeText(notification, lang)}</p>
    </Alert>
  )
}

function HomeScreenInstructions() {
  const t = useShellTexts()
  const [open, setOpen] = useStoredFlag('pesa.homeScreenInstructionsOpen')
  const steps = (list: string[]) => (
    <ol>
      {list.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  )
  return (
    <Collapsible title={t.login.homeScreen.title} open={open} onToggle={setOpen} data-qa="home-screen-instructions">
      <p>{t.login.homeScreen.intro}</p>
      <h3>{t.login.homeScreen.ios}</h3>
      {steps(t.login.homeScreen.iosSteps)}
      <h3>{t.login.homeScreen.android}</h3>
      {steps(t.login.homeScreen.androidSteps)}
    </Collapsible>
  )
}

export function LoginPage() {
  const t = useShellTexts()
  const navigate = useNavigate()
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  const next = params.get('next') ?? '/'
  const closeFailure = () => {
    params.delete('loginError')
    navigate({ search: params.size ? `?${params}` : '' }, { replace: true })
  }
  return (
    <section data-qa="login-page">
      <h1>{t.login.title}</h1>
      <SystemNotice />
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
      <HomeScreenInstructions />
      {params.get('loginError') === 'true' ? (
        <Suspense>
          <LoginFailedDialog onClose={closeFailure} />
        </Suspense>
      ) : null}
    </section>
  )
}
