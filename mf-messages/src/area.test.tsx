import { describeAreaContract } from '@pesa/shared/testing'
import Area from './area'

describeAreaContract('MessagesArea', Area, { basePath: '/messages', heading: { fi: 'Viestit', sv: 'Meddelanden' } })
