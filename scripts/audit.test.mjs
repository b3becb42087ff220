import { auditVerdict } from './audit.mjs'

describe('auditVerdict', () => {
  it('fails on advisories: pnpm exits non-zero only when the registry answered with findings', () => {
    const output = '┌─────────┬──────────────┐\n│ high    │ Prototype pollution │\n1 vulnerabilities found\nSeverity: 1 high'
    expect(auditVerdict(1, output)).toEqual({ verdict: 'FOUND' })
  })

  it('names a registry that refused the audit instead of calling it a pass', () => {
    const output =
      'The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits/quick) responded with 405: . Fallback endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits) responded with 405: \n'
    expect(auditVerdict(0, output)).toEqual({ verdict: 'NOT_CHECKED', reason: expect.stringContaining('responded with 405') })
  })

  it('names a machine without network', () => {
    expect(auditVerdict(0, 'request to https://registry.npmjs.org failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org')).toMatchObject({
      verdict: 'NOT_CHECKED'
    })
  })

  it('passes a clean answer', () => {
    expect(auditVerdict(0, 'No known vulnerabilities found\n')).toEqual({ verdict: 'CLEAN' })
  })
})
