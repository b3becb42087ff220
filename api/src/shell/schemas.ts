import { Type } from '@sinclair/typebox'

export const SystemNotification = Type.Object(
  {
    text: Type.String(),
    textSv: Type.String(),
    textEn: Type.String(),
    validTo: Type.String({ format: 'date-time' })
  },
  { title: 'SystemNotification' }
)

export const CurrentSystemNotification = Type.Object({ notification: Type.Union([SystemNotification, Type.Null()]) }, { title: 'CurrentSystemNotification' })
