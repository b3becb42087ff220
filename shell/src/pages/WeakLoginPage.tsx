import { Alert, ApiError, Button, Checkbox, InputField, useAuthStatus, useCommonTexts } from '@pesa/shared'
import { weakLogin } from '@pesa/shared/api/auth'
import { useId, useState, type FormEvent } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { nextTarget } from '../auth/redirects'
import { useShellTexts } from '../i18n'

type Failure = 'failed' | 'rateLimited' | 'error'

/** Its own chunk: the first view of /login does not need it. */
export default function WeakLoginPage() {
  const t = useShellTexts()
  const common = useCommonTexts()
  const status = useAuthStatus()
  const navigate = useNavigate()
  const { search } = useLocation()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  // "Remember this device" (issue 37 §4): off by default, a shared computer must not remember anyone.
  const [rememberDevice, setRememberDevice] = useState(false)
  const rememberHintId = useId()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure>()

  if (status?.loggedIn) return <Navigate to="/" replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFailure(undefined)
    try {
      await weakLogin({ body: { username, password, rememberDevice } })
      // A full load, so every app starts with the new session's state.
      window.location.assign(nextTarget(search, window.location.origin))
    } catch (error) {
      setBusy(false)
      // The right password of someone who may not use the service: the page that tells why.
      if (error instanceof ApiError && error.errorCode === 'NOT_A_CUSTODIAN') navigate('/login/not-a-custodian')
      else if (error instanceof ApiError && error.status === 429) setFailure('rateLimited')
      else if (error instanceof ApiError && (error.status === 403 || error.status === 400)) setFailure('failed')
      else setFailure('error')
    }
  }

  return (
    <section data-qa="weak-login-page">
      <Button variant="plain" onClick={() => navigate(`/login${search}`)} data-qa="back">
        {t.weakLogin.back}
      </Button>
      <h1>{t.weakLogin.title}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <InputField label={t.weakLogin.username} value={username} onChange={setUsername} type="email" autoComplete="username" required data-qa="username" />
        <InputField
          label={t.weakLogin.password}
          value={password}
          onChange={setPassword}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          data-qa="password"
          adornment={
            <Button variant="plain" aria-pressed={showPassword} onClick={() => setShowPassword(!showPassword)} data-qa="toggle-password">
              {showPassword ? common.hidePassword : common.showPassword}
            </Button>
          }
        />
        <Checkbox
          label={t.weakLogin.rememberDevice}
          checked={rememberDevice}
          onChange={setRememberDevice}
          aria-describedby={rememberHintId}
          data-qa="remember-device"
        />
        <p id={rememberHintId} data-qa="remember-device-hint">
          {t.weakLogin.rememberDeviceHint}
        </p>
        {failure ? (
          <Alert kind="error" data-qa="login-error">
            {t.weakLogin[failure]}
          </Alert>
        ) : null}
        <Button type="submit" variant="primary" busy={busy} disabled={!username.trim() || !password} data-qa="submit">
          {t.weakLogin.submit}
        </Button>
      </form>
    </section>
  )
}
