import { authStore } from '@pesa/shared'
import {
  getEmailVerificationStatus,
  getNotificationSettings,
  getPasswordConstraints,
  getRememberedDevices,
  createPushSubscription,
  deletePushSubscription,
  getPushPublicKey,
  getPushSubscriptions,
  type PushSubscriptionInput,
  revokeRememberedDevice,
  revokeRememberedDevices,
  signOutEverywhere,
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
  notificationSettings: 'personal/notification-settings',
  devices: 'personal/devices',
  pushDevices: 'personal/push-devices'
} as const

export const useEmailVerification = () => useSWR(KEYS.emailVerification, () => getEmailVerificationStatus())
export const usePasswordConstraints = () => useSWR(KEYS.passwordConstraints, () => getPasswordConstraints())
export const useNotificationSettings = () => useSWR(KEYS.notificationSettings, () => getNotificationSettings())
export const useRememberedDevices = () => useSWR(KEYS.devices, () => getRememberedDevices())
export const usePushDevices = () => useSWR(KEYS.pushDevices, () => getPushSubscriptions())

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

/** Reads the list again: after a change, or after a refusal saying it was out of date (another tab forgot the device). */
export const refreshDevices = () => mutate(KEYS.devices)

export async function forgetDevice(id: string): Promise<void> {
  await revokeRememberedDevice({ params: { id } })
  await refreshDevices()
}

export async function forgetAllDevices(): Promise<void> {
  await revokeRememberedDevices()
  await refreshDevices()
}

export async function signOutOtherSessions(): Promise<void> {
  await signOutEverywhere()
  await refreshDevices()
}

/** Push on this device (issue 37 §3) */
export const refreshPushDevices = () => mutate(KEYS.pushDevices)

export const pushPublicKey = async () => (await getPushPublicKey()).publicKey

export async function savePushSubscription(body: PushSubscriptionInput): Promise<void> {
  await createPushSubscription({ body })
  await refreshPushDevices()
}

export async function removePushDevice(id: string): Promise<void> {
  await deletePushSubscription({ params: { id } })
  await refreshPushDevices()
}
