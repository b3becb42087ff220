import { LISTED_BY_WALKING, nearestForWalking, orderUnits, withStraightDistances } from './ordering'
import { testUnit } from './test-units'

const origin = { lat: 64, lon: 28 }
/** Units due north of the origin, `index` hundred metres away. */
const northOf = (index: number) =>
  testUnit({ id: `n${index}`, name: `Unit ${String(index).padStart(2, '0')}`, location: { lat: 64 + index * 0.0009, lon: 28 } })

describe('orderUnits', () => {
  it('orders by name without an address', () => {
    const units = [testUnit({ id: 'b', name: 'Öljymäki' }), testUnit({ id: 'a', name: 'Ahola' }), testUnit({ id: 'c', name: 'Ääkkölä' })]
    expect(orderUnits(units, null, new Map()).map((item) => item.unit.name)).toEqual(['Ahola', 'Ääkkölä', 'Öljymäki'])
  })

  it('orders by straight distance when no walking distance is known, units without location last', () => {
    const units = [northOf(3), testUnit({ id: 'nowhere', location: null }), northOf(1), northOf(2)]
    expect(orderUnits(units, origin, new Map()).map((item) => item.unit.id)).toEqual(['n1', 'n2', 'n3', 'nowhere'])
  })

  it('lists the 10 best by walking distance first and the rest by straight distance', () => {
    const units = Array.from({ length: 20 }, (_, index) => northOf(index + 1))
    // Walking reverses the order of the 15 nearest; one is unknown to the router.
    const walking = new Map<string, number | null>(units.slice(0, 15).map((unit, index) => [unit.id, 5000 - index * 100]))
    walking.set('n15', null)
    const order = orderUnits(units, origin, walking).map((item) => item.unit.id)
    expect(order.slice(0, LISTED_BY_WALKING)).toEqual(['n14', 'n13', 'n12', 'n11', 'n10', 'n9', 'n8', 'n7', 'n6', 'n5'])
    expect(order.slice(LISTED_BY_WALKING)).toEqual(['n1', 'n2', 'n3', 'n4', 'n15', 'n16', 'n17', 'n18', 'n19', 'n20'])
  })

  it('carries both distances of each unit', () => {
    const [first] = orderUnits([northOf(5)], origin, new Map([['n5', 700]]))
    expect(first!.walkingDistance).toBe(700)
    expect(first!.straightDistance).toBeCloseTo(500, -1)
  })
})

describe('nearestForWalking', () => {
  it('takes the 15 nearest units that have a location', () => {
    const units = [testUnit({ id: 'nowhere', location: null }), ...Array.from({ length: 20 }, (_, index) => northOf(20 - index))]
    expect(nearestForWalking(withStraightDistances(units, origin)).map((item) => item.unit.id)).toEqual(
      Array.from({ length: 15 }, (_, index) => `n${index + 1}`)
    )
  })
})
