import { authStore } from '@pesa/shared'
import {
  getEmailVerificationStatus,
  getNotificationSettings,
  getPasswordConstraints,
  sendEmailVerificationCode,
  updateNotificationSettings,
  updatePersonalData,
  updateWeakLoginCredentials,
  verifyEmail,
  type EmailVerificationConfirm,
  type NotificationSettings,
  type PersonalDataUpdate,
  type WeakLoginCredentialsUpdate
} from '@pesa/shared/api/personal'
import useSWR, { mutate } from 'swr'

const KEYS = {
  emailVerification: 'personal/email-verification',
  passwordConstraints: 'personal/password-constraints',
  notificationSettings: 'personal/notification-settings'
} as const

export const useEmailVerification = () => useSWR(KEYS.emailVerification, () => getEmailVerificationStatus())
export const usePasswordConstraints = () => useSWR(KEYS.passwordConstraints, () => getPasswordConstraints())
export const useNotificationSettings = () => useSWR(KEYS.notificationSettings, () => getNotificationSettings())

/** The user of the shared auth store carries the details: the shell's header and badges follow. */
const refreshUser = () => authStore.refresh()

export async function savePersonalData(body: PersonalDataUpdate): Promise<void> {
  await updatePersonalData({ body })
  await Promise.all([refreshUser(), mutate(KEYS.emailVerification)])
}

export async function sendVerificationCode(): Promise<void> {
  await sendEmailVerificationCode()
  await mutate(KEYS.emailVerification)
}

/** After a refusal that says the page is out of date (NOTHING_TO_VERIFY, EMAIL_NOT_VERIFIED), read the status again. */
export const refreshEmailVerification = () => mutate(KEYS.emailVerification)

export async function confirmVerificationCode(body: EmailVerificationConfirm): Promise<void> {
  await verifyEmail({ body })
  await Promise.all([refreshUser(), mutate(KEYS.emailVerification)])
}

export async function saveWeakLoginCredentials(body: WeakLoginCredentialsUpdate): Promise<void> {
  await updateWeakLoginCredentials({ body })
  await refreshUser()
}

export async function saveNotificationSettings(body: NotificationSettings): Promise<void> {
  await updateNotificationSettings({ body })
  await mutate(KEYS.notificationSettings, body, { revalidate: false })
}
