import { Type, type Static } from '@sinclair/typebox'

/** The kinds of application a unit can take (spec part 1 §7 "Units and terms"). */
export const ApplicationType = Type.Union([Type.Literal('CLUB'), Type.Literal('DAYCARE'), Type.Literal('PREPARATORY'), Type.Literal('PRESCHOOL')], {
  title: 'PublicUnitApplicationType'
})
export type ApplicationType = Static<typeof ApplicationType>

export const CareType = Type.Union(
  ['CENTRE', 'FAMILY', 'GROUP_FAMILY', 'PRESCHOOL', 'PREPARATORY_EDUCATION', 'CLUB'].map((value) => Type.Literal(value)),
  { title: 'CareType' }
)

export const ProviderType = Type.Union(
  ['MUNICIPAL', 'MUNICIPAL_SCHOOL', 'PURCHASED', 'PRIVATE', 'PRIVATE_SERVICE_VOUCHER', 'EXTERNAL_PURCHASED'].map((value) => Type.Literal(value)),
  { title: 'ProviderType' }
)

const Language = Type.Union([Type.Literal('fi'), Type.Literal('sv'), Type.Literal('en')])
const Coordinates = Type.Object({ lat: Type.Number(), lon: Type.Number() }, { title: 'Coordinates' })

export const DateRange = Type.Object(
  { start: Type.String({ format: 'date' }), end: Type.Union([Type.String({ format: 'date' }), Type.Null()]) },
  { title: 'DateRange' }
)
export const FiniteDateRange = Type.Object({ start: Type.String({ format: 'date' }), end: Type.String({ format: 'date' }) }, { title: 'FiniteDateRange' })

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

export const PublicUnit = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    /** Care types the unit provides */
    type: Type.Array(CareType),
    providerType: ProviderType,
    language: Language,
    /** Missing for units that have no place on the map */
    location: nullable(Coordinates),
    streetAddress: Type.String(),
    postalCode: Type.String(),
    postOffice: Type.String(),
    phone: nullable(Type.String()),
    email: nullable(Type.String()),
    url: nullable(Type.String()),
    providesShiftCare: Type.Boolean(),
    /** Null when the unit takes no applications of the kind */
    clubApplyPeriod: nullable(DateRange),
    daycareApplyPeriod: nullable(DateRange),
    preschoolApplyPeriod: nullable(DateRange)
  },
  { title: 'PublicUnit' }
)
export type PublicUnit = Static<typeof PublicUnit>

/** `GET /citizen/units`: the units an application editor offers as preferred units. */
export const ApplicationUnitsQuery = Type.Object(
  {
    type: ApplicationType,
    /** The preferred start date: the unit must be open on it */
    date: Type.String({ format: 'date' }),
    /** true: only units that provide shift care */
    shiftCare: Type.Optional(Type.Boolean())
  },
  { additionalProperties: false }
)

export const ApplicationUnit = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    type: Type.Array(CareType),
    providerType: ProviderType,
    language: Language,
    streetAddress: Type.String(),
    postalCode: Type.String(),
    postOffice: Type.String(),
    providesShiftCare: Type.Boolean()
  },
  { title: 'ApplicationUnit' }
)
export type ApplicationUnit = Static<typeof ApplicationUnit>

export const ClubTerm = Type.Object(
  { term: FiniteDateRange, applicationPeriod: FiniteDateRange, termBreaks: Type.Array(FiniteDateRange) },
  { title: 'ClubTerm' }
)
export type ClubTerm = Static<typeof ClubTerm>

export const PreschoolTerm = Type.Object(
  {
    finnishPreschool: FiniteDateRange,
    swedishPreschool: FiniteDateRange,
    /** The term of connected daycare around preschool */
    extendedTerm: FiniteDateRange,
    applicationPeriod: FiniteDateRange,
    termBreaks: Type.Array(FiniteDateRange)
  },
  { title: 'PreschoolTerm' }
)
export type PreschoolTerm = Static<typeof PreschoolTerm>

export const PlacementType = Type.Union(
  (['DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB', 'PRESCHOOL', 'PREPARATORY', 'CLUB'] as const).map((value) => Type.Literal(value)),
  { title: 'PlacementType' }
)

export const ServiceNeedOption = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    nameFi: Type.String(),
    nameSv: Type.String(),
    nameEn: Type.String(),
    validPlacementType: PlacementType,
    validFrom: Type.String({ format: 'date' }),
    validTo: nullable(Type.String({ format: 'date' }))
  },
  { title: 'ServiceNeedOption' }
)
export type ServiceNeedOption = Static<typeof ServiceNeedOption>

export const ServiceNeedOptionsQuery = Type.Object({ placementTypes: Type.Array(PlacementType, { minItems: 1, maxItems: 7 }) }, { additionalProperties: false })
