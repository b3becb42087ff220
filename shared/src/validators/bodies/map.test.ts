import { walkingQuery } from '../walking-query'
import { validateAutocompleteQuery, validateWalkingQueryBody } from './map'

describe('validateAutocompleteQuery', () => {
  it('searches text that is not blank once trimmed', () => {
    expect(validateAutocompleteQuery({ text: ' Kauppakatu ' })).toEqual({})
    expect(validateAutocompleteQuery({ text: '' })).toEqual({ text: 'REQUIRED' })
    expect(validateAutocompleteQuery({ text: ' \t ' })).toEqual({ text: 'REQUIRED' })
  })
})

describe('validateWalkingQueryBody', () => {
  const leg = { alias: 'u0', origin: { lat: 64.13, lon: 28.39 }, destination: { lat: 64.14, lon: 28.4 } }

  it('accepts the grammar of walkingQuery and answers INVALID_FORMAT to anything else', () => {
    expect(validateWalkingQueryBody({ query: walkingQuery([leg]) })).toEqual({})
    expect(validateWalkingQueryBody({ query: walkingQuery(Array.from({ length: 16 }, (_, index) => ({ ...leg, alias: `u${index}` }))) })).toEqual({
      query: 'INVALID_FORMAT'
    })
    expect(validateWalkingQueryBody({ query: '{ __schema { types { name } } }' })).toEqual({ query: 'INVALID_FORMAT' })
  })
})
