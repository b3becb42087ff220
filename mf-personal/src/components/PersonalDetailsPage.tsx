import { Spinner, useUser } from '@pesa/shared'
import { usePersonalTexts } from '../i18n'
import { LoginDetailsSection } from './LoginDetailsSection'
import { NotificationSettingsSection } from './NotificationSettingsSection'
import { PushDevicesSection } from './PushDevicesSection'
import { PersonalDetailsSection } from './PersonalDetailsSection'
import { RememberedDevicesSection } from './RememberedDevicesSection'
import styles from './PersonalDetails.module.css'

/** /personal-details: the guardian's details, login details, notification settings and remembered devices. */
export function PersonalDetailsPage() {
  const t = usePersonalTexts()
  const user = useUser()
  return (
    <div className={styles.page} data-qa="personal-details-page">
      <h1>{t.sections.personalDetails}</h1>
      {user ? (
        <>
          <PersonalDetailsSection user={user} />
          <LoginDetailsSection user={user} />
          <NotificationSettingsSection />
          <PushDevicesSection />
          <RememberedDevicesSection />
        </>
      ) : (
        <Spinner label={t.loading} />
      )}
    </div>
  )
}
