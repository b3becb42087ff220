import { provideMunicipalityConfig, type MunicipalityConfig } from '@pesa/shared'
import { describeAreaContract } from '@pesa/shared/testing'
import packageJson from '../package.json'
import Area, { PAGES } from './area'

// The contract is about routing and access: the page's own data never arrives.
beforeAll(() => {
  provideMunicipalityConfig({ featureFlags: { discussionReservations: false }, textOverrides: {} } as unknown as MunicipalityConfig)
  globalThis.fetch = () => new Promise<Response>(() => undefined)
})

describeAreaContract('PersonalArea', Area, {
  pages: PAGES,
  declaredPrefixes: packageJson.pesa.prefixes,
  page: { path: '/personal-details', heading: { fi: 'Omat tiedot', sv: 'Personuppgifter' } }
})
