import { languageStore } from '@pesa/shared'
import { renderSettled, settled } from '@pesa/shared/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { testUnit } from '../rules/test-units'
import { fakeMapApi } from '../testing'
import { UnitFinder } from './UnitFinder'

const units = [
  testUnit({ id: 'mesikammen', name: 'Päiväkoti Mesikämmen', providerType: 'PRIVATE_SERVICE_VOUCHER' }),
  testUnit({ id: 'ekorren', name: 'Privata daghemmet Ekorren', providerType: 'PRIVATE', daycareApplyPeriod: null })
]
const qa = (name: string) => document.querySelector<HTMLElement>(`[data-qa="${name}"]`)

async function openDetails(name: string) {
  await renderSettled(
    <Suspense fallback="…">
      <UnitFinder />
    </Suspense>
  )
  await screen.findByText(name)
  await settled(() => userEvent.type(screen.getByRole('combobox'), name.slice(-6)))
  await settled(() => userEvent.keyboard('{ArrowDown}{Enter}'))
}

describe('UnitDetails with the municipality’s service-voucher texts', () => {
  beforeAll(async () => {
    // The municipality's texts must be there before the map's texts first load.
    fakeMapApi(units, {
      textOverrides: { fi: { map: { serviceVoucher: { info: 'Yksikkö voi periä 0–50 € kuukaudessa.', url: 'https://kunta.example.fi/palveluseteli' } } } }
    })
    await languageStore.change('fi')
  })

  it("shows a service-voucher unit's voucher text with the link to the municipality's page", async () => {
    await openDetails('Päiväkoti Mesikämmen')
    expect(qa('unit-details-service-voucher-info')?.textContent).toBe('Yksikkö voi periä 0–50 € kuukaudessa.')
    expect(qa('unit-details-service-voucher')?.getAttribute('href')).toBe('https://kunta.example.fi/palveluseteli')
    expect(qa('unit-details-no-applying')).toBeNull()
  })

  it('notes "no applying" on a private unit without application periods, and shows no voucher text', async () => {
    await openDetails('Privata daghemmet Ekorren')
    expect(qa('unit-details-name')?.textContent).toBe('Privata daghemmet Ekorren')
    expect(qa('unit-details-no-applying')?.textContent).toBe('Ei hakua Pesän kautta, ota yhteyttä yksikköön')
    expect(qa('unit-details-service-voucher-info')).toBeNull()
  })
})
