import { mergeTexts } from './translations'

describe('mergeTexts', () => {
  const base = { title: 'Pesä', footer: { city: 'Kaupunki', feedback: 'Palaute' } }

  it('replaces overridden strings at any depth and keeps the rest', () => {
    expect(mergeTexts(base, { footer: { city: 'Espoo' } })).toEqual({
      title: 'Pesä',
      footer: { city: 'Espoo', feedback: 'Palaute' }
    })
  })

  it('ignores keys the base does not have and values of the wrong shape', () => {
    expect(mergeTexts(base, { unknown: 'x', title: { nested: 'y' } })).toEqual(base)
  })

  it('keeps the base when there is no override', () => {
    expect(mergeTexts(base, undefined)).toBe(base)
  })
})
