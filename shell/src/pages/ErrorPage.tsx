import { Button } from '@pesa/shared'
import { useRouteError } from 'react-router'
import { useShellTexts } from '../i18n'

/** For errors outside any area (the shell itself); areas have their own boundary. */
export function ErrorPage() {
  const t = useShellTexts()
  console.error(useRouteError())
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
