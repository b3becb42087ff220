import { mountStandalone } from '@pesa/shared/standalone'
import Area from './area'

// Standalone: the area in a minimal host on its own dev server (port 9004).
mountStandalone('Pesä calendar', Area, ['/calendar', '/children', '/child-documents'])
