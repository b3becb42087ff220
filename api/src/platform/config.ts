import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PasswordConstraints } from '@pesa/shared/validators'
import { runClockShiftMs } from '@pesa/shared/dates/story-clock'

/**
 * - production: a real deployment. No dev API, no mock identification, no mocked time.
 * - dev: the README's start command and local development: demo data, mock identification.
 * - test: like dev, and the mocked-time header is honoured.
 */
export type PesaEnv = 'production' | 'dev' | 'test'

export interface Config {
  env: PesaEnv
  port: number
  host: string
  /** postgres://… for a PostgreSQL server; otherwise embedded PGlite */
  databaseUrl: string | undefined
  /** PGlite data folder; 'memory://' keeps the database in memory */
  pgliteDataDir: string
  /** Redis for rate-limit counters when set; otherwise the database holds them */
  redisUrl: string | undefined
  /** Put before every Redis key: deployments (or test runs) sharing one Redis stay apart */
  redisKeyPrefix: string
  /** The built site (shell, remotes, remotes.json); not served when unset */
  staticDir: string | undefined
  /** The deployment file mapping remote names to manifest URLs */
  remotesFile: string | undefined
  /** The site's address as guardians reach it, for links in emails */
  publicUrl: string
  /** Whether PESA_PUBLIC_URL was set (production refuses to start without it) */
  publicUrlSet: boolean
  /** What GET /auth/status reports as apiVersion; the shell compares it with its own build */
  appVersion: string
  sessionIdleMinutes: number
  sessionMaxHours: number
  /** How long "remember this device" after a weak login lasts, from that login (issue 37 §4) */
  rememberedDeviceDays: number
  /** Web Push (issue 37 §3, api/src/platform/push/DECISIONS.md) */
  push: PushConfig
  weakLoginAttemptsPerHour: number
  /** Set the cookie's Secure flag: behind HTTPS, always in production */
  secureCookies: boolean
  /** On SIGTERM, how long the instance keeps answering (closing each connection) before it stops accepting */
  shutdownDrainMs: number
  /** Server processes sharing the port (PESA_WORKERS, default the number of cores); PGlite allows one */
  workers: number
  /**
   * Which proxies' X-Forwarded-* the API believes (TRUST_PROXY, parsed by `parseTrustProxy`):
   * none, a number of hops nearest the instance, or the proxies' addresses and CIDRs.
   */
  trustProxy: TrustProxy
  seedDemoData: boolean
  /**
   * Test mode only: how far this process's clock is from the real one, the shift every part of a
   * test run shares (PESA_TEST_CLOCK_SHIFT_MS, else this date's; `@pesa/shared/dates/story-clock`). Zero otherwise.
   */
  testClockShiftMs: number
  /** Which api/municipalities/<id>.json configures the service */
  municipality: string
  /** Replaces the municipality's map tile URL (tests serve tiles locally) */
  mapTileUrl: string | undefined
  /** A Pelias-compatible autocomplete endpoint; without one, address search uses the seeded register */
  geocoderUrl: string | undefined
  /** An OpenTripPlanner GraphQL endpoint for walking distances; without one, distances are null */
  routerUrl: string | undefined
  /** Subscription key sent to the geocoder and the router, in the header `mapApiKeyHeader` */
  mapApiKey: string | undefined
  mapApiKeyHeader: string
  /** How long a geocoder or router call may take, body included, before the map does without it */
  mapUpstreamTimeoutMs: number
  /** Address searches and walking-distance queries one client may make in a minute, then 429 */
  mapAutocompletePerMinute: number
  mapQueryPerMinute: number
  /** Rules for weak-login passwords (personal area; defaults and reasons in api/src/personal/DECISIONS.md) */
  passwordConstraints: PasswordConstraints
  /** How long an email verification code is valid, and how many a person may ask for in an hour */
  emailVerificationCodeMinutes: number
  emailVerificationCodesPerHour: number
  /** Client error reports one client may send in a minute, then 429 */
  clientErrorsPerMinute: number
  /** Requests one calendar feed token may make in an hour, then 429 (api/src/calendar/DECISIONS.md, "Calendar feed") */
  calendarFeedRequestsPerHour: number
  /** Where uploaded files are kept and how much one person may keep (api/src/platform/attachments/DECISIONS.md, "Attachments") */
  attachments: AttachmentsConfig
  /** The job runner of this instance (api/src/platform/jobs/DECISIONS.md, "Jobs") */
  jobs: JobsConfig
  /** Where GET /metrics (Prometheus) is served, apart from the public port; unset: no metrics */
  metricsPort: number | undefined
  /** Sending the outbox (api/src/platform/email/DECISIONS.md, "Email delivery") */
  email: EmailConfig
  /** Strong identification over SAML 2.0; unset: the development stand-in page (never in production) */
  saml: SamlSettings | undefined
  /** SAML_DISABLED=true: production without strong identification, for load measurements only */
  samlDisabled: boolean
}

/** The service provider's side of strong identification (README, "Strong identification") */
export interface SamlSettings {
  /** Where the identity provider's metadata is read, at start and every idpMetadataRefreshMs: a file, or an https:// address */
  idpMetadata: { file: string } | { url: string }
  /** How often the metadata is read again (a new signing certificate without a restart) */
  idpMetadataRefreshMs: number
  /** This service's entity id, registered with the identity provider */
  spEntityId: string
  /** PEM key and certificate that sign the AuthnRequests and logout messages */
  signingKey: string
  signingCert: string
  /** PEM key and certificate for encrypted assertions; when set, unencrypted assertions are refused */
  decryptionKey: string | undefined
  decryptionCert: string | undefined
  /** Clock difference allowed against NotBefore/NotOnOrAfter */
  clockSkewMs: number
  /** Authentication context classes asked for (none: the identity provider's default) */
  authnContext: string[]
}

/** SAML variables: all or none of the required ones (a half configuration stops the start). */
const SAML_REQUIRED = ['SAML_IDP_METADATA_FILE or SAML_IDP_METADATA_URL', 'SAML_SP_ENTITY_ID', 'SAML_SP_SIGNING_KEY_FILE', 'SAML_SP_SIGNING_CERT_FILE']

function samlConfig(env: NodeJS.ProcessEnv): SamlSettings | undefined {
  const present = [env.SAML_IDP_METADATA_FILE || env.SAML_IDP_METADATA_URL, env.SAML_SP_ENTITY_ID, env.SAML_SP_SIGNING_KEY_FILE, env.SAML_SP_SIGNING_CERT_FILE]
  if (present.every((value) => !value)) return undefined
  const missing = SAML_REQUIRED.filter((_, i) => !present[i])
  if (missing.length > 0) throw new Error(`SAML configuration is incomplete: set ${missing.join(', ')}`)
  if (!env.SAML_DECRYPTION_KEY_FILE !== !env.SAML_DECRYPTION_CERT_FILE) {
    throw new Error('SAML_DECRYPTION_KEY_FILE and SAML_DECRYPTION_CERT_FILE go together')
  }
  const pem = (file: string | undefined) => (file ? readFileSync(file, 'utf8') : undefined)
  return {
    idpMetadata: env.SAML_IDP_METADATA_FILE ? { file: path.resolve(env.SAML_IDP_METADATA_FILE) } : { url: env.SAML_IDP_METADATA_URL as string },
    idpMetadataRefreshMs: Math.max(1, int(env.SAML_IDP_METADATA_REFRESH_MINUTES, 60)) * 60_000,
    spEntityId: env.SAML_SP_ENTITY_ID as string,
    signingKey: pem(env.SAML_SP_SIGNING_KEY_FILE) as string,
    signingCert: pem(env.SAML_SP_SIGNING_CERT_FILE) as string,
    decryptionKey: pem(env.SAML_DECRYPTION_KEY_FILE),
    decryptionCert: pem(env.SAML_DECRYPTION_CERT_FILE),
    clockSkewMs: int(env.SAML_CLOCK_SKEW_SECONDS, 30) * 1000,
    authnContext: (env.SAML_AUTHN_CONTEXT ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean)
  }
}

/**
 * What production mode still lacks, as a message naming the variables; undefined when it may
 * start. Checked by the server at start (tests build production-mode apps without it).
 */
export function productionConfigProblem(config: Config): string | undefined {
  if (config.env !== 'production') return undefined
  const problems: string[] = []
  if (!config.saml && !config.samlDisabled) {
    problems.push(`PESA_ENV=production needs strong identification: set ${SAML_REQUIRED.join(', ')} (README, "Strong identification")`)
  }
  // The SAML addresses, the email links and the origin return paths are checked against are built
  // on it: a localhost default in production would send identifications and guardians astray.
  if (!config.publicUrlSet) problems.push('PESA_ENV=production needs PESA_PUBLIC_URL, the address guardians use (https://…)')
  // Staff open guardians' files on municipal computers: no scanning must be a decision, not an omission.
  const { scan } = config.attachments
  if (scan.kind === 'off' && !scan.explicit) {
    problems.push(
      'PESA_ENV=production needs a malware scanner for uploads: set CLAMAV_SOCKET, or CLAMAV_HOST and CLAMAV_PORT (docs/deploy.md), or ATTACHMENT_SCAN=off to run without one'
    )
  }
  return problems.length > 0 ? problems.join('; ') : undefined
}

/**
 * The version of the built site (`build-info.json`, written by scripts/build.mjs), so that an API
 * started without PESA_APP_VERSION reports the version the shell was built with: a mismatch
 * shows every guardian a "new version" notice that no reload can clear.
 */
function builtSiteVersion(staticDir: string | undefined): string | undefined {
  if (!staticDir) return undefined
  try {
    const info = JSON.parse(readFileSync(path.join(staticDir, 'build-info.json'), 'utf8')) as { appVersion?: unknown }
    return typeof info.appVersion === 'string' && info.appVersion ? info.appVersion : undefined
  } catch {
    return undefined
  }
}

export interface EmailConfig {
  /** Unset: nothing is sent, the outbox only fills (development reads it through the dev API) */
  smtp: SmtpConfig | undefined
  /** The sender, as `Name <address>` or an address */
  from: string
  replyTo: string | undefined
  /** The service's address in links of emails (https://…, no trailing slash) */
  publicUrl: string
  /** Tries before an email is given up and marked failed */
  maxAttempts: number
}

export interface SmtpConfig {
  host: string
  port: number
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it */
  secure: boolean
  /** Refuse to send without TLS (STARTTLS must succeed) */
  requireTls: boolean
  user: string | undefined
  password: string | undefined
}

export interface JobsConfig {
  /** false: this instance takes no jobs (another instance, or a worker process, does) */
  enabled: boolean
  concurrency: number
  pollMs: number
  /** A job still running after this may be taken again by another instance */
  leaseMs: number
}

export interface AttachmentsConfig {
  /** New files go here; each file's row remembers where it went, so both can be read */
  storage: 'database' | 's3'
  /** Object storage settings; required when `storage` is 's3' */
  s3: S3Config | undefined
  /** Bytes one person's uploads may take in all, then 409 ATTACHMENT_LIMIT */
  maxBytesPerPerson: number
  /** Where an upload is written while it is checked, before it is stored */
  tempDir: string
  /** The malware scan of every upload before it is stored (api/src/platform/attachments/DECISIONS.md, "Scanning") */
  scan: AttachmentScanConfig
}

/**
 * clamd at a socket or host, or no scanning: `explicit` when ATTACHMENT_SCAN=off says so, which
 * production needs to start without a scanner; dev and test without CLAMAV_* are off, not explicit.
 */
export type AttachmentScanConfig =
  { kind: 'clamd'; address: { socket: string } | { host: string; port: number }; timeoutMs: number } | { kind: 'off'; explicit: boolean }

export interface S3Config {
  bucket: string
  /** An S3-compatible service's address; unset for AWS itself */
  endpoint: string | undefined
  region: string
  /** Prepended to each object's key (the attachment id) */
  keyPrefix: string
  /** Bucket in the path instead of the host name, as most S3-compatible services want */
  forcePathStyle: boolean
  /** Unset: the SDK's default chain (AWS_ACCESS_KEY_ID…, a web identity, an instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

function attachmentsConfig(env: NodeJS.ProcessEnv): AttachmentsConfig {
  const storage = env.ATTACHMENT_STORAGE ?? 'database'
  if (storage !== 'database' && storage !== 's3') throw new Error(`ATTACHMENT_STORAGE must be database or s3, not ${storage}`)
  const bucket = env.ATTACHMENT_S3_BUCKET
  if (storage === 's3' && !bucket) throw new Error('ATTACHMENT_STORAGE=s3 needs ATTACHMENT_S3_BUCKET')
  const endpoint = env.ATTACHMENT_S3_ENDPOINT || undefined
  return {
    storage,
    s3: bucket
      ? {
          bucket,
          endpoint,
          region: env.ATTACHMENT_S3_REGION ?? env.AWS_REGION ?? 'eu-north-1',
          keyPrefix: env.ATTACHMENT_S3_KEY_PREFIX ?? 'attachments/',
          forcePathStyle: env.ATTACHMENT_S3_FORCE_PATH_STYLE ? env.ATTACHMENT_S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined
        }
      : undefined,
    maxBytesPerPerson: int(env.ATTACHMENT_MAX_MB_PER_PERSON, 250) * 1024 * 1024,
    tempDir: env.ATTACHMENT_TEMP_DIR || os.tmpdir(),
    scan: attachmentScanConfig(env)
  }
}

function attachmentScanConfig(env: NodeJS.ProcessEnv): AttachmentScanConfig {
  const mode = env.ATTACHMENT_SCAN || undefined
  if (mode !== undefined && mode !== 'on' && mode !== 'off') throw new Error(`ATTACHMENT_SCAN must be on or off, not ${mode}`)
  const socket = env.CLAMAV_SOCKET || undefined
  const host = env.CLAMAV_HOST || undefined
  if (mode === 'off') {
    if (socket || host) throw new Error('ATTACHMENT_SCAN=off and CLAMAV_SOCKET or CLAMAV_HOST contradict each other: unset one')
    return { kind: 'off', explicit: true }
  }
  if (!socket && !host) {
    if (mode === 'on') throw new Error('ATTACHMENT_SCAN=on needs CLAMAV_SOCKET or CLAMAV_HOST')
    return { kind: 'off', explicit: false }
  }
  return {
    kind: 'clamd',
    address: socket ? { socket } : { host: host!, port: int(env.CLAMAV_PORT, 3310) },
    // Generous: clamd answers a 25 MB PDF in well under a second; a hung scanner must not hold the upload for minutes.
    timeoutMs: int(env.ATTACHMENT_SCAN_TIMEOUT_S, 30) * 1000
  }
}

function emailConfig(env: NodeJS.ProcessEnv, port: number): EmailConfig {
  const host = env.SMTP_HOST || undefined
  const from = env.EMAIL_FROM ?? ''
  if (host && !from) throw new Error('SMTP_HOST needs EMAIL_FROM, the sender address')
  const secure = env.SMTP_SECURE === 'true'
  return {
    smtp: host
      ? {
          host,
          port: int(env.SMTP_PORT, secure ? 465 : 587),
          secure,
          requireTls: env.SMTP_REQUIRE_TLS === 'true',
          user: env.SMTP_USER || undefined,
          password: env.SMTP_PASSWORD || undefined
        }
      : undefined,
    from,
    replyTo: env.EMAIL_REPLY_TO || undefined,
    publicUrl: (env.PESA_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    maxAttempts: int(env.EMAIL_MAX_ATTEMPTS, 8)
  }
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, `npx web-push generate-vapid-keys`); unset: see `resolveVapidKeys` */
  vapid: { publicKey: string; privateKey: string } | undefined
  /** VAPID_SUBJECT: how a push service reaches the operator (mailto: or https:) */
  subject: string
  /** Where dev keeps the pair it generated when none is configured (VAPID_KEYS_FILE) */
  devKeysFile: string
  /** Hosts a subscription's endpoint may name (PUSH_SERVICE_HOSTS; a leading dot allows subdomains): the server posts there */
  serviceHosts: string[]
  /** Tries of one notice before it is given up (PUSH_MAX_ATTEMPTS) */
  maxAttempts: number
}

/** The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, Windows). */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', '.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com']

function pushConfig(env: NodeJS.ProcessEnv, publicUrl: string): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined
  const privateKey = env.VAPID_PRIVATE_KEY || undefined
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together')
  const hosts = env.PUSH_SERVICE_HOSTS?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject: env.VAPID_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : 'mailto:noreply@pesa.invalid'),
    devKeysFile: env.VAPID_KEYS_FILE ? path.resolve(env.VAPID_KEYS_FILE) : path.resolve('.data/vapid-keys.json'),
    serviceHosts: hosts && hosts.length > 0 ? hosts : DEFAULT_PUSH_SERVICE_HOSTS,
    maxAttempts: int(env.PUSH_MAX_ATTEMPTS, 5)
  }
}

export type TrustProxy = false | { hops: number } | { addresses: string[] }

/**
 * TRUST_PROXY: `false` or unset trusts no one; a whole number trusts that many hops nearest the
 * instance; `true` is one hop (the load balancer in front: trusting every hop would let a client
 * choose its own address by sending X-Forwarded-For, and with it escape every per-client limit);
 * anything else is a comma list of the proxies' addresses or CIDRs, which also refuses a
 * forwarded header from a client that reaches an instance past the balancer.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim()
  if (text === '' || text === 'false' || text === '0') return false
  if (text === 'true') return { hops: 1 }
  if (/^\d+$/.test(text)) return { hops: Number(text) }
  const addresses = text
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '')
  if (addresses.some((address) => !/^([0-9a-fA-F.:/]+|loopback|linklocal|uniquelocal)$/.test(address))) {
    throw new Error(`TRUST_PROXY must be true, false, a number of hops or a comma list of addresses and CIDRs, not "${text}"`)
  }
  return { addresses }
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10)
  return Number.isFinite(parsed) ? parsed : fallback
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const pesaEnv = (env.PESA_ENV ?? 'dev') as PesaEnv
  if (!['production', 'dev', 'test'].includes(pesaEnv)) {
    throw new Error(`PESA_ENV must be production, dev or test, not ${pesaEnv}`)
  }
  const staticDir = env.PESA_STATIC_DIR ? path.resolve(env.PESA_STATIC_DIR) : undefined
  return {
    env: pesaEnv,
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDataDir: env.PGLITE_DATA_DIR ?? path.resolve('.data/pglite'),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'pesa:counter:',
    staticDir,
    remotesFile: env.PESA_REMOTES_FILE ? path.resolve(env.PESA_REMOTES_FILE) : staticDir ? path.join(staticDir, 'remotes.json') : undefined,
    publicUrl: (env.PESA_PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
    publicUrlSet: Boolean(env.PESA_PUBLIC_URL),
    appVersion: env.PESA_APP_VERSION || builtSiteVersion(staticDir) || 'dev',
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
    sessionMaxHours: int(env.SESSION_MAX_HOURS, 12),
    rememberedDeviceDays: int(env.REMEMBERED_DEVICE_DAYS, 30),
    push: pushConfig(env, (env.PESA_PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`).replace(/\/+$/, '')),
    weakLoginAttemptsPerHour: int(env.WEAK_LOGIN_ATTEMPTS_PER_HOUR, 20),
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : pesaEnv === 'production',
    shutdownDrainMs: int(env.SHUTDOWN_DRAIN_MS, 1000),
    workers: Math.max(1, int(env.PESA_WORKERS, os.availableParallelism())),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : pesaEnv !== 'production',
    testClockShiftMs: pesaEnv === 'test' ? runClockShiftMs(env) : 0,
    municipality: env.PESA_MUNICIPALITY ?? 'pesala',
    mapTileUrl: env.PESA_MAP_TILE_URL || undefined,
    geocoderUrl: env.PESA_GEOCODER_URL || undefined,
    routerUrl: env.PESA_ROUTER_URL || undefined,
    mapApiKey: env.PESA_MAP_API_KEY || undefined,
    mapApiKeyHeader: env.PESA_MAP_API_KEY_HEADER ?? 'digitransit-subscription-key',
    mapUpstreamTimeoutMs: int(env.MAP_UPSTREAM_TIMEOUT_MS, 5000),
    mapAutocompletePerMinute: int(env.MAP_AUTOCOMPLETE_PER_MINUTE, 120),
    mapQueryPerMinute: int(env.MAP_QUERY_PER_MINUTE, 30),
    passwordConstraints: {
      minLength: int(env.PASSWORD_MIN_LENGTH, 12),
      maxLength: int(env.PASSWORD_MAX_LENGTH, 128),
      minLowers: int(env.PASSWORD_MIN_LOWERS, 0),
      minUppers: int(env.PASSWORD_MIN_UPPERS, 0),
      minDigits: int(env.PASSWORD_MIN_DIGITS, 0),
      minSymbols: int(env.PASSWORD_MIN_SYMBOLS, 0)
    },
    emailVerificationCodeMinutes: int(env.EMAIL_VERIFICATION_CODE_MINUTES, 30),
    emailVerificationCodesPerHour: int(env.EMAIL_VERIFICATION_CODES_PER_HOUR, 5),
    clientErrorsPerMinute: int(env.CLIENT_ERRORS_PER_MINUTE, 30),
    calendarFeedRequestsPerHour: int(env.CALENDAR_FEED_REQUESTS_PER_HOUR, 60),
    attachments: attachmentsConfig(env),
    jobs: {
      enabled: env.JOBS_ENABLED !== 'false',
      concurrency: int(env.JOBS_CONCURRENCY, 4),
      pollMs: int(env.JOBS_POLL_MS, 1000),
      leaseMs: int(env.JOBS_LEASE_SECONDS, 300) * 1000
    },
    metricsPort: env.METRICS_PORT ? int(env.METRICS_PORT, 9464) : undefined,
    email: emailConfig(env, int(env.PORT, 8080)),
    saml: samlConfig(env),
    samlDisabled: env.SAML_DISABLED === 'true'
  }
}
