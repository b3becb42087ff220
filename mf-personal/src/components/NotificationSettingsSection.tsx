import { Alert, Button, Checkbox, useMunicipalityConfig } from '@pesa/shared'
import type { NotificationSettings } from '@pesa/shared/api/types'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { usePersonalTexts } from '../i18n'
import { saveNotificationSettings, useNotificationSettings } from '../queries'
import styles from './PersonalDetails.module.css'

const SETTINGS: (keyof NotificationSettings)[] = [
  'message',
  'bulletin',
  'income',
  'calendarEvent',
  'decision',
  'document',
  'informalDocument',
  'attendanceReservation',
  'discussionTime'
]

/** Email notifications by type; discussion times only where discussion reservations are on (spec part 1 §2). */
export function NotificationSettingsSection() {
  const texts = usePersonalTexts()
  const t = texts.notifications
  const { featureFlags } = useMunicipalityConfig()
  const { data: stored, error: loadError } = useNotificationSettings()
  const [draft, setDraft] = useState<NotificationSettings>()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<'saved' | 'failed'>()
  const sectionRef = useRef<HTMLElement>(null)
  const { hash } = useLocation()
  const shown = draft ?? stored

  // #notifications (a link from a notification email, say) scrolls here once the settings are in.
  useEffect(() => {
    if (hash === '#notifications' && stored) sectionRef.current?.scrollIntoView()
  }, [hash, stored])

  const save = async () => {
    if (!draft) return
    setBusy(true)
    try {
      await saveNotificationSettings(draft)
      setDraft(undefined)
      setResult('saved')
    } catch {
      setResult('failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section id="notifications" ref={sectionRef} className={styles.section} aria-labelledby="notifications-title" data-qa="notification-settings">
      <div className={styles.sectionHeader}>
        <h2 id="notifications-title">{t.title}</h2>
        {draft || !stored ? null : (
          <Button
            onClick={() => {
              setResult(undefined)
              setDraft(stored)
            }}
            aria-label={t.editLabel}
            data-qa="edit-notification-settings"
          >
            {t.edit}
          </Button>
        )}
      </div>
      <p>{t.info}</p>
      {loadError ? (
        <Alert kind="error" data-qa="notification-settings-load-failed">
          <p>{texts.loadFailed}</p>
        </Alert>
      ) : null}
      {shown ? (
        <fieldset className={styles.fieldset} disabled={!draft}>
          <legend>{t.legend}</legend>
          {SETTINGS.filter((setting) => setting !== 'discussionTime' || featureFlags.discussionReservations).map((setting) => (
            <Checkbox
              key={setting}
              label={t.types[setting]}
              checked={shown[setting]}
              onChange={(checked) => setDraft((current) => current && { ...current, [setting]: checked })}
              data-qa={`notification-${setting}`}
            />
          ))}
        </fieldset>
      ) : null}
      {shown && !shown.income ? (
        <Alert kind="warning" data-qa="income-warning">
          <p>{t.incomeWarning}</p>
        </Alert>
      ) : null}
      {result === 'saved' ? (
        <Alert kind="success" data-qa="notification-settings-saved">
          <p>{t.saved}</p>
        </Alert>
      ) : null}
      {result === 'failed' ? (
        <Alert kind="error" data-qa="notification-settings-failed">
          <p>{t.saveFailed}</p>
        </Alert>
      ) : null}
      {draft ? (
        <div className={styles.actions}>
          <Button variant="primary" busy={busy} onClick={() => void save()} data-qa="save-notification-settings">
            {t.save}
          </Button>
          <Button onClick={() => setDraft(undefined)} disabled={busy} data-qa="cancel-notification-settings">
            {t.cancel}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
