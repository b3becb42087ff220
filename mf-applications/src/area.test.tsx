import { describeAreaContract } from '@pesa/shared/testing'
import packageJson from '../package.json'
import Area, { PAGES } from './area'

describeAreaContract('ApplicationsArea', Area, {
  pages: PAGES,
  declaredPrefixes: packageJson.pesa.prefixes,
  page: { path: '/decisions', heading: { fi: 'Päätökset', sv: 'Beslut' } }
})
