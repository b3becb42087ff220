/*
 * The deployment file (remotes.json, format v2): the one file a release edits. For each area it
 * names the remote's mf-manifest.json and the route prefixes the shell mounts the area under:
 *
 *   { "applications": { "manifest": "/remotes/mf-applications/1.0.0-ab12cd34/mf-manifest.json",
 *                       "prefixes": ["/applications", "/decisions"] } }
 *
 * The server (CSP origins), the shell (registration and routing), the build script (writing it)
 * and the e2e suite read it through this module, so one rule decides what a valid file is. It
 * is pure and imports nothing: the build script runs it before any bundler.
 */

export interface AreaDeployment {
  /** URL of the remote's mf-manifest.json: absolute (another origin) or a path on the site */
  manifest: string
  /** Route prefixes the area owns, each one path segment: '/applications' */
  prefixes: string[]
}

/** Area name (the remote's federation name) → where it lives and what it serves. */
export type Deployment = Record<string, AreaDeployment>

export class DeploymentFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DeploymentFileError'
  }
}

/**
 * Paths the shell and the server own: the shell's pages, the API, the remotes' deployment
 * folders, and the folders of the shell's static files and assets. An area claiming one would
 * hide it (a conventions test keeps this list in step with the shell).
 */
export const RESERVED_PREFIXES: readonly string[] = ['/login', '/accessibility', '/api', '/remotes', '/assets', '/icons', '/municipality']

const AREA_NAME = /^[a-z][A-Za-z0-9_]*$/
const PREFIX = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkManifest(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value) throw new DeploymentFileError(`${where}: "manifest" must be the URL of the remote's mf-manifest.json`)
  if (value.startsWith('/') && !value.startsWith('//')) return value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new DeploymentFileError(`${where}: "manifest" ${JSON.stringify(value)} is neither a path starting with / nor an absolute URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new DeploymentFileError(`${where}: "manifest" must be an http(s) URL`)
  return value
}

/**
 * The route prefixes of one area, as its package.json (`pesa.prefixes`) or the deployment file
 * declares them: at least one, each a single lower-case path segment, none twice, none reserved.
 */
export function parsePrefixes(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.length === 0) throw new DeploymentFileError(`${where}: "prefixes" must be a non-empty list such as ["/messages"]`)
  const prefixes = value.map((prefix) => {
    if (typeof prefix !== 'string' || !PREFIX.test(prefix)) {
      throw new DeploymentFileError(`${where}: prefix ${JSON.stringify(prefix)} must be one lower-case path segment such as "/child-income"`)
    }
    if (RESERVED_PREFIXES.includes(prefix)) throw new DeploymentFileError(`${where}: prefix ${prefix} belongs to the shell or the server`)
    return prefix
  })
  const repeated = prefixes.find((prefix, index) => prefixes.indexOf(prefix) !== index)
  if (repeated) throw new DeploymentFileError(`${where}: prefix ${repeated} is listed twice`)
  return prefixes
}

/**
 * Checks a parsed deployment file and returns it typed, or throws a DeploymentFileError that
 * says what is wrong and where. Fields this version does not know are ignored, so a file that
 * gains an optional field stays readable by older shells and servers.
 */
export function parseDeployment(value: unknown, source = 'remotes.json'): Deployment {
  if (!isRecord(value)) throw new DeploymentFileError(`${source} must be an object of areas, such as { "map": { "manifest": …, "prefixes": […] } }`)
  const deployment: Deployment = {}
  const owners = new Map<string, string>()
  for (const [area, entry] of Object.entries(value)) {
    const where = `${source}, area "${area}"`
    if (!AREA_NAME.test(area)) throw new DeploymentFileError(`${where}: an area name is the remote's federation name, such as "personal"`)
    if (typeof entry === 'string') throw new DeploymentFileError(`${where}: a bare manifest URL is the old format; write { "manifest": …, "prefixes": […] }`)
    if (!isRecord(entry)) throw new DeploymentFileError(`${where}: must be { "manifest": …, "prefixes": […] }`)
    const prefixes = parsePrefixes(entry.prefixes, where)
    for (const prefix of prefixes) {
      const owner = owners.get(prefix)
      if (owner) throw new DeploymentFileError(`${where}: prefix ${prefix} is already served by area "${owner}"`)
      owners.set(prefix, area)
    }
    deployment[area] = { manifest: checkManifest(entry.manifest, where), prefixes }
  }
  return deployment
}

/** The deployed area that serves a path (a link's target, a location), with the prefix it matched. */
export function areaOfPath(deployment: Deployment, pathname: string): { area: string; prefix: string } | undefined {
  const segment = `/${pathname.split(/[/?#]/)[1] ?? ''}`
  for (const [area, { prefixes }] of Object.entries(deployment)) {
    if (prefixes.includes(segment)) return { area, prefix: segment }
  }
  return undefined
}
