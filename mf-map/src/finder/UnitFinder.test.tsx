import { languageStore } from '@pesa/shared'
import { renderSettled, settled } from '@pesa/shared/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { testUnit } from '../rules/test-units'
import { fakeMapApi } from '../testing'
import { UnitFinder } from './UnitFinder'

const units = [
  ...Array.from({ length: 12 }, (_, index) => testUnit({ id: `u${index}`, name: `Päiväkoti ${String.fromCharCode(65 + index)}` })),
  testUnit({ id: 'kuusela', name: 'Päiväkoti Kuusela', type: ['PREPARATORY_EDUCATION', 'PRESCHOOL', 'CENTRE'], providesShiftCare: true }),
  testUnit({ id: 'solrosen', name: 'Daghemmet Solrosen', language: 'sv' }),
  testUnit({ id: 'mesikammen', name: 'Päiväkoti Mesikämmen', providerType: 'PRIVATE_SERVICE_VOUCHER', daycareApplyPeriod: null })
]

const renderFinder = () =>
  renderSettled(
    <Suspense fallback="…">
      <UnitFinder />
    </Suspense>
  )
const qa = (name: string) => document.querySelector<HTMLElement>(`[data-qa="${name}"]`)!
const names = () => [...document.querySelectorAll('[data-qa="unit-name"]')].map((element) => element.textContent)

describe('UnitFinder', () => {
  beforeAll(async () => {
    await languageStore.change('fi')
  })
  beforeEach(() => {
    fakeMapApi(units)
  })

  it('lists ten units by name and the rest after "show more"', async () => {
    await renderFinder()
    expect(await screen.findByText('Daghemmet Solrosen')).toBeTruthy()
    expect(names()).toHaveLength(10)
    expect(names()[0]).toBe('Daghemmet Solrosen')
    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Näytä lisää yksiköitä' })))
    expect(names()).toHaveLength(15)
  })

  it('narrows the list by language', async () => {
    await renderFinder()
    await screen.findByText('Daghemmet Solrosen')
    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Ruotsinkielinen' })))
    expect(names()).toEqual(['Daghemmet Solrosen'])
  })

  it('finds a unit by name from three characters and opens its details', async () => {
    await renderFinder()
    await screen.findByText('Daghemmet Solrosen')
    const input = screen.getByRole('combobox')
    await settled(() => userEvent.type(input, 'Ku'))
    expect(screen.queryAllByRole('option').filter((option) => option.textContent?.includes('Kuusela'))).toEqual([])
    await settled(() => userEvent.type(input, 'u'))
    await settled(() => userEvent.keyboard('{ArrowDown}{Enter}'))
    const details = qa('map-unit-details')
    expect(within(details).getByRole('heading', { name: 'Päiväkoti Kuusela' })).toBeTruthy()
    expect(
      within(qa('unit-details-care-types'))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Varhaiskasvatus', 'Esiopetus', 'Valmistava opetus'])
    expect(qa('unit-details-shift-care').textContent).toBe('Kyllä')
    expect(document.querySelector('[data-qa="unit-details-route-link"]')).toBeNull()
  })

  it('gives a service-voucher unit the voucher text in its details', async () => {
    await renderFinder()
    await screen.findByText('Daghemmet Solrosen')
    await settled(() => userEvent.type(screen.getByRole('combobox'), 'Mesikämmen'))
    await settled(() => userEvent.keyboard('{ArrowDown}{Enter}'))
    expect(qa('unit-details-service-voucher-info').textContent).toContain('Palveluseteliyksikkö')
  })

  it("offers the care types and providers of the municipality's configuration, in its order, starting from its first care type without daycare", async () => {
    const fetch = fakeMapApi(units, { map: { careTypeFilters: ['PRESCHOOL', 'CLUB'], providerTypeFilters: ['PRIVATE_SERVICE_VOUCHER', 'MUNICIPAL'] } })
    await renderFinder()
    const careTypes = within(qa('map-care-type')).getAllByRole('radio')
    expect(careTypes.map((radio) => radio.closest('label')?.textContent)).toEqual(['Esiopetus', 'Kerho'])
    expect((within(qa('map-care-type')).getByRole('radio', { name: 'Esiopetus' }) as HTMLInputElement).checked).toBe(true)
    expect(fetch.mock.calls.map(([url]) => url)).toContainEqual(expect.stringContaining('/citizen/public/units/PRESCHOOL'))
    expect([...document.querySelectorAll('[data-qa^="map-provider-"]')].map((chip) => chip.getAttribute('data-qa'))).toEqual([
      'map-provider-PRIVATE_SERVICE_VOUCHER',
      'map-provider-MUNICIPAL'
    ])
  })
})
