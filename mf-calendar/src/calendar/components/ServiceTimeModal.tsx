import { Button, Modal } from '@pesa/shared'
import { MutateButton } from '@pesa/shared/forms'
import { formatFinnishDate } from '@pesa/shared/validators'
import { useCalendarTexts } from '../i18n'
import { dismissServiceTimeNotifications, useServiceTimeNotifications } from '../queries'
import { newReservationsStart } from '../service-time'

interface ServiceTimeModalProps {
  reservableRange: { start: string; end: string }
  /** "Make new reservations": the reservation modal, from the first day whose reservations were removed */
  onMakeReservations: (startDate: string | undefined) => void
  onClose: () => void
}

/**
 * The changed daily service times (spec part 2 §2, §3): what changed from which day and whether
 * reservations were removed. Both buttons acknowledge every notification shown, so it does not
 * come back after a reload; closing without choosing keeps them for the banner.
 */
export default function ServiceTimeModal({ reservableRange, onMakeReservations, onClose }: ServiceTimeModalProps) {
  const t = useCalendarTexts().serviceTime
  const notifications = useServiceTimeNotifications().data ?? []
  if (notifications.length === 0) return null
  const ids = notifications.map((n) => n.id)
  const removed = notifications.some((n) => n.hasDeletedReservations)
  return (
    <Modal
      title={t.title}
      onClose={onClose}
      data-qa="service-time-modal"
      actions={
        <>
          <Button onClick={onClose} data-qa="service-time-close">
            {t.close}
          </Button>
          <MutateButton action={() => dismissServiceTimeNotifications(ids)} onSuccess={onClose} data-qa="service-time-ok">
            {t.ok}
          </MutateButton>
          {removed ? (
            <MutateButton
              variant="primary"
              action={() => dismissServiceTimeNotifications(ids)}
              onSuccess={() => onMakeReservations(newReservationsStart(notifications, reservableRange))}
              data-qa="service-time-make-reservations"
            >
              {t.makeReservations}
            </MutateButton>
          ) : null}
        </>
      }
    >
      {notifications.map((n) => (
        <p key={n.id} data-qa={`service-time-notification-${n.id}`}>
          {t.changed(n.childName, formatFinnishDate(n.dateFrom))}
          {n.hasDeletedReservations ? ` ${t.deleted}` : ''}
        </p>
      ))}
    </Modal>
  )
}
