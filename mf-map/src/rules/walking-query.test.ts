import { parseWalkingQuery } from '@pesa/shared/validators'
import { walkingDistancesOf, walkingQueryFrom } from './walking-query'

describe('walkingQueryFrom', () => {
  it('asks one walking planConnection per destination, aliased by its place in the list', () => {
    const query = walkingQueryFrom({ lat: 64.1, lon: 28.3 }, [
      { lat: 64.2, lon: 28.4 },
      { lat: 64.3, lon: 28.5 }
    ])
    expect(query).toBe(
      '{\n' +
        '  u0: planConnection(origin: {location: {coordinate: {latitude: 64.1, longitude: 28.3}}}, destination: {location: {coordinate: {latitude: 64.2, longitude: 28.4}}}, modes: {directOnly: true, direct: [WALK]}, preferences: {street: {walk: {speed: 300}}}) { edges { node { walkDistance } } }\n' +
        '  u1: planConnection(origin: {location: {coordinate: {latitude: 64.1, longitude: 28.3}}}, destination: {location: {coordinate: {latitude: 64.3, longitude: 28.5}}}, modes: {directOnly: true, direct: [WALK]}, preferences: {street: {walk: {speed: 300}}}) { edges { node { walkDistance } } }\n' +
        '}'
    )
    expect(parseWalkingQuery(query)?.map((leg) => leg.alias)).toEqual(['u0', 'u1'])
  })
})

describe('walkingDistancesOf', () => {
  it('reads the distances in order, null where the router had none', () => {
    expect(walkingDistancesOf({ data: { u0: { edges: [{ node: { walkDistance: 420 } }] }, u1: null, u2: { edges: [] } } }, 4)).toEqual([420, null, null, null])
  })
})
