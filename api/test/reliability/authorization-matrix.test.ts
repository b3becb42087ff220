// jest: slow — among the longest files on PGlite, so it starts first (shared/build/jest-slow-first-sequencer.cjs).
import { helsinkiDate } from '@pesa/shared/dates'
import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { REQUEST_ID_HEADER } from '@pesa/shared/protocol'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { loggerOptions } from '../../src/platform/logging'
import type { RouteRecord, RouteRelation } from '../../src/platform/types'
import { DEMO_SSN, DEMO_WEAK_LOGIN } from '../../src/seed/demo-people'
import { demoPdf } from '../../src/seed/income'
import { createTestApp, runQueuedJobs, type Caller, type TestApp } from '../support/app'
import { scanLog, type Secret } from '../support/log-scan'
import { NOT_AUDITED } from './audit-exceptions'
import { MATRIX_FIXTURES, type MatrixContext, type MatrixFixture } from './matrix-fixtures'
import type { JsonSchema } from './schema-arbitraries'

/*
 * The authorization matrix (api/src/platform/DECISIONS.md, "Who may use a route"): every registered
 * /api/citizen route, called as each of six callers with Anna's object of the route's declared
 * relation (matrix-fixtures.ts). The expected answer comes from the declarations alone:
 * - anonymous: 401 on every route that is not public;
 * - Anna with a weak login: 403 STRONG_AUTH_REQUIRED on a STRONG route;
 * - Anna, strongly identified, the owner: never 401, 403 or 404;
 * - Mikko, the other guardian: as the owner where the fixture says he has the relation, else a stranger;
 * - Liisa (another family) and Pekka (no one's custodian), strangers: 404 for Anna's object;
 *   on routes of their own records (`self`, `none`) an answer that names none of Anna's objects.
 * Any route without a relation, any object relation without a fixture, any 5xx and any
 * unexpected 2xx fails. Every 2xx of a route whose relation is not `none` must have written an
 * audit row naming its caller (audit completeness), unless audit-exceptions.ts says why not. The log of all these requests is scanned as well: no identity code,
 * email address, password or session token in it.
 */

type CallerName = 'anonymous' | 'annaWeak' | 'liisa' | 'pekka' | 'mikko' | 'annaStrong'
/** Strangers first and the owner last, so an owner's delete leaves the object for the others. */
const CALLERS: CallerName[] = ['anonymous', 'annaWeak', 'liisa', 'pekka', 'mikko', 'annaStrong']
const OWN_RECORDS: RouteRelation[] = ['none', 'self']

/** The fixture of a route: its relation's entry, or the entry the relation gives that route. */
function fixtureOf(route: RouteRecord): { key: string; fixture: MatrixFixture | undefined } {
  const fixture = MATRIX_FIXTURES[route.relation!]
  const own = fixture?.routes?.[route.url]
  return own ? { key: `${route.relation} ${route.url}`, fixture: own } : { key: route.relation!, fixture }
}

/** A value the schema allows, smallest first; a field named in `values` gets the fixture's id. */
export function exampleOf(schema: JsonSchema, values: Record<string, string>, name?: string): unknown {
  if (name !== undefined && name in values) return schema.type === 'array' ? [values[name]] : values[name]
  if ('const' in schema) return schema.const
  // A record keyed by ids (per child, say) gets one entry, keyed by the fixture's `recordKey`.
  if (schema.type === 'object' && schema.patternProperties && 'recordKey' in values) {
    const [entry] = Object.values(schema.patternProperties)
    return { [values.recordKey!]: exampleOf(entry ?? {}, values) }
  }
  if (schema.enum) return schema.enum[0]
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return alternatives.some((alternative) => alternative.type === 'null') ? null : exampleOf(alternatives[0]!, values)
  switch (schema.type) {
    case 'string':
      return exampleString(schema)
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 0, 0), schema.maximum ?? 0) || (schema.minimum ?? 0)
    case 'boolean':
      return false
    case 'null':
      return null
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, values))
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => (schema.required ?? []).includes(key) || key in values)
          .map(([key, property]) => [key, exampleOf(property, values, key)])
      )
    default:
      return null
  }
}

function exampleString(schema: JsonSchema): string {
  const today = helsinkiDate(new Date())
  switch (schema.format) {
    case 'uuid':
      return randomUUID()
    case 'date':
      return today
    case 'date-time':
      return new Date().toISOString()
    case 'pesa-email':
      return 'matrix.test@example.fi'
    case 'fi-ssn':
      return DEMO_SSN.anna
    case 'pesa-phone':
      return '040 123 4567'
    case 'fi-postal-code':
      return '88600'
    case 'https-url':
      return 'https://example.fi/'
  }
  if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0]!
  return 'a'.repeat(Math.min(Math.max(schema.minLength ?? 0, 1), schema.maxLength ?? 1))
}

function asQuery(value: unknown): Record<string, string | string[]> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? item.map(String) : String(item)]))
}

const BOUNDARY = 'matrix-boundary'
function multipartPdf(): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="liite.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    demoPdf('Liite'),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  ])
}

interface MatrixRequest {
  method: string
  url: string
  query: Record<string, string | string[]>
  payload?: string | Buffer
  headers: Record<string, string>
}

function requestOf(route: RouteRecord, values: Record<string, string>): MatrixRequest {
  const schema = (route.schema ?? {}) as { querystring?: JsonSchema; body?: JsonSchema; consumes?: string[] }
  const url = route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? randomUUID()))
  const query = schema.querystring ? asQuery(exampleOf(schema.querystring, values)) : {}
  if (schema.consumes?.includes('multipart/form-data')) {
    return { method: route.method, url, query, payload: multipartPdf(), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }
  }
  if (!schema.body) return { method: route.method, url, query, headers: {} }
  return { method: route.method, url, query, payload: JSON.stringify(exampleOf(schema.body, values)), headers: { 'content-type': 'application/json' } }
}

const errorCodeOf = (response: LightMyRequestResponse) => {
  try {
    return response.json<{ errorCode?: string }>().errorCode
  } catch {
    return undefined
  }
}

describe('authorization matrix of the citizen API', () => {
  let t: TestApp
  let context: MatrixContext
  /** By relation, or `relation url` for a route's own entry. */
  const fixtureIds = new Map<string, Record<string, string>>()
  /** Every id of Anna's the fixtures name: a stranger's answer must contain none of them. */
  let annasIds: string[] = []
  const tally = { routes: 0, checks: 0, unexpectedGrants: 0, ownerReached: 0 }
  /** Routes with personal data a caller was granted, and those of them that wrote no audit row. */
  const audited = { checked: new Set<string>(), missing: new Set<string>() }
  const listedUnaudited = NOT_AUDITED
  /** Object routes that refused the owner's example body as invalid (after their relation check). */
  const notReached: string[] = []

  /** The JSON log lines of every request the matrix makes. */
  const logLines: string[] = []
  const tokens: string[] = []

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        callback()
      }
    })
    t = await createTestApp({ logger: loggerOptions('debug', stream) })
    // Every route answers its owner: the archive metadata too, which the demo municipality does not show.
    t.platform.municipality.featureFlags.showMetadataToCitizen = true
    const rows = await t.platform.db.query<{ id: string; ssn: string }>('select id, ssn from person where ssn = any($1)', [
      [DEMO_SSN.anna, DEMO_SSN.mikko, DEMO_SSN.liisa, DEMO_SSN.pekka]
    ])
    const idOf = (ssn: string) => rows.find((row) => row.ssn === ssn)!.id
    const people = { anna: idOf(DEMO_SSN.anna), mikko: idOf(DEMO_SSN.mikko), liisa: idOf(DEMO_SSN.liisa), pekka: idOf(DEMO_SSN.pekka) }
    context = { t, people, anna: await t.login(DEMO_SSN.anna, 'STRONG') }
    for (const [relation, fixture] of Object.entries(MATRIX_FIXTURES)) {
      fixtureIds.set(relation, await fixture.ids(context))
      for (const [url, own] of Object.entries(fixture.routes ?? {})) fixtureIds.set(`${relation} ${url}`, await own.ids(context))
    }
    // The documents the seed queued (decision PDFs) are rendered, so that a download finds its PDF.
    await runQueuedJobs(t)
    const shared = new Set(
      Object.values(MATRIX_FIXTURES).flatMap((fixture) => [fixture, ...Object.values(fixture.routes ?? {})].flatMap((f) => f.shared ?? []))
    )
    annasIds = [...fixtureIds.values()]
      .flatMap((ids) =>
        Object.entries(ids)
          .filter(([name]) => !shared.has(name))
          .map(([, id]) => id)
      )
      .filter((id) => /^[0-9a-f-]{36}$/.test(id))
  }, 120_000)
  afterAll(async () => {
    console.warn(
      `Audit completeness: ${audited.checked.size} routes with personal data granted to a caller, ` +
        `${audited.missing.size} unlisted without an audit row naming the caller, ${Object.keys(NOT_AUDITED).length} rightly not audited (audit-exceptions.ts)`
    )
    console.warn(
      `Authorization matrix: ${tally.routes} routes × ${CALLERS.length} callers = ${tally.checks} checks, ` +
        `${tally.unexpectedGrants} unexpected grants, the owner past the relation on ${tally.ownerReached} object routes` +
        (notReached.length > 0
          ? `; refused by the area's own rules for the owner's example body (strangers got 404 all the same): ${notReached.join(', ')}`
          : '')
    )
    await t.close()
  })

  /** Fresh sessions a route: a route may end its caller's session (logout) or change their login. */
  async function sessions(): Promise<Record<CallerName, Caller | undefined>> {
    const callers = {
      anonymous: undefined,
      annaWeak: await t.login(DEMO_SSN.anna, 'WEAK'),
      liisa: await t.login(DEMO_SSN.liisa, 'STRONG'),
      pekka: await t.login(DEMO_SSN.pekka, 'STRONG'),
      mikko: await t.login(DEMO_SSN.mikko, 'STRONG'),
      annaStrong: await t.login(DEMO_SSN.anna, 'STRONG')
    }
    for (const caller of Object.values(callers)) if (caller) tokens.push(caller.cookie.split('=')[1]!)
    return callers
  }

  /** What is wrong with the answer, judged from the route's declarations; undefined when nothing. */
  function judge(route: RouteRecord, caller: CallerName, response: LightMyRequestResponse): { problem?: string; grant?: boolean } {
    const status = response.statusCode
    const code = errorCodeOf(response)
    const granted = status >= 200 && status < 300
    if (status >= 500) return { problem: `${status} ${code ?? ''}` }
    if (caller === 'anonymous') {
      if (route.auth === 'public') return {}
      return status === 401 ? {} : { problem: `expected 401, got ${status}`, grant: granted }
    }
    if (caller === 'annaWeak' && route.auth === 'STRONG') {
      return status === 403 && code === 'STRONG_AUTH_REQUIRED'
        ? {}
        : { problem: `expected 403 STRONG_AUTH_REQUIRED, got ${status} ${code ?? ''}`, grant: granted }
    }
    const relation = route.relation!
    const ownRecords = OWN_RECORDS.includes(relation)
    const party = caller === 'annaWeak' || caller === 'annaStrong' || (caller === 'mikko' && fixtureOf(route).fixture?.otherGuardian === true)
    if (ownRecords && (caller === 'liisa' || caller === 'pekka')) {
      const leaked = annasIds.find((id) => response.body.includes(id))
      return leaked ? { problem: `a stranger's answer names Anna's ${leaked}`, grant: true } : {}
    }
    // The caller's own records: any answer but a lost session (refusals of the route's own rules are its business).
    if (ownRecords) return status === 401 && route.auth !== 'public' ? { problem: 'a logged-in caller got 401' } : {}
    if (party) {
      if (status === 401 || status === 404) return { problem: `the owner got ${status} ${code ?? ''}` }
      if (status === 403 && code !== 'STRONG_AUTH_REQUIRED') return { problem: `the owner got 403 ${code ?? ''}` }
      return {}
    }
    return status === 404 ? {} : { problem: `expected 404 for another person's object, got ${status} ${code ?? ''}`, grant: granted }
  }

  /** The answer to the same request naming ids that exist nowhere: a refusal equal to it tells nothing of Anna's object. */
  async function answerForUnknownIds(route: RouteRecord, values: Record<string, string>, as: Caller | undefined) {
    const unknown = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, /^[0-9a-f-]{36}$/.test(value) ? randomUUID() : value]))
    const request = requestOf(route, unknown)
    const response = await t.request({
      method: request.method as 'GET',
      url: request.url,
      query: request.query,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      as
    })
    return `${response.statusCode} ${errorCodeOf(response) ?? ''}`
  }

  const personOf = (caller: CallerName) =>
    caller === 'annaWeak' || caller === 'annaStrong' ? context.people.anna : caller === 'anonymous' ? undefined : context.people[caller]

  /** Whether the request wrote an audit row naming its caller as the actor. */
  async function auditedBy(response: LightMyRequestResponse, personId: string): Promise<boolean> {
    const rows = await t.platform.db.query('select 1 from audit_log where request_id = $1 and actor_id = $2', [response.headers[REQUEST_ID_HEADER], personId])
    return rows.length > 0
  }

  it('answers every caller of every route as its declarations say', async () => {
    const routes = t.app.routeCatalogue
      .filter((route) => route.url.startsWith('/api/citizen/'))
      // Deletes last, so the objects the other routes name are still there.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
    expect(routes.length).toBeGreaterThan(50)
    const problems: string[] = []
    for (const route of routes) {
      const where = `${route.method} ${route.url}`
      if (!route.relation) {
        problems.push(`${where}: no config.relation (who may use it)`)
        continue
      }
      const objectInPath = Object.entries((route.schema?.params as JsonSchema | undefined)?.properties ?? {}).some(([, param]) => param.format === 'uuid')
      if (OWN_RECORDS.includes(route.relation) && objectInPath) problems.push(`${where}: names an object in its path but declares ${route.relation}`)
      if (route.auth === 'public' && route.relation !== 'none') problems.push(`${where}: a public route names someone's object (${route.relation})`)
      const { key, fixture } = fixtureOf(route)
      const values = OWN_RECORDS.includes(route.relation) ? {} : fixture?.madeForEachRoute ? await fixture.ids(context) : fixtureIds.get(key)
      if (!values) {
        problems.push(`${where}: no fixture for the relation ${route.relation} in matrix-fixtures.ts`)
        continue
      }
      tally.routes += 1
      const callers = await sessions()
      let weakOwnerGranted = false
      for (const caller of CALLERS) {
        const request = requestOf(route, values)
        const response = await t.request({
          method: request.method as 'GET',
          url: request.url,
          query: request.query,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
          as: callers[caller]
        })
        tally.checks += 1
        const verdict = judge(route, caller, response)
        const grant = verdict.grant
        let problem = verdict.problem
        const status = `${response.statusCode} ${errorCodeOf(response) ?? ''}`
        // The owner's weak session may already have used the object up (an archived thread, a sent draft).
        // (The other guardian, a party as well, comes after it and finds it used up the same way.)
        const party = caller === 'annaStrong' || (caller === 'mikko' && fixtureOf(route).fixture?.otherGuardian === true)
        if (party && response.statusCode === 404 && route.method !== 'GET' && weakOwnerGranted) problem = undefined
        // The one rule's other half: a 403 for the caller's own standing, the same whatever the object.
        if (problem && !grant && response.statusCode === 403 && (caller === 'liisa' || caller === 'pekka' || caller === 'mikko')) {
          if ((await answerForUnknownIds(route, values, callers[caller])) === status) problem = undefined
        }
        if (caller === 'annaWeak') weakOwnerGranted = response.statusCode < 300
        if (grant) tally.unexpectedGrants += 1
        const personId = personOf(caller)
        if (route.relation !== 'none' && personId && response.statusCode < 300) {
          audited.checked.add(where)
          const wrote = await auditedBy(response, personId)
          if (!wrote && !(where in listedUnaudited)) {
            audited.missing.add(where)
            problems.push(`${where} as ${caller}: ${response.statusCode} without an audit row naming the caller`)
          }
          if (wrote && where in listedUnaudited) problems.push(`${where}: writes an audit row, so audit-exceptions.ts should not list it`)
        }
        if (problem) problems.push(`${where} as ${caller}: ${problem} — ${response.body.slice(0, 200)}`)
        if (caller === 'annaStrong' && !OWN_RECORDS.includes(route.relation) && errorCodeOf(response) !== 'VALIDATION_FAILED') tally.ownerReached += 1
        else if (caller === 'annaStrong' && !OWN_RECORDS.includes(route.relation)) notReached.push(where)
      }
    }
    for (const listed of Object.keys(listedUnaudited)) {
      const route = routes.find((candidate) => `${candidate.method} ${candidate.url}` === listed)
      if (!route || route.relation === 'none') problems.push(`${listed}: listed in audit-exceptions.ts but no such route with personal data`)
    }
    expect(problems).toEqual([])
    expect(tally.unexpectedGrants).toBe(0)
  }, 600_000)

  it('logged none of the identity codes, email addresses, passwords or session tokens of those requests', async () => {
    expect(logLines.length).toBeGreaterThan(tally.checks)
    const people = await t.platform.db.query<{ ssn: string | null; email: string | null; verified_email: string | null }>(
      'select ssn, email, verified_email from person'
    )
    const secrets = [
      ...people.flatMap((person) => [
        { what: 'an identity code', value: person.ssn },
        { what: 'an email address', value: person.email },
        { what: 'an email address', value: person.verified_email }
      ]),
      { what: 'the demo password', value: DEMO_WEAK_LOGIN.password },
      ...tokens.map((value) => ({ what: 'a session token', value }))
    ].filter((secret): secret is Secret => !!secret.value)
    expect(scanLog(logLines, secrets)).toEqual([])
    console.warn(`Log scan: ${logLines.length} lines, ${secrets.length} secrets looked for, none found`)
  })
})
