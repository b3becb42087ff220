import { httpsUrl } from './url'

describe('httpsUrl', () => {
  it.each(['https://pesala.example.fi', ' https://example.fi/path?q=1 '])('accepts %s', (value) => {
    expect(httpsUrl(value)).toBeUndefined()
  })

  it.each(['http://pesala.example.fi', 'pesala.example.fi', 'ftp://example.fi', 'javascript:alert(1)', 'https://', ''])('refuses %s', (value) => {
    expect(httpsUrl(value)).toBe('HTTPS_URL_REQUIRED')
  })
})
