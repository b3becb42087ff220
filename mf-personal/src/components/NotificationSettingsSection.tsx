import { Alert, Button, Checkbox, useAuthStatus, useMunicipalityConfig } from '@pesa/shared'
import type { NotificationSettings } from '@pesa/shared/api/types'
import { Loaded, SubmitForm, useSubmit } from '@pesa/shared/forms'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { usePersonalTexts } from '../i18n'
import { isOn, shownSettings, withSetting } from '../notification-settings'
import { saveNotificationSettings, useNotificationSettings } from '../queries'
import { stepUpToStrongLogin } from '../step-up'
import styles from './PersonalDetails.module.css'

/**
 * Email notifications by type (spec part 1 §2); discussion times only where discussion
 * reservations are on. Reading is WEAK; changing them is editing personal details, so STRONG
 * (a WEAK user's edit button leads to strong identification and back).
 */
export function NotificationSettingsSection() {
  const t = usePersonalTexts().notifications
  const strong = useAuthStatus()?.authLevel === 'STRONG'
  const { featureFlags } = useMunicipalityConfig()
  const settings = useNotificationSettings()
  // The list being edited; undefined while the settings are only shown.
  const [draft, setDraft] = useState<NotificationSettings>()
  const [saved, setSaved] = useState(false)
  const submission = useSubmit({
    action: () => saveNotificationSettings(draft!),
    onSuccess: () => {
      setDraft(undefined)
      setSaved(true)
    }
  })
  const sectionRef = useRef<HTMLElement>(null)
  const { hash } = useLocation()
  const loaded = settings.data !== undefined

  // #notifications (a link from a notification email, say) scrolls here once the settings are in.
  useEffect(() => {
    if (hash === '#notifications' && loaded) sectionRef.current?.scrollIntoView()
  }, [hash, loaded])

  const edit = (stored: NotificationSettings) => {
    if (!strong) return stepUpToStrongLogin('/personal-details#notifications')
    setSaved(false)
    setDraft(stored)
  }

  return (
    <section id="notifications" ref={sectionRef} className={styles.section} aria-labelledby="notifications-title" data-qa="notification-settings">
      <div className={styles.sectionHeader}>
        <h2 id="notifications-title">{t.title}</h2>
        {draft || !settings.data ? null : (
          <Button onClick={() => edit(settings.data!)} aria-label={t.editLabel} data-qa="edit-notification-settings">
            {t.edit}
          </Button>
        )}
      </div>
      <p>{t.info}</p>
      <Loaded result={settings}>
        {(stored) => {
          const shown = draft ?? stored
          return (
            <SubmitForm submission={submission} data-qa="notification-settings-form">
              <fieldset className={styles.fieldset} disabled={!draft}>
                <legend>{t.legend}</legend>
                {shownSettings(featureFlags.discussionReservations).map((setting) => (
                  <Checkbox
                    key={setting}
                    label={t.types[setting]}
                    checked={isOn(shown, setting)}
                    onChange={(on) => setDraft((current) => current && withSetting(current, setting, on))}
                    data-qa={`notification-${setting}`}
                  />
                ))}
              </fieldset>
              {isOn(shown, 'income') ? null : (
                <Alert kind="warning" data-qa="income-warning">
                  <p>{t.incomeWarning}</p>
                </Alert>
              )}
              {saved ? (
                <Alert kind="success" data-qa="notification-settings-saved">
                  <p>{t.saved}</p>
                </Alert>
              ) : null}
              {draft ? (
                <div className={styles.actions}>
                  <Button type="submit" variant="primary" busy={submission.busy} data-qa="save-notification-settings">
                    {t.save}
                  </Button>
                  <Button onClick={() => setDraft(undefined)} disabled={submission.busy} data-qa="cancel-notification-settings">
                    {t.cancel}
                  </Button>
                </div>
              ) : null}
            </SubmitForm>
          )
        }}
      </Loaded>
    </section>
  )
}
