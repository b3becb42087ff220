import { describeAreaContract } from '@pesa/shared/testing'
import Area from './area'

describeAreaContract('PersonalArea', Area, { basePath: '/personal-details', heading: { fi: 'Omat tiedot', sv: 'Personuppgifter' } })
