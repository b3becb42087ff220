import { describeAreaContract } from '@pesa/shared/testing'
import Area from './area'

describeAreaContract('CalendarArea', Area, { basePath: '/child-documents', heading: { fi: 'Lapsen asiakirjat', sv: 'Barnets dokument' } })
