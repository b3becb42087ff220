import { describeAreaContract } from '@pesa/shared/testing'
import packageJson from '../package.json'
import Area, { PAGES } from './area'

describeAreaContract('IncomeArea', Area, {
  pages: PAGES,
  declaredPrefixes: packageJson.pesa.prefixes,
  page: { path: '/child-income', heading: { fi: 'Tulotiedot', sv: 'Inkomstuppgifter' } }
})
