import { Button, Modal, StrongLoginLink, useCommonTexts } from '@pesa/shared'
import { useCalendarTexts } from '../i18n'
import type { holidayAction } from '../holiday-form'
import styles from './Calendar.module.css'

export interface CalendarActionsProps {
  holidays: ReturnType<typeof holidayAction>
  discussions: boolean
  onOpen: (params: Record<string, string>) => void
}

/** The calendar's actions (spec part 2 §2): the desktop's action bar and the phone's pick-action modal list these. */
export function CalendarActions({ holidays, discussions, onOpen }: CalendarActionsProps) {
  const t = useCalendarTexts()
  return (
    <>
      <Button variant="primary" onClick={() => onOpen({ modal: 'reservations' })} data-qa="open-reservations">
        {t.calendar.reserve}
      </Button>
      <Button onClick={() => onOpen({ modal: 'absences' })} data-qa="open-absences">
        {t.calendar.absence}
      </Button>
      {holidays === 'open' ? (
        <Button onClick={() => onOpen({ modal: 'holidays' })} data-qa="open-holidays">
          {t.holidays.action}
        </Button>
      ) : null}
      {discussions ? (
        <Button onClick={() => onOpen({ modal: 'discussions' })} data-qa="open-discussions">
          {t.discussions.action}
        </Button>
      ) : null}
      <Button onClick={() => onOpen({ modal: 'feed' })} data-qa="open-feed">
        {t.feed.action}
      </Button>
      {holidays === 'locked' ? (
        <StrongLoginLink returnPath="/calendar?modal=holidays" dataQa="open-holidays-locked" ariaLabel={`${t.holidays.action} (${t.holidays.locked})`}>
          {t.holidays.action}
        </StrongLoginLink>
      ) : null}
    </>
  )
}

/** The phone's floating action button opens this (spec part 2 §2); the chosen action's modal takes its place. */
export function PickActionModal({ onClose, ...actions }: CalendarActionsProps & { onClose: () => void }) {
  const t = useCalendarTexts()
  const common = useCommonTexts()
  return (
    <Modal
      title={t.calendar.pickAction}
      onClose={onClose}
      data-qa="actions-modal"
      actions={
        <Button onClick={onClose} data-qa="actions-close">
          {common.close}
        </Button>
      }
    >
      <div className={styles.pickActions}>
        <CalendarActions {...actions} />
      </div>
    </Modal>
  )
}
