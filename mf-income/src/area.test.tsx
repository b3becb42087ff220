import { describeAreaContract } from '@pesa/shared/testing'
import Area from './area'

describeAreaContract('IncomeArea', Area, { basePath: '/child-income', heading: { fi: 'Lasten tulotiedot', sv: 'Barnens inkomstuppgifter' } })
