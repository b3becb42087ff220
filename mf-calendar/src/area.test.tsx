import { describeAreaContract } from '@pesa/shared/testing'
import packageJson from '../package.json'
import Area, { PAGES } from './area'

describeAreaContract('CalendarArea', Area, {
  pages: PAGES,
  declaredPrefixes: packageJson.pesa.prefixes,
  page: { path: '/child-documents/1', heading: { fi: 'Lapsen asiakirjat', sv: 'Barnets dokument' } }
})
