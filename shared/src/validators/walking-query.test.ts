import { MAX_WALKING_DESTINATIONS, parseWalkingQuery, walkingQuery, type WalkingLeg } from './walking-query'

const HOME = { lat: 64.1301, lon: 28.3902 }
const legs = (count: number): WalkingLeg[] =>
  Array.from({ length: count }, (_, index) => ({ alias: `u${index}`, origin: HOME, destination: { lat: 64.13 + index / 1000, lon: 28.4 } }))

describe('walkingQuery and parseWalkingQuery', () => {
  it('read back what they write: walking only, the walked distance only, one field per destination', () => {
    const query = walkingQuery(legs(2))
    expect(query).toContain('modes: {directOnly: true, direct: [WALK]}, preferences: {street: {walk: {speed: 300}}}')
    expect(query.match(/planConnection/g)).toHaveLength(2)
    expect(parseWalkingQuery(query)).toEqual(legs(2))
  })

  it('ignore whitespace and commas, and take a named query operation', () => {
    const compact = walkingQuery(legs(1)).replace(/\s+/g, ' ').replace(/, /g, ' ')
    expect(parseWalkingQuery(compact)).toEqual(legs(1))
    expect(parseWalkingQuery(`query Distances ${walkingQuery(legs(1))}`)).toEqual(legs(1))
  })

  it('take at most 15 destinations', () => {
    expect(MAX_WALKING_DESTINATIONS).toBe(15)
    expect(parseWalkingQuery(walkingQuery(legs(15)))).toHaveLength(15)
    expect(parseWalkingQuery(walkingQuery(legs(16)))).toBeNull()
  })

  it.each([
    ['a mutation', `mutation ${walkingQuery(legs(1))}`],
    ['another mode than walking', walkingQuery(legs(1)).replace('direct: [WALK]', 'direct: [CAR]')],
    ['another walking speed', walkingQuery(legs(1)).replace('speed: 300', 'speed: 1')],
    ['another field than the walked distance', walkingQuery(legs(1)).replace('walkDistance', 'legs { from { name } }')],
    ['another root field', '{ __schema { types { name } } }'],
    ['a repeated alias', walkingQuery([...legs(1), { ...legs(2)[1]!, alias: 'u0' }])],
    ['a coordinate off the globe', walkingQuery([{ alias: 'a', origin: HOME, destination: { lat: 164, lon: 28 } }])],
    ['an empty query', '{ }'],
    ['text after the operation', `${walkingQuery(legs(1))} { __typename }`]
  ])('refuse %s', (_case, query) => {
    expect(parseWalkingQuery(query)).toBeNull()
  })
})
