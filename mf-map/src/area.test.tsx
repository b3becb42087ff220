import { describeAreaContract } from '@pesa/shared/testing'
import packageJson from '../package.json'
import Area, { PAGES } from './area'
import { testUnit } from './rules/test-units'
import { fakeMapApi } from './testing'

beforeAll(() => {
  fakeMapApi([testUnit({ id: 'a', name: 'Päiväkoti Kuusela' })])
})

describeAreaContract('MapArea', Area, {
  pages: PAGES,
  declaredPrefixes: packageJson.pesa.prefixes,
  page: { path: '/map', heading: { fi: 'Yksiköt kartalla', sv: 'Enheter på kartan' } }
})
