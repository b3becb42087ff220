import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { DOMParser } from '@xmldom/xmldom'
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml'
import type { SamlSettings } from '../platform/config'
import type { Queryable } from '../platform/db'
import { findAuthRequest, insertAuthRequest } from './repository'
import { SamlRefused } from './saml-refused'

/** The attribute of the Finnish national service carrying the personal identity code (nationalIdentificationNumber). */
export const IDENTITY_CODE_ATTRIBUTE = 'urn:oid:1.2.246.21'

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata'
const DS = 'http://www.w3.org/2000/09/xmldsig#'
const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol'
const SAML_ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion'
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect'
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer'

/** Ids of our requests say what they asked, so a logout answer never passes as a login's. */
const LOGIN_ID_PREFIX = '_a'
const LOGOUT_ID_PREFIX = '_l'

export interface IdpMetadata {
  entityId: string
  /** Where AuthnRequests go (HTTP-Redirect binding) */
  ssoUrl: string
  /** Where LogoutRequests go (HTTP-Redirect binding); undefined when the provider offers none */
  sloUrl: string | undefined
  /** Signing certificates, base64 DER as in the metadata */
  certs: string[]
}

/** Tries of one metadata read, and the pause between them. */
const METADATA_TRIES = 3
const METADATA_RETRY_MS = 250

export async function loadIdpMetadata(source: SamlSettings['idpMetadata']): Promise<IdpMetadata> {
  if ('file' in source) return parseIdpMetadata(await readFile(source.file, 'utf8'))
  const response = await fetchMetadata(source.url)
  if (!response.ok) throw new Error(`SAML_IDP_METADATA_URL answered ${response.status}`)
  return parseIdpMetadata(await response.text())
}

/**
 * A connection that fails before any answer (reset, refused, a keep-alive socket the other end has
 * just closed) is tried again, twice: one such hiccup must not stop an instance from starting. An
 * answer, whatever its status, and the 15 s time limit are final.
 */
async function fetchMetadata(url: string, tries = METADATA_TRIES): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    // fetch's network failure is a TypeError (by name: it may come from another realm); its time limit a TimeoutError.
    const dropped = (error as Error | undefined)?.name === 'TypeError'
    if (!dropped || tries <= 1) throw error
    await new Promise((resolve) => setTimeout(resolve, METADATA_RETRY_MS))
    return fetchMetadata(url, tries - 1)
  }
}

export interface IdpMetadataWatch {
  current(): IdpMetadata
  /** Reads the metadata again; a failed read keeps the last good metadata, and says why. */
  refresh(): Promise<{ changed: boolean } | { error: Error }>
  stop(): void
}

/**
 * The identity provider's metadata, read at start (a failure stops the start) and then again
 * every `refreshMs`: the national service publishes its next signing certificate in the metadata
 * before it switches, so every instance takes it without a restart. A failed read (the address
 * down, a broken document) keeps the last good metadata and is reported to `onError`.
 */
export async function watchIdpMetadata(
  source: SamlSettings['idpMetadata'],
  refreshMs: number,
  log: { info(message: string): void; onError(error: Error): void }
): Promise<IdpMetadataWatch> {
  let metadata = await loadIdpMetadata(source)
  const refresh = async () => {
    try {
      const next = await loadIdpMetadata(source)
      const changed = JSON.stringify(next) !== JSON.stringify(metadata)
      metadata = next
      if (changed) log.info('identity provider metadata changed')
      return { changed }
    } catch (error) {
      const reason = error instanceof Error ? error : new Error(String(error))
      log.onError(reason)
      return { error: reason }
    }
  }
  const timer = setInterval(() => void refresh(), refreshMs)
  timer.unref()
  return { current: () => metadata, refresh, stop: () => clearInterval(timer) }
}

export function parseIdpMetadata(xml: string): IdpMetadata {
  const doc = parseXml(xml)
  const entities = [doc.documentElement, ...Array.from(doc.getElementsByTagNameNS(MD, 'EntityDescriptor'))].filter(
    (element) => element?.localName === 'EntityDescriptor' && element.getElementsByTagNameNS(MD, 'IDPSSODescriptor').length > 0
  )
  const entity = entities[0]
  if (!entity) throw new Error('The identity provider metadata has no EntityDescriptor with an IDPSSODescriptor')
  const idp = entity.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0] as Element
  const location = (tag: string) =>
    Array.from(idp.getElementsByTagNameNS(MD, tag))
      .find((service) => service.getAttribute('Binding') === REDIRECT_BINDING)
      ?.getAttribute('Location') ?? undefined
  const certs = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((cert) => (cert.textContent ?? '').replace(/\s+/g, ''))
    .filter(Boolean)
  const entityId = entity.getAttribute('entityID')
  const ssoUrl = location('SingleSignOnService')
  if (!entityId || !ssoUrl || certs.length === 0) {
    throw new Error('The identity provider metadata needs an entityID, a SingleSignOnService with the HTTP-Redirect binding and a signing certificate')
  }
  return { entityId, ssoUrl, sloUrl: location('SingleLogoutService'), certs }
}

/** Parses without xmldom's console warnings: a malformed message is refused, not logged unstructured. */
function parseXml(xml: string): Document {
  const quiet = () => undefined
  return new DOMParser({ errorHandler: { warning: quiet, error: quiet, fatalError: quiet } }).parseFromString(xml, 'text/xml')
}

function pemCertificate(base64: string): string {
  return `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`
}

/** What a valid login answer says: who, and what single logout needs later. */
export interface SamlLogin {
  requestId: string
  identityCode: string
  nameId: string
  nameIdFormat: string | undefined
  sessionIndex: string | undefined
  assertionId: string
  /** The assertion id is remembered until then (refused as a replay before) */
  assertionExpiresAt: Date
}

export interface SamlLogoutLink {
  name_id: string
  name_id_format: string | null
  session_index: string | null
}

/**
 * The service provider: one SAML object per message, whose request store is the database
 * (`auth_request`), so the answer may arrive at any instance.
 */
export function samlServiceProvider(settings: SamlSettings, idpMetadata: () => IdpMetadata, publicUrl: string, requestTimeoutMs: number) {
  const acsUrl = `${publicUrl}/api/citizen/auth/sfi/acs`
  const sloUrl = `${publicUrl}/api/citizen/auth/sfi/slo`

  /** Requests go into auth_request with their relay state; node-saml only reads them back. */
  function requestStore(db: Queryable, now: () => Date, relayState = '/', browserHash?: string): CacheProvider {
    return {
      async saveAsync(key, value) {
        await insertAuthRequest(db, key, relayState, new Date(now().getTime() + requestTimeoutMs), browserHash)
        return { value, createdAt: now().getTime() }
      },
      // Any unexpired row is valid; the row is taken (once only) after the whole answer checks out.
      // The row's time limit is checked here, on the service's clock. node-saml checks the time it is
      // handed against its own, the real one: handed the real now, that check always passes, so a test
      // run's clock, weeks behind the real one (story-clock), does not make every request stale.
      async getAsync(key) {
        return (await findAuthRequest(db, key, now())) ? new Date().toISOString() : null
      },
      async removeAsync() {
        return null
      }
    }
  }

  function saml(db: Queryable, now: () => Date, idPrefix: string, relayState?: string, browserHash?: string): SAML {
    const idp = idpMetadata()
    return new SAML({
      entryPoint: idp.ssoUrl,
      logoutUrl: idp.sloUrl ?? idp.ssoUrl,
      issuer: settings.spEntityId,
      audience: settings.spEntityId,
      callbackUrl: acsUrl,
      logoutCallbackUrl: sloUrl,
      idpCert: idp.certs.map(pemCertificate),
      idpIssuer: idp.entityId,
      privateKey: settings.signingKey,
      publicCert: settings.signingCert,
      decryptionPvk: settings.decryptionKey,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'sha256',
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: settings.clockSkewMs,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: requestTimeoutMs,
      identifierFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
      disableRequestedAuthnContext: settings.authnContext.length === 0,
      authnContext: settings.authnContext,
      generateUniqueId: () => `${idPrefix}${randomBytes(20).toString('hex')}`,
      cacheProvider: requestStore(db, now, relayState, browserHash)
    })
  }

  return {
    /** The identity provider's metadata as last read */
    get idp(): IdpMetadata {
      return idpMetadata()
    },
    acsUrl,
    sloUrl,

    /** The signed AuthnRequest as a redirect to the identity provider; the relay state stays in the database. */
    async loginUrl(db: Queryable, now: () => Date, relayState: string, browserHash: string): Promise<string> {
      return saml(db, now, LOGIN_ID_PREFIX, relayState, browserHash).getAuthorizeUrlAsync('', undefined, {})
    },

    /**
     * Checks an answer posted to the ACS: signature (assertion signed; encrypted when a
     * decryption key is configured), issuer, audience, recipient, destination, times with the
     * configured skew, InResponseTo against a stored request. Replay and taking the request are
     * left to the caller's transaction.
     */
    async validateLogin(db: Queryable, now: () => Date, samlResponse: string): Promise<SamlLogin> {
      const xml = Buffer.from(samlResponse, 'base64').toString('utf8')
      const doc = parseXml(xml)
      const root = doc.documentElement
      if (!root || root.namespaceURI !== SAMLP || root.localName !== 'Response') throw new SamlRefused('not a SAML Response')
      const destination = root.getAttribute('Destination')
      if (destination && destination !== acsUrl) throw new SamlRefused(`wrong Destination ${destination}`)
      const encrypted = Array.from(root.getElementsByTagNameNS(SAML_ASSERTION, 'EncryptedAssertion')).some((node) => node.parentNode === root)
      if (settings.decryptionKey && !encrypted) throw new SamlRefused('assertion not encrypted')

      let profile: Profile | null
      try {
        ;({ profile } = await saml(db, now, LOGIN_ID_PREFIX).validatePostResponseAsync({ SAMLResponse: samlResponse }))
      } catch (error) {
        throw new SamlRefused(error instanceof Error ? error.message : String(error))
      }
      if (!profile) throw new SamlRefused('no assertion')
      if (profile.issuer !== idpMetadata().entityId) throw new SamlRefused(`wrong Issuer ${profile.issuer}`)
      const requestId = typeof profile.inResponseTo === 'string' ? profile.inResponseTo : ''
      if (!requestId.startsWith(LOGIN_ID_PREFIX)) throw new SamlRefused('InResponseTo is not a login request')

      const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion
      const assertionId = assertion?.$?.ID
      if (!assertion || !assertionId) throw new SamlRefused('assertion without an ID')
      const confirmations = children(children(assertion, 'Subject')[0], 'SubjectConfirmation').filter((c) => c.$?.Method === BEARER)
      const data = confirmations.flatMap((c) => children(c, 'SubjectConfirmationData'))
      if (!data.some((d) => d.$?.Recipient === acsUrl)) throw new SamlRefused('no bearer confirmation with this service as Recipient')
      // The Response's InResponseTo is outside the signature: the signed confirmation must name the same request.
      if (!data.some((d) => d.$?.Recipient === acsUrl && d.$?.InResponseTo === requestId))
        throw new SamlRefused('signed confirmation names another InResponseTo')
      const times = [children(assertion, 'Conditions')[0]?.$?.NotOnOrAfter, ...data.map((d) => d.$?.NotOnOrAfter)]
        .filter((value): value is string => typeof value === 'string')
        .map((value) => Date.parse(value))
        .filter(Number.isFinite)
      const expires = times.length > 0 ? Math.max(...times) : now().getTime() + requestTimeoutMs

      const identityCode = profile[IDENTITY_CODE_ATTRIBUTE]
      if (typeof identityCode !== 'string' || !identityCode) throw new SamlRefused(`no ${IDENTITY_CODE_ATTRIBUTE} attribute`)
      return {
        requestId,
        identityCode,
        nameId: profile.nameID,
        nameIdFormat: profile.nameIDFormat || undefined,
        sessionIndex: profile.sessionIndex,
        assertionId,
        assertionExpiresAt: new Date(expires + settings.clockSkewMs)
      }
    },

    /** A signed LogoutRequest for the session's identification, when the provider offers single logout. */
    async logoutUrl(db: Queryable, now: () => Date, link: SamlLogoutLink, relayState: string): Promise<string | undefined> {
      const idp = idpMetadata()
      if (!idp.sloUrl) return undefined
      const user = {
        issuer: idp.entityId,
        nameID: link.name_id,
        nameIDFormat: link.name_id_format ?? 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
        sessionIndex: link.session_index ?? undefined
      }
      return saml(db, now, LOGOUT_ID_PREFIX, relayState).getLogoutUrlAsync(user, '', {})
    },

    /**
     * A logout message from the identity provider, in the HTTP-Redirect binding (its query must
     * be signed) or the HTTP-POST binding (its document must be signed).
     */
    async validateLogoutMessage(
      db: Queryable,
      now: () => Date,
      message: { query?: Record<string, string>; originalQuery?: string; body?: Record<string, string> }
    ): Promise<{ kind: 'request'; profile: Profile } | { kind: 'response'; requestId: string | undefined }> {
      const provider = saml(db, now, LOGOUT_ID_PREFIX)
      const container = message.body ?? message.query ?? {}
      const encoded = container.SAMLRequest ?? container.SAMLResponse
      if (!encoded) throw new SamlRefused('no SAML message')
      try {
        if (message.body) {
          if (container.SAMLRequest) {
            const { profile } = await provider.validatePostRequestAsync({ SAMLRequest: container.SAMLRequest })
            return { kind: 'request', profile }
          }
          await provider.validatePostResponseAsync({ SAMLResponse: encoded })
          const xml = Buffer.from(encoded, 'base64').toString('utf8')
          return { kind: 'response', requestId: parseXml(xml).documentElement?.getAttribute('InResponseTo') ?? undefined }
        }
        if (!container.Signature) throw new SamlRefused('unsigned logout message')
        const { profile } = await provider.validateRedirectAsync(container, message.originalQuery ?? '')
        if (container.SAMLRequest) {
          if (!profile) throw new SamlRefused('no logout request')
          return { kind: 'request', profile }
        }
        return { kind: 'response', requestId: await inResponseToOfRedirect(encoded) }
      } catch (error) {
        if (error instanceof SamlRefused) throw error
        throw new SamlRefused(error instanceof Error ? error.message : String(error))
      }
    },

    /** The answer to the provider's LogoutRequest, as a redirect. */
    async logoutResponseUrl(db: Queryable, now: () => Date, request: Profile, relayState: string): Promise<string> {
      return saml(db, now, LOGOUT_ID_PREFIX).getLogoutResponseUrlAsync(request, relayState, {}, true)
    },

    metadata(): string {
      const xml = saml({ query: async () => [] } as unknown as Queryable, () => new Date(), LOGIN_ID_PREFIX).generateServiceProviderMetadata(
        settings.decryptionCert ?? null,
        settings.signingCert
      )
      // The provider may use either binding for logout; node-saml lists only HTTP-POST.
      return xml.replace(
        /(<SingleLogoutService [^>]*Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"[^>]*\/>)/,
        `$1<SingleLogoutService Binding="${REDIRECT_BINDING}" Location="${sloUrl}"/>`
      )
    },

    isLogoutRequestId(id: string | undefined): id is string {
      return typeof id === 'string' && id.startsWith(LOGOUT_ID_PREFIX)
    }
  }
}

export type SamlServiceProvider = ReturnType<typeof samlServiceProvider>

type XmlJs = { $?: Record<string, string> } & { [key: string]: unknown }

function children(node: XmlJs | undefined, name: string): XmlJs[] {
  const value = node?.[name]
  return Array.isArray(value) ? (value as XmlJs[]) : []
}

async function inResponseToOfRedirect(encoded: string): Promise<string | undefined> {
  const { inflateRawSync } = await import('node:zlib')
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8')
  return parseXml(xml).documentElement?.getAttribute('InResponseTo') ?? undefined
}
