import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'
import { reportClientError } from '../errors/client-error-reporter'
import { AreaUnavailableError } from './area-unavailable-error'

/**
 * When a remote cannot be loaded — its manifest, entry or chunks missing, its shared
 * versions refused — the runtime gets a stand-in module whose component throws, so the
 * area's error boundary shows the "temporarily unavailable" panel with a retry, and nothing
 * else on the page is affected.
 */
export default function areaFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pesa-area-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module ${id} could not be loaded (${lifecycle})`, error)
      const area = id.split('/')[0] ?? id
      reportClientError('remote-load', error, area)
      return {
        default: function UnavailableArea(): never {
          throw new AreaUnavailableError(area, error)
        }
      }
    }
  }
}
