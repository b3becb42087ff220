import { Type, type Static } from '@sinclair/typebox'

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
    language: Type.Union([Type.Literal('fi'), Type.Literal('sv'), Type.Literal('en')]),
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
  ['DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB', 'PRESCHOOL', 'PREPARATORY', 'CLUB'].map((value) => Type.Literal(value)),
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

/** Pelias autocomplete parameters; only address search is offered. */
export const AutocompleteQuery = Type.Object(
  {
    text: Type.String({ maxLength: 200 }),
    layers: Type.Optional(Type.Literal('address')),
    'boundary.rect.min_lon': Type.Optional(Type.Number()),
    'boundary.rect.max_lon': Type.Optional(Type.Number()),
    'boundary.rect.min_lat': Type.Optional(Type.Number()),
    'boundary.rect.max_lat': Type.Optional(Type.Number())
  },
  { additionalProperties: false }
)
export type AutocompleteQuery = Static<typeof AutocompleteQuery>

export const AddressFeature = Type.Object(
  {
    type: Type.Literal('Feature'),
    geometry: Type.Object({
      type: Type.Literal('Point'),
      coordinates: Type.Array(Type.Number(), { minItems: 2, maxItems: 2, description: 'Longitude, latitude' })
    }),
    properties: Type.Object({
      name: Type.String(),
      postalcode: Type.Optional(Type.String()),
      locality: Type.Optional(Type.String()),
      localadmin: Type.Optional(Type.String())
    })
  },
  { title: 'AddressFeature' }
)
export type AddressFeature = Static<typeof AddressFeature>

export const AutocompleteResponse = Type.Object(
  { type: Type.Literal('FeatureCollection'), features: Type.Array(AddressFeature) },
  { title: 'AutocompleteResponse' }
)
export type AutocompleteResponse = Static<typeof AutocompleteResponse>

export const WalkingQueryBody = Type.Object(
  { query: Type.String({ minLength: 1, maxLength: 20_000 }) },
  { title: 'WalkingQueryBody', additionalProperties: false }
)

/** One walking connection: the router's answer narrowed to the walked distance in metres. */
export const PlanConnection = Type.Object(
  { edges: Type.Array(Type.Object({ node: Type.Object({ walkDistance: Type.Number() }) })) },
  { title: 'PlanConnection' }
)

/** One planConnection per alias of the query; null when the router has no walking route or no answer. */
export const WalkingQueryResponse = Type.Object({ data: Type.Record(Type.String(), nullable(PlanConnection)) }, { title: 'WalkingQueryResponse' })
export type WalkingQueryResponse = Static<typeof WalkingQueryResponse>
