import { describeAreaContract } from '@pesa/shared/testing'
import Area from './area'
import { testUnit } from './rules/test-units'
import { fakeMapApi } from './testing'

beforeAll(() => {
  fakeMapApi([testUnit({ id: 'a', name: 'Päiväkoti Kuusela' })])
})

describeAreaContract('MapArea', Area, { basePath: '/map', heading: { fi: 'Yksiköt kartalla', sv: 'Enheter på kartan' } })
