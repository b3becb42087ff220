import { registerRemotes } from '@module-federation/enhanced/runtime'

/** remotes.json: remote name → URL of its mf-manifest.json (DESIGN §2). */
export type RemotesFile = Record<string, string>

/**
 * Reads the deployment file that says where each remote lives. It is fetched on every page
 * load and never from a cache: releasing or rolling back an area is editing that file.
 */
export async function fetchRemotesFile(): Promise<RemotesFile> {
  const response = await fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' })
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`)
  return (await response.json()) as RemotesFile
}

const registered = new Set<string>()

/** Registers remotes not known yet, and `forced` anew: the runtime drops what it cached of it. */
function register(remotes: RemotesFile, forced?: string): void {
  const toRemote = (name: string) => ({ name, entry: new URL(remotes[name]!, window.location.href).toString() })
  const fresh = Object.keys(remotes).filter((name) => !registered.has(name) && name !== forced)
  if (fresh.length) registerRemotes(fresh.map(toRemote))
  if (forced && remotes[forced]) registerRemotes([toRemote(forced)], { force: true })
  Object.keys(remotes).forEach((name) => registered.add(name))
}

let registration: Promise<void> | undefined

/** Started once at boot; areas wait for it before loading. Nothing is fetched from a remote yet. */
export function registerDeployedRemotes(): Promise<void> {
  registration ??= fetchRemotesFile().then((remotes) => register(remotes))
  // A failed read is tried again by the next caller (the area's retry button).
  registration.catch(() => {
    registration = undefined
  })
  return registration
}

/** Before retrying an area: read the deployment file again and register that remote anew. */
export async function reregister(area: string): Promise<void> {
  const remotes = await fetchRemotesFile()
  register(remotes, area)
  registration = Promise.resolve()
}
