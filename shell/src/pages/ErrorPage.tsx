import { Button } from '@pesa/shared'
import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { reportClientError } from '../errors/client-error-reporter'
import { useShellTexts } from '../i18n'

/** For errors outside any area (the shell itself); areas have their own boundary. */
export function ErrorPage() {
  const t = useShellTexts()
  const error = useRouteError()
  // The page tells the guardian that the fault was reported (spec part 1 §8): it is.
  useEffect(() => {
    console.error(error)
    reportClientError('shell-render', error)
  }, [error])
  return (
    <main id="main" data-qa="error-page" style={{ padding: 24 }}>
      <h1>{t.errorPage.title}</h1>
      <p>{t.errorPage.text}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t.errorPage.reload}
      </Button>
    </main>
  )
}
