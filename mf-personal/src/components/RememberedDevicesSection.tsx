import { Alert, Button, useAuthStatus, useLanguage } from '@pesa/shared'
import { Loaded, MutateButton } from '@pesa/shared/forms'
import { useState } from 'react'
import { deviceLabel, formatDeviceTime } from '../devices'
import { usePersonalTexts } from '../i18n'
import { forgetAllDevices, forgetDevice, refreshDevices, signOutOtherSessions, useRememberedDevices } from '../queries'
import { stepUpToStrongLogin } from '../step-up'
import styles from './PersonalDetails.module.css'

type Done = 'forgotten' | 'allForgotten' | 'signedOutEverywhere'

/**
 * Remembered devices (issue 37 §4): the browsers a weak login was asked to remember, each
 * forgotten on its own or all at once (WEAK: forgetting only takes access away). "Sign out
 * everywhere" also ends every other session and needs STRONG: a WEAK user's button leads to
 * strong identification and back here.
 */
export function RememberedDevicesSection() {
  const t = usePersonalTexts().devices
  const lang = useLanguage()
  const strong = useAuthStatus()?.authLevel === 'STRONG'
  const devices = useRememberedDevices()
  const [done, setDone] = useState<Done>()

  return (
    <section id="devices" className={styles.section} aria-labelledby="devices-title" data-qa="remembered-devices">
      <div className={styles.sectionHeader}>
        <h2 id="devices-title">{t.title}</h2>
      </div>
      <p>{t.info}</p>
      <Loaded result={devices}>
        {(list) => (
          <>
            {list.length === 0 ? (
              <p data-qa="no-devices">{t.none}</p>
            ) : (
              <ul className={styles.devices} data-qa="device-list">
                {list.map((device) => {
                  const name = deviceLabel(device.name, t.unknown)
                  return (
                    <li key={device.id} className={styles.device} data-qa="device">
                      <div>
                        <strong data-qa="device-name">{name}</strong>
                        {device.current ? (
                          <span className={styles.tag} data-qa="this-device">
                            {t.thisDevice}
                          </span>
                        ) : null}
                        <dl className={styles.deviceTimes}>
                          <dt>{t.lastUsed}</dt>
                          <dd data-qa="device-last-used">{formatDeviceTime(device.lastUsedAt, lang)}</dd>
                          <dt>{t.validUntil}</dt>
                          <dd>{formatDeviceTime(device.expiresAt, lang)}</dd>
                        </dl>
                      </div>
                      <MutateButton
                        action={() => forgetDevice(device.id)}
                        onSuccess={() => setDone('forgotten')}
                        // Forgotten meanwhile (another tab): the list is read again.
                        expectedErrors={['NOT_FOUND'] as const}
                        onExpectedError={() => void refreshDevices()}
                        aria-label={t.forgetLabel(name)}
                        data-qa="forget-device"
                      >
                        {t.forget}
                      </MutateButton>
                    </li>
                  )
                })}
              </ul>
            )}
            {list.length > 1 ? (
              <div className={styles.actions}>
                <MutateButton action={forgetAllDevices} onSuccess={() => setDone('allForgotten')} data-qa="forget-all-devices">
                  {t.forgetAll}
                </MutateButton>
              </div>
            ) : null}
          </>
        )}
      </Loaded>
      <p>{t.signOutEverywhereInfo}</p>
      <div className={styles.actions}>
        {strong ? (
          <MutateButton action={signOutOtherSessions} onSuccess={() => setDone('signedOutEverywhere')} data-qa="sign-out-everywhere">
            {t.signOutEverywhere}
          </MutateButton>
        ) : (
          <Button onClick={() => stepUpToStrongLogin('/personal-details#devices')} data-qa="sign-out-everywhere">
            {t.signOutEverywhere}
          </Button>
        )}
      </div>
      {done ? (
        <Alert kind="success" data-qa="devices-done">
          <p>{t[done]}</p>
        </Alert>
      ) : null}
    </section>
  )
}
