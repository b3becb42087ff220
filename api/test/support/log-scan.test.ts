import { scanLog } from './log-scan'

const TOKEN = 'q3ZtX9m1Yb0Hk2LwR8sJf4NpA7cVe5UoGi6Dy0TxQzE'
const SECRETS = [
  { what: "Anna's identity code", value: '120385-1243' },
  { what: 'a demo password', value: 'kumisaapas-metsaretki-2026' },
  { what: 'a session token', value: TOKEN },
  { what: 'a verification code', value: '482913' }
]

/** Lines as the server writes them, holding nothing that may not be logged. */
const LEGIT = [
  '{"level":30,"time":1764482913000,"pid":482,"reqId":"a1b2","req":{"method":"GET","url":"/api/citizen/auth/status"},"msg":"incoming request"}',
  '{"level":30,"time":1764000000001,"msg":"email verification","code":"[redacted]","personId":"0d3b1a50-482913a0-11ee"}',
  '{"level":30,"req":{"url":"/api/citizen/auth/sfi/slo?SAMLResponse=[redacted]&SigAlg=rsa-sha256"},"headers":{"cookie":"[redacted]"}}',
  '{"level":40,"msg":"pesa-session=[redacted] refused","SAMLResponse":"[redacted]","ssn":"[redacted]"}',
  '{"level":30,"req":{"url":"/api/citizen/public/map-api/autocomplete?text=[redacted]&size=5"},"msg":"incoming request"}',
  '{"level":30,"msg":"a context=1 and subtext=2 are not searches"}'
]

describe('the log scan', () => {
  it('finds nothing in lines that hold only redacted values, ids and timestamps', () => {
    expect(scanLog(LEGIT, SECRETS)).toEqual([])
  })

  it('names the line and what leaked for a planted leak of each kind, never the value', () => {
    const planted = [
      ...LEGIT,
      `{"msg":"login of 120385-1243 failed"}`,
      `{"body":{"password":"x","again":"kumisaapas-metsaretki-2026"}}`,
      `{"msg":"resumed ${TOKEN}"}`,
      '{"msg":"code 482913 sent"}',
      '{"msg":"someone else, 150590-1293"}',
      '{"headers":{"x-forwarded-cookie":"pesa-session=abc; lang=fi"}}',
      '{"req":{"url":"/api/citizen/auth/sfi/acs?SAMLResponse=PHNhbWxwOlJlc3BvbnNl"}}',
      '{"form":{"SAMLResponse":"PHNhbWxwOlJlc3BvbnNl"}}',
      '{"req":{"url":"/api/citizen/public/map-api/autocomplete?text=Kirkkokatu%2012&size=5"}}',
      '{"req":{"url":"/api/citizen/public/map-api/query?size=1&query=%7Bplan"}}'
    ]
    const leaks = scanLog(planted, SECRETS)
    expect(leaks).toEqual([
      { line: 7, what: "Anna's identity code" },
      { line: 7, what: 'an identity code' },
      { line: 8, what: 'a demo password' },
      { line: 9, what: 'a session token' },
      { line: 10, what: 'a verification code' },
      { line: 11, what: 'an identity code' },
      { line: 12, what: 'a session cookie (pesa-session=)' },
      { line: 13, what: 'a SAMLResponse' },
      { line: 14, what: 'a SAMLResponse' },
      { line: 15, what: 'a typed address (text= or query=)' },
      { line: 16, what: 'a typed address (text= or query=)' }
    ])
    const report = JSON.stringify(leaks)
    for (const secret of SECRETS) expect(report).not.toContain(secret.value)
  })
})
