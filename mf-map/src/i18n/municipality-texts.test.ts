import { municipalityTexts, sampleMunicipalities, unknownOverrideKeys } from '@pesa/shared/testing'
import en from './en'
import fi from './fi'
import sv from './sv'

const samples = sampleMunicipalities()
const defaults = { fi, sv, en }

describe('the map texts of the sample municipalities', () => {
  it.each(Object.keys(samples))('%s overrides only texts the map has', (id) => {
    expect(unknownOverrideKeys(samples[id]!, 'map', fi)).toEqual([])
  })

  it("gives each sample its own service-voucher text and page, in every language (spec part 1 §9: Koivikko's reading has the EUR 0–50 surcharge)", () => {
    const pesala = municipalityTexts(samples.pesala!, 'map', defaults)
    const koivikko = municipalityTexts(samples.koivikko!, 'map', defaults)
    for (const lang of ['fi', 'sv', 'en'] as const) {
      expect(pesala[lang].serviceVoucher.url).toMatch(/^https:\/\/pesala\.example\.fi\//)
      expect(koivikko[lang].serviceVoucher.url).toMatch(/^https:\/\/koivikko\.example\.fi\//)
      expect(koivikko[lang].serviceVoucher.info).toMatch(/0–50/)
      expect(pesala[lang].serviceVoucher.info).not.toBe(defaults[lang].serviceVoucher.info)
      expect(pesala[lang].serviceVoucher.info).not.toBe(koivikko[lang].serviceVoucher.info)
    }
  })
})
