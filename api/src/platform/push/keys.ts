import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import type { Config } from '../config'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

const KEY = /^[A-Za-z0-9_-]+$/

function readKeys(file: string): VapidKeys | undefined {
  try {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>
    return typeof keys.publicKey === 'string' && KEY.test(keys.publicKey) && typeof keys.privateKey === 'string' && KEY.test(keys.privateKey)
      ? { publicKey: keys.publicKey, privateKey: keys.privateKey }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The VAPID pair the server signs with (issue 37 §3; api/src/platform/push/DECISIONS.md):
 * - configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY): always those;
 * - production without them: none, and push is off — like email without SMTP_HOST, the service
 *   starts and the page says push is not available;
 * - dev: a pair generated once and kept in VAPID_KEYS_FILE (beside the PGlite data), so browsers
 *   subscribed before a restart, and every worker process, share it;
 * - test: a pair generated for the process (nothing written).
 */
export function resolveVapidKeys(config: Pick<Config, 'env' | 'push'>): VapidKeys | undefined {
  if (config.push.vapid) return config.push.vapid
  if (config.env === 'production') return undefined
  if (config.env === 'test') return webpush.generateVAPIDKeys()
  const file = config.push.devKeysFile
  const kept = readKeys(file)
  if (kept) return kept
  const keys = webpush.generateVAPIDKeys()
  mkdirSync(path.dirname(file), { recursive: true })
  try {
    // 'wx': two worker processes starting together keep the first one's pair.
    writeFileSync(file, JSON.stringify(keys), { flag: 'wx', mode: 0o600 })
    return keys
  } catch {
    return readKeys(file) ?? keys
  }
}
