import { describeAreaContract } from '@pesa/shared/testing'
import packageJson from '../package.json'
import Area, { PAGES } from './area'

describeAreaContract('MessagesArea', Area, {
  pages: PAGES,
  declaredPrefixes: packageJson.pesa.prefixes,
  page: { path: '/messages', heading: { fi: 'Viestit', sv: 'Meddelanden' } }
})
