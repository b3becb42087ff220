import { describeAreaContract } from '@pesa/shared/testing'
import Area from './area'

describeAreaContract('ApplicationsArea', Area, { basePath: '/decisions', heading: { fi: 'Päätökset', sv: 'Beslut' } })
