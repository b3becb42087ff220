import { municipalityTexts, sampleMunicipalities, unknownOverrideKeys } from '@pesa/shared/testing'
import en from './en'
import fi from './fi'
import sv from './sv'

const samples = sampleMunicipalities()
const defaults = { fi, sv, en }

/*
 * Spec part 1 §9 gives two municipalities' readings: the club fee is 17 % of the full daycare fee
 * (one), the maximum monthly fee is EUR 288 with a service-voucher surcharge of EUR 0–50 (the
 * other); clubs run August–May (one) or September–May (the other). Pesälä has the first
 * readings (its seeded club terms run from August), Koivikko the second.
 */
describe('the applications texts of the sample municipalities', () => {
  it.each(Object.keys(samples))('%s overrides only texts the applications area has', (id) => {
    expect(unknownOverrideKeys(samples[id]!, 'applications', fi)).toEqual([])
  })

  it('give Pesälä its club fee (17 %) and club term (August–May)', () => {
    const pesala = municipalityTexts(samples.pesala!, 'applications', defaults)
    expect(pesala.fi.club.fee).toMatch(/17 %/)
    expect(pesala.sv.club.fee).toMatch(/17 %/)
    expect(pesala.en.club.fee).toMatch(/17 %/)
    expect(pesala.fi.club.term).toMatch(/elokuusta toukokuun/)
    expect(pesala.sv.club.term).toMatch(/augusti till .*maj/)
    expect(pesala.en.club.term).toMatch(/August to .*May/)
  })

  it('give Koivikko its fees (EUR 288, voucher surcharge EUR 0–50) and club term (September–May)', () => {
    const koivikko = municipalityTexts(samples.koivikko!, 'applications', defaults)
    for (const lang of ['fi', 'sv', 'en'] as const) {
      expect(koivikko[lang].club.fee).toMatch(/288/)
      expect(koivikko[lang].club.fee).toMatch(/0–50/)
    }
    expect(koivikko.fi.club.term).toMatch(/syyskuusta toukokuun/)
    expect(koivikko.sv.club.term).toMatch(/september till .*maj/)
    expect(koivikko.en.club.term).toMatch(/September to .*May/)
  })

  it('keep the defaults free of either reading, for a municipality that gives none', () => {
    for (const lang of ['fi', 'sv', 'en'] as const) {
      expect(defaults[lang].club.fee).not.toMatch(/17 %|288|0–50/)
      expect(defaults[lang].club.term).not.toMatch(/elokuu|syyskuu|augusti|september|August|September/)
    }
  })
})
