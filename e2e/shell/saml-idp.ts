import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { TestIdp } from '../../api/src/auth/test-idp'
import { API_SERVER, apiServerEnv, PORT } from '../support/environment'
import { answers, untilAnswers } from '../support/server-instance'
import { openServerLog, recordSecret } from '../support/server-logs'

/*
 * Strong identification over SAML 2.0 in the browser: the suite's server runs the stand-in page,
 * so the SAML specs start a second instance configured with SAML, and the API tests' identity
 * provider (api/src/auth/test-idp.ts, its keys made now) served over HTTP as a login page.
 */

const SAML_PORT = PORT + 2
const IDP_PORT = PORT + 3
export const SAML_URL = `http://127.0.0.1:${SAML_PORT}`
export const IDP_URL = `http://127.0.0.1:${IDP_PORT}`
const SP_SLO_URL = `${SAML_URL}/api/citizen/auth/sfi/slo`

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(new URLSearchParams(body)))
    request.on('error', reject)
  })
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`

/**
 * The identity provider's pages: a login form for a signed AuthnRequest (HTTP-Redirect), whose
 * answer goes back by the HTTP-POST binding, and single logout answered by a signed redirect.
 * Unsigned requests are refused, as the national service refuses them.
 */
function serveIdp(idp: TestIdp): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', IDP_URL)
    const refuse = (why: string) => response.writeHead(400, { 'content-type': 'text/plain' }).end(why)
    const html = (body: string) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
    void (async () => {
      if (request.method === 'GET' && url.pathname === '/sso') {
        const authnRequest = idp.readRedirect(url.href)
        if (!authnRequest.signatureValid) return refuse('unsigned AuthnRequest')
        return html(
          page(
            'Test identification',
            `<form method="post" action="/sso"><input type="hidden" name="request" value="${authnRequest.id}">` +
              `<label>Identity code <input name="ssn" data-qa="idp-ssn"></label>` +
              `<button type="submit" data-qa="idp-identify">Identify</button></form>`
          )
        )
      }
      if (request.method === 'POST' && url.pathname === '/sso') {
        const form = await readForm(request)
        const samlResponse = await idp.response({ inResponseTo: form.get('request') ?? '', ssn: form.get('ssn') ?? '' })
        recordSecret('a SAMLResponse', samlResponse)
        return html(
          page(
            'Returning',
            `<form method="post" action="${idp.acsUrl}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"></form>` +
              `<script>document.forms[0].submit()</script>`
          )
        )
      }
      if (request.method === 'GET' && url.pathname === '/slo') {
        const logoutRequest = idp.readRedirect(url.href)
        if (!logoutRequest.signatureValid) return refuse('unsigned LogoutRequest')
        const answer = idp.redirectQuery(
          'SAMLResponse',
          idp.logoutResponseXml(logoutRequest.id, SP_SLO_URL),
          logoutRequest.params.get('RelayState') ?? undefined
        )
        // As the server's request log would hold it: URL-encoded.
        recordSecret('a SAMLResponse', /SAMLResponse=([^&]+)/.exec(answer)![1]!)
        return response.writeHead(302, { location: `${SP_SLO_URL}?${answer}` }).end()
      }
      return response.writeHead(404).end()
    })().catch((error: unknown) => response.writeHead(500).end(String(error)))
  })
}

export interface SamlInstance {
  close(): Promise<void>
}

/** Starts the identity provider and a server instance configured with it; resolves when both answer. */
export async function startSamlInstance(): Promise<SamlInstance> {
  const status = `${SAML_URL}/api/citizen/auth/status`
  // A server left over from another run would answer in place of this one.
  if (await answers(status)) throw new Error(`Port ${SAML_PORT} is taken: stop what answers at ${SAML_URL}`)
  const idp = new TestIdp(`${SAML_URL}/saml`, `${SAML_URL}/api/citizen/auth/sfi/acs`, IDP_URL)
  // The instance reads its SAML configuration from files, as a deployment does.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pesa-e2e-saml-'))
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text)
    return path.join(dir, name)
  }

  const idpServer = serveIdp(idp)
  idpServer.listen(IDP_PORT, '127.0.0.1')
  await once(idpServer, 'listening')

  // Its log is scanned at the end of the run with the suite's own server's (support/server-logs.ts).
  const log = openServerLog('saml-api')
  const server = spawn(process.execPath, [API_SERVER], {
    stdio: ['ignore', log, 'inherit'],
    env: {
      ...process.env,
      ...apiServerEnv(SAML_PORT),
      PESA_PUBLIC_URL: SAML_URL,
      SAML_IDP_METADATA_FILE: file('idp-metadata.xml', idp.metadataXml()),
      SAML_SP_ENTITY_ID: idp.spEntityId,
      SAML_SP_SIGNING_KEY_FILE: file('sp-key.pem', idp.sp.key),
      SAML_SP_SIGNING_CERT_FILE: file('sp-cert.pem', idp.sp.cert)
    }
  })
  const close = async () => {
    if (server.exitCode === null) {
      server.kill()
      await once(server, 'exit')
    }
    closeSync(log)
    idpServer.close()
    idp.close()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await untilAnswers(status, server, 'SAML instance')
  } catch (error) {
    await close()
    throw error
  }
  return { close }
}
