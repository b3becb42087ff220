import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime'
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { AreaRootProps } from '@pesa/shared'
import { areaOfPath } from '@pesa/shared/deployment'
import { AreaUnavailableError } from './area-unavailable-error'
import { registerDeployedRemotes, reregister } from './remotes'

type AreaComponent = ComponentType<AreaRootProps>

/*
 * One lazy component per area, kept while the area works: moving between pages of one area
 * does not remount it. A retry replaces it with a fresh load.
 */
const lazyAreas = new Map<string, LazyExoticComponent<AreaComponent>>()

async function importArea(area: string): Promise<{ default: AreaComponent }> {
  await registerDeployedRemotes()
  const module = await loadRemote<{ default: AreaComponent }>(`${area}/Area`).catch((error: unknown) => {
    throw new AreaUnavailableError(area, error)
  })
  if (!module?.default) throw new AreaUnavailableError(area, new Error('The remote exposes no ./Area component'))
  return module
}

export function lazyArea(area: string): LazyExoticComponent<AreaComponent> {
  let component = lazyAreas.get(area)
  if (!component) {
    component = lazy(() => importArea(area))
    lazyAreas.set(area, component)
  }
  return component
}

/** Forgets the failed load and what the runtime cached, so the next render loads again. */
export async function resetArea(area: string): Promise<void> {
  lazyAreas.delete(area)
  preloaded.delete(area)
  await reregister(area)
}

const preloaded = new Set<string>()

/**
 * Fetches an area's manifest, entry and first chunks ahead of a likely visit (hover or focus
 * of a link to it). Once per area; a failure is left for the real visit to report.
 */
function preloadArea(area: string): void {
  if (preloaded.has(area)) return
  preloaded.add(area)
  preloadRemote([{ nameOrAlias: area, exposes: ['./Area'], resourceCategory: 'all' }]).catch(() => preloaded.delete(area))
}

/** Preloads the area whose prefix, in the deployment file, the path is under. */
export function preloadAreaOf(path: string): void {
  registerDeployedRemotes()
    .then((deployment) => {
      const found = areaOfPath(deployment, path)
      if (found) preloadArea(found.area)
    })
    .catch(() => undefined)
}
