import { registerRemotes } from '@module-federation/enhanced/runtime'
import { parseDeployment, type Deployment } from '@pesa/shared/deployment'
import { use, useSyncExternalStore } from 'react'

/**
 * Reads the deployment file that says where each remote lives and which prefixes it serves. It
 * is fetched on every page load and never from a cache: releasing or rolling back an area is
 * editing that file. A malformed file is refused with the parser's reason.
 */
export async function fetchDeployment(): Promise<Deployment> {
  const response = await fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' })
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`)
  return parseDeployment(await response.json())
}

/**
 * The deployment file as the server put it in the page (`api/src/platform/static-site.ts`), read
 * once: it is as fresh as the page, and saves a round trip before any area can load. Without it
 * (the HTML served from elsewhere, say) the file is fetched.
 */
function inlineDeployment(): Promise<Deployment> | undefined {
  const element = document.getElementById('pesa-deployment')
  if (!element) return undefined
  element.remove()
  try {
    return Promise.resolve(parseDeployment(JSON.parse(element.textContent ?? '')))
  } catch {
    return undefined
  }
}

/** Remote name → the manifest URL it was registered with. */
const registered = new Map<string, string>()

const entryOf = (deployment: Deployment, name: string) => new URL(deployment[name]!.manifest, window.location.href).toString()

/** Registers remotes not known yet, and `forced` anew: the runtime drops what it cached of it. */
function register(deployment: Deployment, forced?: string): void {
  const toRemote = (name: string) => ({ name, entry: entryOf(deployment, name) })
  const fresh = Object.keys(deployment).filter((name) => !registered.has(name) && name !== forced)
  if (fresh.length) registerRemotes(fresh.map(toRemote))
  if (forced && deployment[forced]) registerRemotes([toRemote(forced)], { force: true })
  Object.keys(deployment).forEach((name) => registered.set(name, entryOf(deployment, name)))
}

let registration: Promise<Deployment> | undefined
let current: Deployment | undefined
const listeners = new Set<() => void>()

/** Started once at boot; the router and the areas wait for it. Nothing is fetched from a remote yet. */
export function registerDeployedRemotes(): Promise<Deployment> {
  if (registration) return registration
  const reading = (inlineDeployment() ?? fetchDeployment()).then((deployment) => {
    register(deployment)
    current = deployment
    return deployment
  })
  registration = reading
  // A failed read is tried again by the next caller (the retry of the unavailable panel).
  reading.catch(() => {
    if (registration === reading) registration = undefined
  })
  return reading
}

/**
 * Before retrying an area: read the deployment file again and register that remote anew. When
 * the file now names another build of it (a rollback, a fix), the page is loaded again instead:
 * two builds of one remote cannot share a page, since their webpack runtimes share one chunk
 * registry, named after the remote.
 */
export async function reregister(area: string): Promise<void> {
  const deployment = await fetchDeployment()
  const before = registered.get(area)
  if (before && deployment[area] && entryOf(deployment, area) !== before) {
    window.location.reload()
    return new Promise<void>(() => undefined)
  }
  register(deployment, area)
  current = deployment
  registration = Promise.resolve(deployment)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const snapshot = (): Deployment | Promise<Deployment> => current ?? registerDeployedRemotes()

/** The deployment as last read, for rendering: suspends until the file has been read, throws if it could not be. */
export function useDeployment(): Deployment {
  const deployment = useSyncExternalStore(subscribe, snapshot)
  return deployment instanceof Promise ? use(deployment) : deployment
}
