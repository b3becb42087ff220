import { mountStandalone } from '@pesa/shared/standalone'
import packageJson from '../package.json'
import Area from './area'

// Standalone: the area in a minimal host on its own dev server (port 9004).
mountStandalone('Pesä calendar', Area, packageJson.pesa.prefixes)
