import { createSign, createVerify, randomBytes } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { SignedXml } from 'xml-crypto'
import { encrypt } from 'xml-encryption'
import type { SamlSettings } from '../platform/config'

/*
 * A SAML identity provider for the tests: its own keys and certificates made at test time
 * (openssl), assertions signed with xml-crypto and encrypted with xml-encryption, the same
 * libraries node-saml checks them with.
 */

export interface KeyPair {
  key: string
  cert: string
}

/** A fresh RSA key and self-signed certificate. */
export function makeKeyPair(commonName: string): KeyPair {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pesa-saml-'))
  try {
    const key = path.join(dir, 'key.pem')
    const cert = path.join(dir, 'cert.pem')
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', `/CN=${commonName}`], {
      stdio: 'ignore'
    })
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function certBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '')
}

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256'

export interface AssertionOptions {
  inResponseTo: string
  /** The InResponseTo inside the signed confirmation (null: none); the Response's by default */
  subjectInResponseTo?: string | null
  ssn?: string
  audience?: string
  recipient?: string
  notBefore?: Date
  notOnOrAfter?: Date
  assertionId?: string
  /** false: the assertion goes unsigned */
  sign?: boolean
  /** Sign with another key than the one in the metadata */
  signingKey?: KeyPair
  /** Encrypt the assertion for this certificate */
  encryptFor?: string
  /** Change the signed assertion afterwards */
  tamper?: (xml: string) => string
}

export class TestIdp {
  readonly entityId: string
  readonly ssoUrl: string
  readonly sloUrl: string
  readonly keys = makeKeyPair('test-idp')
  readonly sp = makeKeyPair('pesa-sp')
  readonly spEncryption = makeKeyPair('pesa-sp-encryption')
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'pesa-idp-'))

  /** `baseUrl`: where the provider answers; the e2e suite serves it over HTTP (e2e/shell/saml-idp.ts). */
  constructor(
    readonly spEntityId: string,
    readonly acsUrl: string,
    baseUrl = 'https://idp.test'
  ) {
    this.entityId = `${baseUrl}/idp`
    this.ssoUrl = `${baseUrl}/sso`
    this.sloUrl = `${baseUrl}/slo`
  }

  metadataXml(): string {
    return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${this.entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="true">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody(this.keys.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${this.sloUrl}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${this.ssoUrl}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${this.ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`
  }

  /** The service provider's settings, with the metadata in a file as a deployment would have it. */
  settings({ encrypted = false } = {}): SamlSettings {
    const file = path.join(this.dir, 'idp-metadata.xml')
    writeFileSync(file, this.metadataXml())
    return {
      idpMetadata: { file },
      idpMetadataRefreshMs: 60 * 60_000,
      spEntityId: this.spEntityId,
      signingKey: this.sp.key,
      signingCert: this.sp.cert,
      decryptionKey: encrypted ? this.spEncryption.key : undefined,
      decryptionCert: encrypted ? this.spEncryption.cert : undefined,
      clockSkewMs: 30_000,
      authnContext: ['http://ftn.ficora.fi/2017/loa3']
    }
  }

  close(): void {
    rmSync(this.dir, { recursive: true, force: true })
  }

  /** Reads a redirect to the identity provider: the request's XML, and whether its query signature holds. */
  readRedirect(location: string): { xml: string; id: string; signatureValid: boolean; params: URLSearchParams } {
    const url = new URL(location)
    const params = url.searchParams
    const message = params.get('SAMLRequest') ?? params.get('SAMLResponse') ?? ''
    const xml = inflateRawSync(Buffer.from(message, 'base64')).toString('utf8')
    const id = /\sID="([^"]+)"/.exec(xml)?.[1] ?? ''
    // The signed octets are the query's own encoding, in the order SAMLRequest, RelayState, SigAlg.
    const raw = new Map(
      url.search
        .slice(1)
        .split('&')
        .map((pair) => [pair.split('=')[0], pair] as const)
    )
    const signed = ['SAMLRequest', 'SAMLResponse', 'RelayState', 'SigAlg']
      .map((name) => raw.get(name))
      .filter(Boolean)
      .join('&')
    const signature = params.get('Signature') ?? ''
    const signatureValid = signature !== '' && createVerify('RSA-SHA256').update(signed).verify(this.sp.cert, signature, 'base64')
    return { xml, id, signatureValid, params }
  }

  assertionXml(options: AssertionOptions): string {
    const now = new Date()
    const notBefore = options.notBefore ?? new Date(now.getTime() - 60_000)
    const notOnOrAfter = options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)
    const id = options.assertionId ?? `_${randomBytes(16).toString('hex')}`
    const ssn = options.ssn ?? '120385-1243'
    const subjectInResponseTo = options.subjectInResponseTo
    return (
      `<saml2:Assertion xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" IssueInstant="${now.toISOString()}" Version="2.0">` +
      `<saml2:Issuer>${this.entityId}</saml2:Issuer>` +
      `<saml2:Subject><saml2:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient" NameQualifier="${this.entityId}" SPNameQualifier="${this.spEntityId}">AAdzZWNyZXQx${id}</saml2:NameID>` +
      `<saml2:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml2:SubjectConfirmationData${subjectInResponseTo === null ? '' : ` InResponseTo="${subjectInResponseTo ?? options.inResponseTo}"`} NotOnOrAfter="${notOnOrAfter.toISOString()}" Recipient="${options.recipient ?? this.acsUrl}"/></saml2:SubjectConfirmation></saml2:Subject>` +
      `<saml2:Conditions NotBefore="${notBefore.toISOString()}" NotOnOrAfter="${notOnOrAfter.toISOString()}"><saml2:AudienceRestriction><saml2:Audience>${options.audience ?? this.spEntityId}</saml2:Audience></saml2:AudienceRestriction></saml2:Conditions>` +
      `<saml2:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_s${id}"><saml2:AuthnContext><saml2:AuthnContextClassRef>http://ftn.ficora.fi/2017/loa3</saml2:AuthnContextClassRef></saml2:AuthnContext></saml2:AuthnStatement>` +
      `<saml2:AttributeStatement>` +
      `<saml2:Attribute FriendlyName="nationalIdentificationNumber" Name="urn:oid:1.2.246.21" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml2:AttributeValue>${ssn}</saml2:AttributeValue></saml2:Attribute>` +
      `<saml2:Attribute FriendlyName="sn" Name="urn:oid:2.5.4.4" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml2:AttributeValue>Virtanen</saml2:AttributeValue></saml2:Attribute>` +
      `<saml2:Attribute FriendlyName="FirstName" Name="http://eidas.europa.eu/attributes/naturalperson/CurrentGivenName" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml2:AttributeValue>Anna</saml2:AttributeValue></saml2:Attribute>` +
      `</saml2:AttributeStatement></saml2:Assertion>`
    )
  }

  /** A Response in the HTTP-POST binding, base64 as the browser posts it. */
  async response(options: AssertionOptions): Promise<string> {
    let assertion = this.assertionXml(options)
    if (options.sign !== false) {
      const signer = new SignedXml({
        privateKey: (options.signingKey ?? this.keys).key,
        publicCert: (options.signingKey ?? this.keys).cert,
        signatureAlgorithm: RSA_SHA256,
        canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#'
      })
      signer.addReference({
        xpath: "/*[local-name(.)='Assertion']",
        transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
        digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256'
      })
      signer.computeSignature(assertion, { location: { reference: "/*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' } })
      assertion = signer.getSignedXml()
    }
    if (options.tamper) assertion = options.tamper(assertion)
    if (options.encryptFor) {
      const encrypted = await new Promise<string>((resolve, reject) =>
        encrypt(
          assertion,
          {
            rsa_pub: options.encryptFor as string,
            pem: options.encryptFor as string,
            encryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
            keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p'
          },
          (error: Error | null, result?: string) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result))
        )
      )
      assertion = `<saml2:EncryptedAssertion xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion">${encrypted}</saml2:EncryptedAssertion>`
    }
    const xml =
      `<saml2p:Response xmlns:saml2p="urn:oasis:names:tc:SAML:2.0:protocol" Destination="${this.acsUrl}" ID="_r${randomBytes(16).toString('hex')}" ` +
      `InResponseTo="${options.inResponseTo}" IssueInstant="${new Date().toISOString()}" Version="2.0">` +
      `<saml2:Issuer xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion">${this.entityId}</saml2:Issuer>` +
      `<saml2p:Status><saml2p:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></saml2p:Status>` +
      assertion +
      `</saml2p:Response>`
    return Buffer.from(xml).toString('base64')
  }

  /** A signed message in the HTTP-Redirect binding, as the query of a URL. */
  redirectQuery(kind: 'SAMLRequest' | 'SAMLResponse', xml: string, relayState?: string): string {
    const parts = [`${kind}=${encodeURIComponent(deflateRawSync(Buffer.from(xml)).toString('base64'))}`]
    if (relayState) parts.push(`RelayState=${encodeURIComponent(relayState)}`)
    parts.push(`SigAlg=${encodeURIComponent(RSA_SHA256)}`)
    const signature = createSign('RSA-SHA256').update(parts.join('&')).sign(this.keys.key, 'base64')
    return `${parts.join('&')}&Signature=${encodeURIComponent(signature)}`
  }

  logoutRequestXml(nameId: string, sessionIndex: string, destination: string): string {
    const now = new Date()
    return (
      `<saml2p:LogoutRequest xmlns:saml2p="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion" ` +
      `Destination="${destination}" ID="_q${randomBytes(16).toString('hex')}" IssueInstant="${now.toISOString()}" ` +
      `NotOnOrAfter="${new Date(now.getTime() + 60_000).toISOString()}" Version="2.0">` +
      `<saml2:Issuer>${this.entityId}</saml2:Issuer>` +
      `<saml2:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">${nameId}</saml2:NameID>` +
      `<saml2p:SessionIndex>${sessionIndex}</saml2p:SessionIndex></saml2p:LogoutRequest>`
    )
  }

  logoutResponseXml(inResponseTo: string, destination: string): string {
    return (
      `<saml2p:LogoutResponse xmlns:saml2p="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion" ` +
      `Destination="${destination}" ID="_p${randomBytes(16).toString('hex')}" InResponseTo="${inResponseTo}" IssueInstant="${new Date().toISOString()}" Version="2.0">` +
      `<saml2:Issuer>${this.entityId}</saml2:Issuer>` +
      `<saml2p:Status><saml2p:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></saml2p:Status></saml2p:LogoutResponse>`
    )
  }
}
