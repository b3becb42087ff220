import { ASSISTANCE_LEVELS, assistanceLevelLabel, codeLabels, labelOrCode, type LabelLanguage } from '.'

const LANGS: LabelLanguage[] = ['fi', 'sv', 'en']

describe('code labels', () => {
  it('name every code of every table in fi, sv and en, each language its own words for the same codes', () => {
    const tables = Object.keys(codeLabels.fi) as (keyof typeof codeLabels.fi)[]
    for (const table of tables) {
      const codes = Object.keys(codeLabels.fi[table]).sort()
      expect(codes.length).toBeGreaterThan(0)
      for (const lang of LANGS) {
        const labels = codeLabels[lang][table] as Record<string, string>
        expect(Object.keys(labels).sort()).toEqual(codes)
        for (const code of codes) {
          expect(labels[code]!.trim()).not.toBe('')
          expect(labels[code]).not.toBe(code)
        }
      }
    }
  })

  it('name every assistance level, and keep an unknown level as its code', () => {
    for (const lang of LANGS) for (const level of ASSISTANCE_LEVELS) expect(assistanceLevelLabel(lang, level)).toBe(codeLabels[lang].assistanceLevel[level])
    expect(assistanceLevelLabel('sv', 'SOMETHING_NEW')).toBe('SOMETHING_NEW')
  })

  it('look a code up in a table complete over its enum, keeping a code the table does not know (nor an inherited key) as itself', () => {
    const statuses = codeLabels.en.decisionStatus
    expect(labelOrCode(statuses, 'PENDING')).toBe('Waiting for your answer')
    expect(labelOrCode(statuses, 'SOMETHING_NEW')).toBe('SOMETHING_NEW')
    expect(labelOrCode(statuses, 'constructor')).toBe('constructor')
  })
})
