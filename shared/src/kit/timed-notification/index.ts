/* @pesa/shared/kit/timed-notification: a short notice in a polite live region after an action. */
export { TimedNotification, type TimedNotificationProps } from './TimedNotification'
