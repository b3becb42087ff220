import { Type, type Static } from '@sinclair/typebox'

/**
 * Pelias autocomplete parameters; only address search is offered. The title names the shared
 * validator of the text (validateAutocompleteQuery in shared/src/validators/bodies/map.ts).
 */
export const AutocompleteQuery = Type.Object(
  {
    text: Type.String({ maxLength: 200 }),
    layers: Type.Optional(Type.Literal('address')),
    'boundary.rect.min_lon': Type.Optional(Type.Number()),
    'boundary.rect.max_lon': Type.Optional(Type.Number()),
    'boundary.rect.min_lat': Type.Optional(Type.Number()),
    'boundary.rect.max_lat': Type.Optional(Type.Number())
  },
  { title: 'AutocompleteQuery', additionalProperties: false }
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

/** A walking-distance query; its grammar is validateWalkingQueryBody's (shared/src/validators/bodies/map.ts). */
export const WalkingQueryBody = Type.Object(
  { query: Type.String({ minLength: 1, maxLength: 20_000 }) },
  { title: 'WalkingQueryBody', additionalProperties: false }
)
export type WalkingQueryBody = Static<typeof WalkingQueryBody>

/** One walking connection: the router's answer narrowed to the walked distance in metres. */
export const PlanConnection = Type.Object(
  { edges: Type.Array(Type.Object({ node: Type.Object({ walkDistance: Type.Number() }) })) },
  { title: 'PlanConnection' }
)

/** One planConnection per alias of the query; null when the router has no walking route or no answer. */
export const WalkingQueryResponse = Type.Object(
  { data: Type.Record(Type.String(), Type.Union([PlanConnection, Type.Null()])) },
  { title: 'WalkingQueryResponse' }
)
export type WalkingQueryResponse = Static<typeof WalkingQueryResponse>
