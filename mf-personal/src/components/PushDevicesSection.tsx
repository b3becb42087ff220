import { Alert, useLanguage } from '@pesa/shared'
import { Loaded, MutateButton } from '@pesa/shared/forms'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { deviceLabel, formatDeviceTime } from '../devices'
import { usePersonalTexts } from '../i18n'
import { browserPush, pushStatus, turnPushOn, unsubscribeIfThisDevice, type PushState } from '../push'
import { pushPublicKey, refreshPushDevices, removePushDevice, savePushSubscription, usePushDevices } from '../queries'
import styles from './PersonalDetails.module.css'

type Done = 'turnedOn' | 'removed'

/**
 * "This device" under the notification settings (issue 37 §3): turn push on here (the browser
 * asks for the permission from the click), see every device with push on and remove any. What
 * is pushed follows the settings above, type by type. WEAK, like remembered devices.
 */
export function PushDevicesSection() {
  const t = usePersonalTexts().push
  const lang = useLanguage()
  const browser = useMemo(browserPush, [])
  const devices = usePushDevices()
  const [status, setStatus] = useState<{ state: PushState; endpoint: string | null }>()
  const [done, setDone] = useState<Done>()
  const [notConfigured, setNotConfigured] = useState(false)
  const [noPushService, setNoPushService] = useState(false)

  const check = useCallback(() => pushStatus(browser).then(setStatus), [browser])
  useEffect(() => {
    void check()
    // A first visit has no worker yet: the state follows once the shell's registration is active.
    void browser.whenReady().then(check)
  }, [browser, check])

  const turnOn = async () => {
    const result = await turnPushOn(browser, pushPublicKey, savePushSubscription)
    await check()
    setNoPushService(result === 'noPushService')
    if (result === 'on') setDone('turnedOn')
  }
  const state = notConfigured ? 'notConfigured' : noPushService && status?.state === 'off' ? 'noPushService' : status?.state

  return (
    <section id="push" className={styles.section} aria-labelledby="push-title" data-qa="push-settings">
      <div className={styles.sectionHeader}>
        <h2 id="push-title">{t.title}</h2>
      </div>
      <p>{t.info}</p>
      {state ? (
        <p data-qa="push-state" data-state={state}>
          {t.states[state]}
        </p>
      ) : null}
      {state === 'off' || state === 'blocked' || state === 'noPushService' ? (
        <div className={styles.actions}>
          <MutateButton
            action={turnOn}
            expectedErrors={['PUSH_NOT_CONFIGURED'] as const}
            onExpectedError={() => setNotConfigured(true)}
            variant="primary"
            data-qa="push-turn-on"
          >
            {t.turnOn}
          </MutateButton>
        </div>
      ) : null}
      <h3>{t.devicesTitle}</h3>
      <Loaded result={devices}>
        {(list) =>
          list.length === 0 ? (
            <p data-qa="no-push-devices">{t.none}</p>
          ) : (
            <ul className={styles.devices} data-qa="push-device-list">
              {list.map((device) => {
                const name = deviceLabel(device.name, t.unknown)
                const current = device.endpoint === status?.endpoint
                return (
                  <li key={device.id} className={styles.device} data-qa="push-device">
                    <div>
                      <strong data-qa="push-device-name">{name}</strong>
                      {current ? (
                        <span className={styles.tag} data-qa="push-this-device">
                          {t.thisDevice}
                        </span>
                      ) : null}
                      <dl className={styles.deviceTimes}>
                        <dt>{t.turnedOnAt}</dt>
                        <dd>{formatDeviceTime(device.createdAt, lang)}</dd>
                        <dt>{t.lastSent}</dt>
                        <dd data-qa="push-device-last-sent">{device.lastSentAt ? formatDeviceTime(device.lastSentAt, lang) : t.never}</dd>
                      </dl>
                    </div>
                    <MutateButton
                      action={async () => {
                        await removePushDevice(device.id)
                        await unsubscribeIfThisDevice(browser, device.endpoint)
                        await check()
                      }}
                      onSuccess={() => setDone('removed')}
                      // Removed meanwhile (another tab, or the push service said it is gone): the list is read again.
                      expectedErrors={['NOT_FOUND'] as const}
                      onExpectedError={() => void refreshPushDevices()}
                      aria-label={t.removeLabel(name)}
                      data-qa="push-remove-device"
                    >
                      {t.remove}
                    </MutateButton>
                  </li>
                )
              })}
            </ul>
          )
        }
      </Loaded>
      {done ? (
        <Alert kind="success" data-qa="push-done">
          <p>{t[done]}</p>
        </Alert>
      ) : null}
    </section>
  )
}
