import { provideMunicipalityConfig, type MunicipalityConfig } from '@pesa/shared'
import { describeAreaContract } from '@pesa/shared/testing'
import packageJson from '../package.json'
import Area, { PAGES } from './area'

// The contract is about routing and access: the page's own data never arrives.
beforeAll(() => {
  provideMunicipalityConfig({ featureFlags: { absenceApplications: true }, textOverrides: {} } as unknown as MunicipalityConfig)
  globalThis.fetch = () => new Promise<Response>(() => undefined)
})

describeAreaContract('CalendarArea', Area, {
  pages: PAGES,
  declaredPrefixes: packageJson.pesa.prefixes,
  page: { path: '/children/1/absence-application', heading: { fi: 'Esiopetuksen pitkä poissaolo', sv: 'Lång frånvaro från förskoleundervisningen' } }
})
