import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * A folder of the api package (migrations, municipalities), found from the source tree in
 * tests and from the bundle in api/dist alike.
 */
export function apiFolder(name: string, start: string = __dirname): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, name)
    if (existsSync(path.join(dir, 'package.json')) && existsSync(candidate)) return candidate
  }
  throw new Error(`No ${name} folder above ${start}`)
}
