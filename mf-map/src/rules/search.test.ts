import { unitsMatchingName } from './search'
import { testUnit } from './test-units'

const units = [
  testUnit({ id: 'a', name: 'Päiväkoti Kuusela' }),
  testUnit({ id: 'b', name: 'Daghemmet Solrosen' }),
  testUnit({ id: 'c', name: 'Kerho Kuusenkerkkä' })
]

describe('unitsMatchingName', () => {
  it('matches from three characters, ignoring case and surrounding space', () => {
    expect(unitsMatchingName(units, ' kuu').map((unit) => unit.id)).toEqual(['a', 'c'])
    expect(unitsMatchingName(units, 'SOLROS').map((unit) => unit.id)).toEqual(['b'])
  })

  it('matches nothing with fewer than three characters', () => {
    expect(unitsMatchingName(units, 'ku ')).toEqual([])
  })
})
