import { detectLanguage } from './language'

describe('detectLanguage', () => {
  it('takes ?lang= first', () => {
    expect(detectLanguage('?lang=sv', 'en', ['fi-FI'])).toBe('sv')
  })

  it('ignores an unknown ?lang= value', () => {
    expect(detectLanguage('?lang=de', null, ['sv-FI'])).toBe('sv')
  })

  it('takes the remembered language before the browser language', () => {
    expect(detectLanguage('', 'en', ['sv-FI'])).toBe('en')
  })

  it('takes the browser language only when it is Finnish or Swedish', () => {
    expect(detectLanguage('', null, ['de-DE', 'sv-SE'])).toBe('sv')
    expect(detectLanguage('', null, ['en-GB'])).toBe('fi')
  })

  it('falls back to Finnish', () => {
    expect(detectLanguage('', null, [])).toBe('fi')
  })
})
