import fi from './i18n/fi'
import en from './i18n/en'
import sv from './i18n/sv'
import { dateRange, statusText } from './format'

describe('decision texts', () => {
  it('says the allowed dates short within a year and in full across one', () => {
    expect(dateRange('2026-12-01', '2026-12-15')).toBe('01.12.–15.12.2026')
    expect(dateRange('2026-12-20', '2027-01-03')).toBe('20.12.2026 – 03.01.2027')
  })

  it('says "waiting for your answer" only to a guardian who can answer; the other reads whose answer it waits for', () => {
    for (const texts of [fi, sv, en]) {
      expect(statusText({ status: 'PENDING', canDecide: true }, texts)).toBe(texts.status.PENDING)
      expect(statusText({ status: 'PENDING', canDecide: false }, texts)).toBe(texts.awaitsApplicant)
      expect(statusText({ status: 'ACCEPTED', canDecide: false }, texts)).toBe(texts.status.ACCEPTED)
    }
  })
})
