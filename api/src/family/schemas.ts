import { Type, type Static } from '@sinclair/typebox'

export const UnitRef = Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }, { title: 'UnitRef' })
export const GroupRef = Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }, { title: 'GroupRef' })

export const Child = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    firstName: Type.String(),
    lastName: Type.String(),
    preferredName: Type.String(),
    dateOfBirth: Type.String({ format: 'date' }),
    /** The unit and group of today's placement */
    unit: Type.Union([UnitRef, Type.Null()]),
    group: Type.Union([GroupRef, Type.Null()]),
    placementType: Type.Union([Type.String(), Type.Null()]),
    /** The next placement that has not started yet */
    upcomingPlacementType: Type.Union([Type.String(), Type.Null()]),
    upcomingPlacementStartDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    upcomingPlacementUnitName: Type.Union([Type.String(), Type.Null()])
  },
  { title: 'Child' }
)
export type Child = Static<typeof Child>

export const AccessibleFeatures = Type.Object(
  {
    reservations: Type.Boolean(),
    messages: Type.Boolean(),
    composeNewMessage: Type.Boolean(),
    childDocumentation: Type.Boolean()
  },
  { title: 'AccessibleFeatures' }
)
export type AccessibleFeatures = Static<typeof AccessibleFeatures>
