import type { AutocompleteQuery, WalkingQueryBody } from '../../api/generated/types'
import { fieldErrors, required, type FieldErrors } from '../codes'
import { parseWalkingQuery } from '../walking-query'

/*
 * The rules of the map's requests, called by the map (guidance) and by the server's map module
 * (enforcement): api/src/map/service.ts. The address search is a query string, not a body; its
 * validator is named after the query schema's title all the same (conventions/rules.ts).
 */

/** Spec part 1 §2 "Search": addresses are searched only for text that is not blank once trimmed. */
export function validateAutocompleteQuery(query: Pick<AutocompleteQuery, 'text'>): FieldErrors<'text'> {
  return fieldErrors({ text: required(query.text) })
}

/** Spec part 1 §7 "Map": walking planConnection queries of at most 15 destinations only (`parseWalkingQuery`). */
export function validateWalkingQueryBody(body: WalkingQueryBody): FieldErrors<'query'> {
  return fieldErrors({ query: parseWalkingQuery(body.query) ? undefined : 'INVALID_FORMAT' })
}
