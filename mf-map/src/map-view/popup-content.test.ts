import { mergeTexts } from '@pesa/shared'
import fi from '../i18n/fi'
import { testUnit } from '../rules/test-units'
import { popupContent } from './popup-content'

const qa = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-qa="${name}"]`)

describe('popupContent', () => {
  it('notes "no applying" on a private unit without application periods', () => {
    const popup = popupContent(testUnit({ id: 'p', providerType: 'PRIVATE', daycareApplyPeriod: null }), undefined, fi, 'fi')
    expect(qa(popup, 'popup-no-applying')?.textContent).toBe(fi.popup.noApplying)
    expect(qa(popup, 'popup-service-voucher-info')).toBeNull()
  })

  it('gives a service-voucher unit without application periods no "no applying" note, but the voucher text', () => {
    const popup = popupContent(testUnit({ id: 'v', providerType: 'PRIVATE_SERVICE_VOUCHER', daycareApplyPeriod: null }), undefined, fi, 'fi')
    expect(qa(popup, 'popup-no-applying')).toBeNull()
    expect(qa(popup, 'popup-service-voucher-info')?.textContent).toBe(fi.serviceVoucher.info)
    // The default texts have no municipality's page to link to.
    expect(qa(popup, 'popup-service-voucher')).toBeNull()
  })

  it("links the voucher text to the municipality's page when its texts give one", () => {
    const texts = mergeTexts(fi, { serviceVoucher: { info: 'Lisämaksu 0–50 €.', url: 'https://kunta.example.fi/palveluseteli' } })
    const popup = popupContent(testUnit({ id: 'v', providerType: 'PRIVATE_SERVICE_VOUCHER' }), undefined, texts, 'fi')
    expect(qa(popup, 'popup-service-voucher-info')?.textContent).toBe('Lisämaksu 0–50 €.')
    expect(qa(popup, 'popup-service-voucher')?.getAttribute('href')).toBe('https://kunta.example.fi/palveluseteli')
    expect(qa(popup, 'popup-service-voucher')?.textContent).toBe(fi.serviceVoucher.link)
  })
})
