import { describeAreaContract } from '@pesa/shared/testing'
import Area from './area'

describeAreaContract('MapArea', Area, { basePath: '/map', heading: { fi: 'Yksiköt kartalla', sv: 'Enheter på kartan' } })
