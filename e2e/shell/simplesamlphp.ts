import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { makeKeyPair, type KeyPair } from '../../api/src/auth/test-idp'
import { API_SERVER, apiServerEnv, PORT, RESULTS_DIR } from '../support/environment'
import { answers, untilAnswers } from '../support/server-instance'
import { openServerLog } from '../support/server-logs'

/*
 * Strong identification against an identity provider no one here wrote: Debian's SimpleSAMLphp
 * (installed by the test command, scripts/debian-packages.mjs), served by PHP's own web server on
 * loopback, with a hosted SAML 2.0 IdP whose users carry the national service's identity-code
 * attribute `urn:oid:1.2.246.21` (URI name format). Pesä reads its metadata from the address it
 * publishes, as a deployment reads the national service's; the IdP knows Pesä from a remote-SP
 * entry built of the same values Pesä's metadata states (entity id, ACS, SLO, certificates).
 */

export const SSP_SAML_URL = `http://127.0.0.1:${PORT + 4}`
export const SSP_IDP_URL = `http://127.0.0.1:${PORT + 5}`
export const SSP_SOURCE = '/usr/share/simplesamlphp'

/** The IdP's test users: username → [password, identity code]. */
export const SSP_USERS = { anna: ['anna-salasana-2026', '120385-1243'] } as const

const certBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')
const php = (value: unknown) => JSON.stringify(value).replace(/\\\//g, '/')

function writeIdpConfig(dir: string, sp: { entityId: string; signing: KeyPair; encryption: KeyPair | undefined }, idpKeys: KeyPair) {
  for (const folder of ['config', 'metadata', 'cert', 'data', 'tmp', 'log']) mkdirSync(path.join(dir, folder))
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text)
  write('cert/idp.key', idpKeys.key)
  write('cert/idp.crt', idpKeys.cert)
  // Debian's defaults, with this instance's address, folders and secrets.
  write(
    'config/config.php',
    `<?php
include '/etc/simplesamlphp/config.php';
$config['baseurlpath'] = ${php(`${SSP_IDP_URL}/`)};
foreach (['certdir' => 'cert', 'loggingdir' => 'log', 'datadir' => 'data', 'tempdir' => 'tmp', 'metadatadir' => 'metadata'] as $key => $folder) {
  $config[$key] = ${php(dir)} . '/' . $folder . '/';
}
$config['secretsalt'] = ${php(Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2))};
$config['auth.adminpassword'] = ${php(Math.random().toString(36).slice(2))};
$config['enable.saml20-idp'] = true;
$config['logging.handler'] = 'stderr';
$config['logging.level'] = SimpleSAML\\Logger::WARNING;
$config['module.enable'] = ['exampleauth' => true, 'core' => true, 'saml' => true];
$config['session.cookie.secure'] = false;
// Plain HTTP on loopback: a SameSite=None cookie would need Secure, so the browser would drop it.
$config['session.cookie.samesite'] = 'Lax';
$config['language.default'] = 'fi';
`
  )
  const users = Object.fromEntries(Object.entries(SSP_USERS).map(([name, [password, ssn]]) => [`${name}:${password}`, { 'urn:oid:1.2.246.21': [ssn] }]))
  write(
    'config/authsources.php',
    `<?php\n$config = ['admin' => ['core:AdminPassword'], 'pesa-users' => array_merge(['exampleauth:UserPass'], json_decode(${php(JSON.stringify(users))}, true))];\n`
  )
  write(
    'metadata/saml20-idp-hosted.php',
    `<?php
$metadata['__DYNAMIC:1__'] = [
  'host' => '__DEFAULT__',
  'privatekey' => 'idp.key',
  'certificate' => 'idp.crt',
  'auth' => 'pesa-users',
  'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri',
  'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
  'signature.algorithm' => 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
];
`
  )
  const keys = [
    { type: 'X509Certificate', signing: true, encryption: false, X509Certificate: certBody(sp.signing.cert) },
    ...(sp.encryption ? [{ type: 'X509Certificate', signing: false, encryption: true, X509Certificate: certBody(sp.encryption.cert) }] : [])
  ]
  write(
    'metadata/saml20-sp-remote.php',
    `<?php
$metadata[${php(sp.entityId)}] = [
  'AssertionConsumerService' => [['Binding' => 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', 'Location' => ${php(`${SSP_SAML_URL}/api/citizen/auth/sfi/acs`)}]],
  'SingleLogoutService' => [['Binding' => 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', 'Location' => ${php(`${SSP_SAML_URL}/api/citizen/auth/sfi/slo`)}]],
  'keys' => json_decode(${php(JSON.stringify(keys))}, true),
  'validate.authnrequest' => true,
  'validate.logout' => true,
  'sign.logout' => true,
  'saml20.sign.assertion' => true,
  'assertion.encryption' => ${sp.encryption ? 'true' : 'false'},
  'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
  'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri',
  'signature.algorithm' => 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
];
`
  )
}

export interface SimpleSamlPhpInstance {
  close(): Promise<void>
}

async function stop(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill()
    await once(child, 'exit')
  }
}

/** SimpleSAMLphp and a Pesä instance configured with it; `encrypted` makes the IdP encrypt assertions to Pesä's decryption key. */
export async function startSimpleSamlPhp({ encrypted }: { encrypted: boolean }): Promise<SimpleSamlPhpInstance> {
  const status = `${SSP_SAML_URL}/api/citizen/auth/status`
  if (await answers(status)) throw new Error(`Port ${PORT + 4} is taken: stop what answers at ${SSP_SAML_URL}`)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pesa-e2e-simplesamlphp-'))
  const sp = { entityId: `${SSP_SAML_URL}/saml`, signing: makeKeyPair('pesa-sp'), encryption: encrypted ? makeKeyPair('pesa-sp-encryption') : undefined }
  writeIdpConfig(dir, sp, makeKeyPair('simplesamlphp-idp'))
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text)
    return path.join(dir, name)
  }

  // The provider's own log is kept beside the results, not with the server logs the scan reads: it is not Pesä's.
  mkdirSync(RESULTS_DIR, { recursive: true })
  const idpLog = openSync(path.join(RESULTS_DIR, 'simplesamlphp.log'), 'a')
  const idp = spawn('php', ['-S', `127.0.0.1:${PORT + 5}`, '-t', `${SSP_SOURCE}/www`], {
    stdio: ['ignore', idpLog, idpLog],
    env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: path.join(dir, 'config') }
  })
  const apiLog = openServerLog('simplesamlphp-api')
  let server: ChildProcess | undefined
  const close = async () => {
    if (server) await stop(server)
    await stop(idp)
    closeSync(apiLog)
    closeSync(idpLog)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await untilAnswers(`${SSP_IDP_URL}/saml2/idp/metadata.php`, idp, 'SimpleSAMLphp')
    server = spawn(process.execPath, [API_SERVER], {
      stdio: ['ignore', apiLog, 'inherit'],
      env: {
        ...process.env,
        ...apiServerEnv(PORT + 4),
        PESA_PUBLIC_URL: SSP_SAML_URL,
        SAML_IDP_METADATA_URL: `${SSP_IDP_URL}/saml2/idp/metadata.php`,
        SAML_SP_ENTITY_ID: sp.entityId,
        SAML_SP_SIGNING_KEY_FILE: file('sp-key.pem', sp.signing.key),
        SAML_SP_SIGNING_CERT_FILE: file('sp-cert.pem', sp.signing.cert),
        ...(sp.encryption
          ? { SAML_DECRYPTION_KEY_FILE: file('sp-enc-key.pem', sp.encryption.key), SAML_DECRYPTION_CERT_FILE: file('sp-enc-cert.pem', sp.encryption.cert) }
          : {})
      }
    })
    await untilAnswers(status, server, 'SimpleSAMLphp instance')
  } catch (error) {
    await close()
    throw error
  }
  return { close }
}
