import { languageStore } from '@pesa/shared'
import { expectNoAxeViolations, renderSettled, settled } from '@pesa/shared/testing'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { SWRConfig } from 'swr'
import { testUnit } from '../rules/test-units'
import { SEARCH_DEBOUNCE_MS } from '../rules/search'
import { fakeMapApi, NO_HEADERS } from '../testing'
import { UnitFinder } from './UnitFinder'

const unitsOfTheTown = [
  ...Array.from({ length: 12 }, (_, index) => testUnit({ id: `u${index}`, name: `Päiväkoti ${String.fromCharCode(65 + index)}` })),
  testUnit({ id: 'kuusela', name: 'Päiväkoti Kuusela', type: ['PREPARATORY_EDUCATION', 'PRESCHOOL', 'CENTRE'], providesShiftCare: true }),
  testUnit({ id: 'solrosen', name: 'Daghemmet Solrosen', language: 'sv' }),
  testUnit({ id: 'mesikammen', name: 'Päiväkoti Mesikämmen', providerType: 'PRIVATE_SERVICE_VOUCHER', daycareApplyPeriod: null })
]

// Each test reads through a cache of its own, as a fresh page would.
const kauppakatu = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [28.3777, 64.1174] },
  properties: { name: 'Kauppakatu 1', postalcode: '88600', locality: 'Pesälä' }
}

const renderFinder = () =>
  renderSettled(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Suspense fallback="…">
        <UnitFinder />
      </Suspense>
    </SWRConfig>
  )

/**
 * Lets the API's answers arrive inside act(). (The clicks that send requests are fireEvent's:
 * user-event leaves act() between its steps, where an answer would land unwrapped.)
 */
const answered = () => settled(() => new Promise((resolve) => setTimeout(resolve, 0)))

/** The API as fakeMapApi answers it, except that the unit list fails until `recover` is called. */
function failingUnitList(fetch: jest.Mock): { recover: () => void } {
  const answer = fetch.getMockImplementation()!
  let failing = true
  fetch.mockImplementation(async (url: string) =>
    failing && url.includes('/citizen/public/units/')
      ? { ok: false, headers: NO_HEADERS, status: 500, text: async () => JSON.stringify({ errorCode: 'INTERNAL_ERROR' }) }
      : answer(url)
  )
  return { recover: () => (failing = false) }
}
const qa = (name: string) => document.querySelector<HTMLElement>(`[data-qa="${name}"]`)!
const names = () => [...document.querySelectorAll('[data-qa="unit-name"]')].map((element) => element.textContent)

describe('UnitFinder', () => {
  beforeAll(async () => {
    await languageStore.change('fi')
  })
  beforeEach(() => {
    fakeMapApi(unitsOfTheTown)
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
    const fetch = fakeMapApi(unitsOfTheTown, { map: { careTypeFilters: ['PRESCHOOL', 'CLUB'], providerTypeFilters: ['PRIVATE_SERVICE_VOUCHER', 'MUNICIPAL'] } })
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

  it('says the unit list failed to load, with a retry that brings it', async () => {
    const units = failingUnitList(fakeMapApi(unitsOfTheTown))
    await renderFinder()
    await answered()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Tietojen lataaminen epäonnistui.')
    expect(document.querySelector('[data-qa="map-unit-list"]')).toBeNull()
    await expectNoAxeViolations()

    units.recover()
    fireEvent.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }))
    await answered()
    expect(screen.getByText('Daghemmet Solrosen')).toBeTruthy()
    expect(names()).toHaveLength(10)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('retries a failed unit list only when the guardian presses retry, not behind the shown alert', async () => {
    // Fake timers that also run with the clock, so the answers still arrive; then half a minute at once.
    jest.useFakeTimers({ advanceTimers: true })
    try {
      const fetch = fakeMapApi(unitsOfTheTown)
      failingUnitList(fetch)
      const unitReads = () => fetch.mock.calls.filter(([url]) => String(url).includes('/citizen/public/units/')).length
      await renderFinder()
      await answered()
      expect(screen.getByRole('alert').textContent).toContain('Tietojen lataaminen epäonnistui.')
      const before = unitReads()
      await settled(async () => {
        jest.advanceTimersByTime(30_000)
      })
      await answered()
      expect(unitReads()).toBe(before)
      expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Yritä uudelleen' }).hasAttribute('disabled')).toBe(false)
      fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Yritä uudelleen' }))
      await answered()
      expect(unitReads()).toBe(before + 1)
    } finally {
      jest.useRealTimers()
    }
  })

  it("shows the failure of another care type's units instead of the last ones", async () => {
    const fetch = fakeMapApi(unitsOfTheTown)
    await renderFinder()
    await screen.findByText('Daghemmet Solrosen')
    failingUnitList(fetch)
    fireEvent.click(screen.getByRole('radio', { name: 'Kerho' }))
    await answered()
    expect(screen.getByRole('alert').textContent).toContain('Tietojen lataaminen epäonnistui.')
    expect(names()).toEqual([])
  })

  it('says why an address search failed and searches again from the list', async () => {
    const fetch = fakeMapApi(unitsOfTheTown)
    const answer = fetch.getMockImplementation()!
    let limited = true
    fetch.mockImplementation(async (url: string) =>
      url.includes('/map-api/autocomplete')
        ? limited
          ? { ok: false, headers: NO_HEADERS, status: 429, text: async () => JSON.stringify({ errorCode: 'TOO_MANY_REQUESTS' }) }
          : { ok: true, headers: NO_HEADERS, status: 200, text: async () => JSON.stringify({ type: 'FeatureCollection', features: [kauppakatu] }) }
        : answer(url)
    )
    await renderFinder()
    await answered()
    const input = screen.getByRole('combobox')
    await settled(() => userEvent.type(input, 'Kauppakatu'))
    await settled(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)))
    await answered()
    expect(qa('map-search-failed').textContent).toBe('Liian monta hakua lyhyessä ajassa. Odota hetki ja yritä uudelleen.')
    await expectNoAxeViolations()

    limited = false
    await settled(() => userEvent.keyboard('{ArrowDown}'))
    fireEvent.keyDown(input, { key: 'Enter' })
    await answered()
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['OsoitteetKauppakatu 1, Pesälä'])
  })

  describe('with an address chosen and no walking router', () => {
    /** The API of fakeMapApi, with Kauppakatu for an address and the walking router down (502). */
    const withAddress = () => {
      const fetch = fakeMapApi(unitsOfTheTown)
      const answer = fetch.getMockImplementation()!
      fetch.mockImplementation(async (url: string) =>
        url.includes('/map-api/autocomplete')
          ? { ok: true, headers: NO_HEADERS, status: 200, text: async () => JSON.stringify({ type: 'FeatureCollection', features: [kauppakatu] }) }
          : url.includes('/map-api/query')
            ? { ok: false, headers: NO_HEADERS, status: 502, text: async () => JSON.stringify({ errorCode: 'SERVICE_UNAVAILABLE' }) }
            : answer(url)
      )
    }
    const chooseKauppakatu = async () => {
      await renderFinder()
      await screen.findByText('Daghemmet Solrosen')
      await settled(() => userEvent.type(screen.getByRole('combobox'), 'Kauppakatu'))
      await settled(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)))
      await answered()
      await settled(() => userEvent.keyboard('{ArrowDown}'))
      fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' })
      await answered()
      await answered()
    }
    const distances = () => [...document.querySelectorAll('[data-qa="unit-distance"]')].map((element) => element.textContent)

    it('lists straight distances and says in the details that the walking distance is not available, with the straight one', async () => {
      withAddress()
      await chooseKauppakatu()
      expect(distances()).toHaveLength(10)
      for (const distance of distances()) expect(distance).toMatch(/^Linnuntietä \d+,\d km$/)
      fireEvent.click(document.querySelector('[data-qa="map-unit-list-item"]')!)
      await answered()
      expect(qa('unit-details-walking-distance').textContent).toBe('Ei saatavilla')
      expect(qa('unit-details-straight-distance').textContent).toMatch(/^\d+,\d km$/)
      expect(qa('map-unit-details').textContent).not.toContain('?')
      await expectNoAxeViolations()
    }, 30_000)

    it('comes back from a unit with the search text and its clear button while the address stays applied', async () => {
      withAddress()
      await chooseKauppakatu()
      const order = names()
      const opened = document.querySelector<HTMLElement>('[data-qa="map-unit-list-item"]')!
      const openedId = opened.dataset.unitId
      fireEvent.click(opened)
      await answered()
      // Focus starts at the details' heading, and comes back to the unit the guardian opened.
      expect(document.activeElement).toBe(qa('unit-details-name'))
      fireEvent.click(qa('map-details-back'))
      await answered()
      expect((document.activeElement as HTMLElement | null)?.dataset.unitId).toBe(openedId)
      expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Kauppakatu 1, Pesälä')
      expect(names()).toEqual(order)
      expect(distances()).toHaveLength(10)

      fireEvent.click(qa('map-search-clear'))
      await answered()
      expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('')
      expect(distances()).toEqual([])
      expect(names()[0]).toBe('Daghemmet Solrosen')
    }, 30_000)
  })
})
