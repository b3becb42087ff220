import { Alert, Button } from '@pesa/shared'
import { useCalendarTexts } from '../i18n'
import { useServiceTimeNotifications } from '../queries'

/** Shown while a changed daily service time is not acknowledged; its button opens the modal (modal state in the query). */
export function ServiceTimeBanner({ onShow }: { onShow: () => void }) {
  const t = useCalendarTexts().serviceTime
  const notifications = useServiceTimeNotifications().data ?? []
  if (notifications.length === 0) return null
  return (
    <Alert kind="info" data-qa="service-time-banner">
      <p>{t.banner}</p>
      <Button onClick={onShow} data-qa="service-time-show">
        {t.show}
      </Button>
    </Alert>
  )
}
