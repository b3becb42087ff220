import { Type, type Static } from '@sinclair/typebox'

/*
 * Daily service time notifications (spec part 2 §3 "Service need, daily time": "modification
 * notifications can be acknowledged"; §7 "Calendar").
 */

export const DailyServiceTimeNotification = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    childId: Type.String({ format: 'uuid' }),
    /** What the calendar calls the child: the preferred name, else the first given name */
    childName: Type.String(),
    /** The first day the changed daily service time applies */
    dateFrom: Type.String({ format: 'date' }),
    /** The change removed reservations made for the days from dateFrom on: the guardian reserves again */
    hasDeletedReservations: Type.Boolean()
  },
  { title: 'DailyServiceTimeNotification' }
)
export type DailyServiceTimeNotification = Static<typeof DailyServiceTimeNotification>

/** Spec §7 "list body": the ids of the caller's notifications to acknowledge. */
export const DismissNotificationsBody = Type.Array(Type.String({ format: 'uuid' }), {
  minItems: 1,
  maxItems: 100,
  title: 'DismissDailyServiceTimeNotifications'
})
export type DismissNotificationsBody = Static<typeof DismissNotificationsBody>
