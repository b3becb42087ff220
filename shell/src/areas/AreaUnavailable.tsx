import { Alert, Button } from '@pesa/shared'
import { useEffect, useRef } from 'react'
import { useShellTexts } from '../i18n'

export function AreaUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useShellTexts()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  return (
    <section data-qa="area-unavailable" aria-labelledby="area-unavailable-title">
      <Alert kind="warning">
        <h1 id="area-unavailable-title" ref={headingRef} tabIndex={-1}>
          {t.area.unavailableTitle}
        </h1>
        <p>{t.area.unavailableText}</p>
        <Button variant="primary" onClick={onRetry} data-qa="area-retry">
          {t.area.retry}
        </Button>
      </Alert>
    </section>
  )
}
