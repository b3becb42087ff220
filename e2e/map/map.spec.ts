import type { getPublicUnits } from '@pesa/shared/api/units'
import { callApi } from '../support/api'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { builtDeployment, ROOT } from '../support/environment'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { MapPage } from './map.page'
import { ADDRESSES, FAR_WALK, MapStubs, straightDistance, WALK_FACTOR } from './stubs'

const stubs = new MapStubs()
test.beforeAll(() => stubs.start())
test.afterAll(() => stubs.stop())

const HOME = ADDRESSES[0]!

interface Unit {
  name: string
  type: string[]
  location: { lat: number; lon: number } | null
}

/** Daycare units with a location, nearest first from the home address. */
async function daycareByStraightDistance(map: MapPage): Promise<Unit[]> {
  const units: Unit[] = await callApi<typeof getPublicUnits>(map.page.request, 'get', '/citizen/public/units/DAYCARE')
  return units.filter((unit) => unit.location).sort((a, b) => straightDistance(HOME, a.location!) - straightDistance(HOME, b.location!))
}

test.describe('map: a family looks for a unit', () => {
  test('a visitor searches an address and sees the units ordered by walking distance', async ({ page }) => {
    const map = new MapPage(page)
    await map.open()
    await map.searchAddress('Kauppakatu', 'Kauppakatu 1, Pesälä')
    await expect(map.qa('map-address-marker')).toBeVisible()

    const nearest = await daycareByStraightDistance(map)
    // The router stand-in walks the nearest unit the long way round and finds no route to the second.
    const byWalking = nearest.slice(2, 15).sort((a, b) => straightDistance(HOME, a.location!) - straightDistance(HOME, b.location!))
    const expected = [...byWalking.slice(0, 10), nearest[0]!, nearest[1]!].map((unit) => unit.name)
    await expect(map.listNames).toHaveText(expected.slice(0, 10))
    await map.qa('map-show-more').click()
    expect((await map.listedNames()).slice(0, 12)).toEqual(expected)

    const first = map.listItems.nth(0).locator('[data-qa="unit-distance"]')
    const firstWalk = WALK_FACTOR * straightDistance(HOME, byWalking[0]!.location!)
    await expect(first).toHaveText(firstWalk >= 1000 ? `Kävellen ${(firstWalk / 1000).toFixed(1).replace('.', ',')} km` : `Kävellen ${Math.round(firstWalk)} m`)
    await expect(map.listItems.nth(10).locator('[data-qa="unit-distance"]')).toHaveText(`Kävellen ${(FAR_WALK / 1000).toFixed(1).replace('.', ',')} km`)
    // No route to it: the list gives the straight distance, the details say the walking one is not available
    const noRoute = straightDistance(HOME, nearest[1]!.location!)
    const noRouteText = noRoute >= 1000 ? `${(noRoute / 1000).toFixed(1).replace('.', ',')} km` : `${Math.round(noRoute)} m`
    await expect(map.listItems.nth(11).locator('[data-qa="unit-distance"]')).toHaveText(`Linnuntietä ${noRouteText}`)
    await map.openFromList(nearest[1]!.name)
    await expect(map.qa('unit-details-walking-distance')).toHaveText('Ei saatavilla')
    await expect(map.qa('unit-details-straight-distance')).toHaveText(noRouteText)
    // Back: the address is still in the search field, with its clear button, and still orders the list
    await map.qa('map-details-back').click()
    await expect(map.qa('map-search-input')).toHaveValue('Kauppakatu 1, Pesälä')
    await expect(map.qa('map-search-clear')).toBeVisible()
    await expect(map.listNames.first()).toHaveText(expected[0]!)

    expect(stubs.routerQueries.at(-1)!.match(/planConnection/g)).toHaveLength(15)

    // Another address starts the list short again.
    await map.searchAddress('Kauppakatu 12', 'Kauppakatu 12, Pesälä')
    await expect(map.listItems).toHaveCount(10)

    // A unit beyond the 15 nearest gets its walking distance in a query of its own.
    await map.qa('map-show-more').click()
    await map.openFromList('Naapurikunnan päiväkoti Rajala')
    await expect(map.qa('unit-details-walking-distance')).toHaveText('5,0 km')
    expect(stubs.routerQueries.at(-1)!.match(/planConnection/g)).toHaveLength(1)
    const geocoded = stubs.geocoderQueries.at(-1)!
    expect(geocoded.get('layers')).toBe('address')
    expect(geocoded.get('boundary.rect.min_lat')).toBe('63.9')
    expect(stubs.tileRequests.length).toBeGreaterThan(0)
  })

  test('a visitor opens a unit’s details and follows the route link', async ({ page, context }) => {
    await page.clock.setFixedTime(new Date('2026-12-04T10:00:00+02:00'))
    await context.route('https://reittiopas.example.fi/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Reittiopas</title><h1>Reittiopas</h1>' })
    )
    const map = new MapPage(page)
    await map.open()
    await map.searchAddress('Kauppakatu 1', 'Kauppakatu 1, Pesälä')
    await map.openFromList('Päiväkoti Kuusela')

    await expect(map.qa('unit-details-name')).toHaveText('Päiväkoti Kuusela')
    await expect(map.qa('unit-details-address')).toHaveText('Kuusitie 888600 Pesälä')
    await expect(map.qa('unit-details-walking-distance')).toHaveText(/^\d+(,\d)? k?m$/)
    await expect(map.qa('unit-details-care-types').locator('li')).toHaveText(['Varhaiskasvatus', 'Esiopetus'])
    await expect(map.qa('unit-details-language')).toHaveText('Suomi')
    await expect(map.qa('unit-details-provider-type')).toHaveText('Kunnallinen')
    await expect(map.qa('unit-details-shift-care')).toHaveText('Ei')
    await expect(map.marker('Päiväkoti Kuusela')).toHaveAttribute('data-selected', 'true')
    await expectAccessible(page)

    const [planner] = await Promise.all([context.waitForEvent('page'), map.qa('unit-details-route-link').click()])
    const url = new URL(planner.url())
    expect(decodeURIComponent(url.pathname)).toBe('/reitti/Kauppakatu 1, Pesälä::64.1174,28.3777/Päiväkoti Kuusela::64.1312,28.3905')
    // Friday 4.12. → Monday 7.12. (Independence Day falls on Sunday) at 9:00 in Helsinki.
    expect(url.searchParams.get('time')).toBe(String(Date.parse('2026-12-07T07:00:00Z') / 1000))
    expect(url.searchParams.get('arriveBy')).toBe('true')
    expect(url.searchParams.get('locale')).toBe('fi')

    await map.qa('map-details-back').click()
    await expect(map.details).toBeHidden()
    await expect(map.listItems.first()).toBeVisible()
  })

  test('without an address there is no route link; a marker opens its popup and the details', async ({ page }) => {
    const map = new MapPage(page)
    await map.open()
    await map.marker('Päiväkoti Tähtitarha').click()
    await expect(map.popup('Päiväkoti Tähtitarha')).toBeVisible()
    await expect(map.qa('unit-details-shift-care')).toHaveText('Kyllä')
    await expect(map.qa('unit-details-walking-distance')).toHaveCount(0)
    await expect(map.qa('unit-details-route-link')).toHaveCount(0)
    await expect(map.qa('unit-details-homepage')).toHaveAttribute('href', 'https://pesala.example.fi/paivakodit/tahtitarha')

    await map.qa('map-details-back').click()
    await map.marker('Englanninkielinen päiväkoti Little Owls').click()
    const privateUnit = map.popup('Englanninkielinen päiväkoti Little Owls')
    await expect(privateUnit.locator('[data-qa="popup-provider-type"]')).toHaveText('Yksityinen')
    await expect(privateUnit.locator('[data-qa="popup-no-applying"]')).toBeVisible()
    await map.qa('map-details-back').click()
    await map.marker('Päiväkoti Mesikämmen').click()
    const voucherUnit = map.popup('Päiväkoti Mesikämmen')
    await expect(voucherUnit.locator('[data-qa="popup-provider-type"]')).toHaveText('Palveluseteli')
    await expect(voucherUnit.locator('[data-qa="popup-no-applying"]')).toHaveCount(0)
    await expect(voucherUnit.locator('[data-qa="popup-service-voucher-info"]')).toContainText('Palvelusetelin arvo')
    await expect(voucherUnit.locator('[data-qa="popup-service-voucher"]')).toHaveAttribute('href', 'https://pesala.example.fi/palveluseteli')
  })

  test("the municipality's configuration gives the filters and the service-voucher text; only private units note 'no applying'", async ({ page }) => {
    const koivikko = JSON.parse(readFileSync(path.join(ROOT, 'api/municipalities/koivikko.json'), 'utf8')) as { textOverrides: unknown }
    await page.route('**/api/citizen/public/municipality-config', async (route) => {
      const served = await (await route.fetch()).json()
      await route.fulfill({
        json: {
          ...served,
          map: { ...served.map, careTypeFilters: ['PRESCHOOL', 'DAYCARE'], providerTypeFilters: ['PRIVATE_SERVICE_VOUCHER', 'MUNICIPAL'] },
          textOverrides: koivikko.textOverrides
        }
      })
    })
    // A service-voucher unit that takes no applications this year: still no "no applying" note.
    await page.route('**/api/citizen/public/units/DAYCARE', async (route) => {
      const units = (await (await route.fetch()).json()) as { name: string; daycareApplyPeriod: unknown }[]
      await route.fulfill({ json: units.map((unit) => (unit.name === 'Päiväkoti Mesikämmen' ? { ...unit, daycareApplyPeriod: null } : unit)) })
    })
    const map = new MapPage(page)
    await map.open()
    await expect(map.qa('map-care-type').getByRole('radio')).toHaveCount(2)
    await expect(map.page.getByLabel('Esiopetus')).not.toBeChecked()
    await expect(map.page.getByLabel('Varhaiskasvatus')).toBeChecked()
    await expect(map.qa('map-care-type').getByLabel('Kerho')).toHaveCount(0)
    await map.qa('map-more-filters').click()
    await expect(map.page.locator('[data-qa^="map-provider-"]')).toHaveText(['Palveluseteli', 'Kunnallinen'])

    // The marker sits on the map's right edge, half outside its clip, so a click at its centre lands
    // beside the map: the click goes to the marker itself.
    await map.marker('Päiväkoti Mesikämmen').dispatchEvent('click')
    const voucherUnit = map.popup('Päiväkoti Mesikämmen')
    await expect(voucherUnit.locator('[data-qa="popup-no-applying"]')).toHaveCount(0)
    await expect(voucherUnit.locator('[data-qa="popup-service-voucher-info"]')).toContainText('0–50 euroa')
    await expect(voucherUnit.locator('[data-qa="popup-service-voucher"]')).toHaveAttribute('href', 'https://koivikko.example.fi/palveluseteli')
    await expect(map.qa('unit-details-service-voucher-info')).toContainText('0–50 euroa')
    await expect(map.qa('unit-details-no-applying')).toHaveCount(0)

    await map.qa('map-details-back').click()
    await map.marker('Englanninkielinen päiväkoti Little Owls').click()
    await expect(map.popup('Englanninkielinen päiväkoti Little Owls').locator('[data-qa="popup-no-applying"]')).toBeVisible()
    await expect(map.qa('unit-details-no-applying')).toBeVisible()
    await expectAccessible(page)
  })

  test('filters narrow the list: care type, language, provider and shift care', async ({ page }) => {
    const map = new MapPage(page)
    await map.open()
    const count = () => map.qa('map-unit-list').locator('h2').textContent()
    const all = await count()

    await map.qa('map-language-sv').click()
    await expect(map.listNames.first()).toBeVisible()
    for (const name of await map.listedNames()) expect(name).toMatch(/Daghem|Familjedagvård|Privata/)

    await map.qa('map-language-sv').click()
    await expect.poll(count).toBe(all)

    await map.page.getByLabel('Esiopetus').check()
    await map.qa('map-more-filters').click()
    await map.qa('map-provider-MUNICIPAL').click()
    // Schools' preschools count as municipal.
    await expect(map.listNames.filter({ hasText: 'Kirkonkylän koulu, esiopetus' })).toHaveCount(1)
    await expect(map.listNames.filter({ hasText: 'Touhula' })).toHaveCount(0)

    await map.page.getByLabel('Varhaiskasvatus').check()
    await map.qa('map-provider-MUNICIPAL').click()
    await map.qa('map-shift-care').check()
    const shiftCare = await map.listedNames()
    expect(shiftCare).toEqual(expect.arrayContaining(['Päiväkoti Tähtitarha', 'Päiväkoti Metsätähti', 'Päiväkoti Satumetsä']))
    expect(shiftCare).not.toContain('Päiväkoti Kuusela')
    await expectAccessible(page)
  })

  test('a visitor finds a unit by its name; address and unit exclude each other and clearing clears both', async ({ page }) => {
    const map = new MapPage(page)
    await map.open()
    await map.searchInput.fill('Pi')
    await expect(map.qa('map-search-unit')).toHaveCount(0)
    await map.searchInput.fill('Pihl')
    await map.qa('map-search-unit').filter({ hasText: 'Päiväkoti Pihlajamäki' }).click()
    await expect(map.qa('unit-details-name')).toHaveText('Päiväkoti Pihlajamäki')
    await expect(map.marker('Päiväkoti Pihlajamäki')).toHaveAttribute('data-selected', 'true')

    await map.qa('map-details-back').click()
    await map.searchAddress('Rantakatu', 'Rantakatu 30, Pesälä')
    await expect(map.qa('map-address-marker')).toBeVisible()
    await expect(map.marker('Päiväkoti Pihlajamäki')).toHaveAttribute('data-selected', 'false')
    await expect(map.listItems.first().locator('[data-qa="unit-distance"]')).toContainText('Kävellen')

    await map.qa('map-search-clear').click()
    await expect(map.searchInput).toHaveValue('')
    await expect(map.qa('map-address-marker')).toHaveCount(0)
    await expect(map.listItems.first().locator('[data-qa="unit-distance"]')).toHaveCount(0)

    await map.searchInput.fill('Olematonkatu')
    await expect(map.qa('map-search-empty')).toHaveText('Ei hakutuloksia')
    await map.searchInput.fill('   ')
    await expect(map.qa('map-search-empty')).toHaveText('Kirjoita hakusana')
  })

  test('the back link leads to the login page, or to applications when logged in', async ({ page, devApi }) => {
    const map = new MapPage(page)
    await map.open()
    await expect(map.qa('map-back-link')).toHaveAttribute('href', '/login')
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await map.open()
    await expect(map.qa('map-back-link')).toHaveAttribute('href', '/applications')
  })

  test('on a narrow screen tabs switch between the list and the map', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 })
    const map = new MapPage(page)
    await map.open()
    const listTab = page.getByRole('tab', { name: 'Lista' })
    const mapTab = page.getByRole('tab', { name: 'Kartta' })
    await expect(listTab).toHaveAttribute('aria-selected', 'true')
    await expect(map.mapView).toBeHidden()
    await mapTab.click()
    await expect(map.mapView).toBeVisible()
    await expect(map.listItems.first()).toBeHidden()
    await map.marker('Päiväkoti Kuusela').click()
    await expect(listTab).toHaveAttribute('aria-selected', 'true')
    await expect(map.qa('unit-details-name')).toHaveText('Päiväkoti Kuusela')
    await expectAccessible(page)
  })

  test('choosing an address zooms in with an animation, and without one when less motion is asked', async ({ page }) => {
    const map = new MapPage(page)
    await map.open()
    await map.searchAddress('Kauppakatu 1', 'Kauppakatu 1, Pesälä')
    await expect(map.mapView).toHaveAttribute('data-zoom', '14')
    expect(Number(await map.mapView.getAttribute('data-zoom-steps'))).toBeGreaterThan(3)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await map.open()
    await map.searchAddress('Kauppakatu 1', 'Kauppakatu 1, Pesälä')
    await expect(map.mapView).toHaveAttribute('data-zoom', '14')
    await expect(map.mapView).toHaveAttribute('data-zoom-steps', '1')
  })

  const LOAD_FAILED = { fi: 'Tietojen lataaminen epäonnistui.', sv: 'Uppgifterna kunde inte laddas.', en: 'The information could not be loaded.' }
  const RETRY = { fi: 'Yritä uudelleen', sv: 'Försök igen', en: 'Try again' }

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`the unit list that fails to load says so, and its retry brings it (${lang})`, async ({ page }) => {
      let failing = true
      await page.route('**/api/citizen/public/units/DAYCARE', (route) =>
        failing ? route.fulfill({ status: 500, json: { errorCode: 'INTERNAL_ERROR', message: 'Down' } }) : route.fallback()
      )
      const map = new MapPage(page)
      await page.goto(`/map?lang=${lang}`)
      const failure = map.finder.locator('[data-qa="load-failed"]')
      await expect(failure).toHaveText(new RegExp(LOAD_FAILED[lang]))
      await expect(failure).toHaveAttribute('role', 'alert')
      await expect(map.qa('map-unit-list')).toHaveCount(0)
      await expectAccessible(page)

      failing = false
      await failure.getByRole('button', { name: RETRY[lang] }).click()
      await expect(map.listItems).toHaveCount(10)
      await expect(failure).toHaveCount(0)
    })
  }

  test('a failed address search says why, and searching again from the list finds the address', async ({ page }) => {
    let limited = true
    await page.route(
      (url) => url.pathname === '/api/citizen/public/map-api/autocomplete',
      (route) => (limited ? route.fulfill({ status: 429, json: { errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests' } }) : route.fallback())
    )
    const map = new MapPage(page)
    await map.open()
    await map.searchInput.fill('Kauppakatu 1')
    await expect(map.qa('map-search-failed')).toHaveText('Liian monta hakua lyhyessä ajassa. Odota hetki ja yritä uudelleen.')
    await expectAccessible(page)

    limited = false
    await map.searchInput.press('ArrowDown')
    await map.searchInput.press('Enter')
    await map.qa('map-search-address').filter({ hasText: 'Kauppakatu 1, Pesälä' }).click()
    await expect(map.qa('map-address-marker')).toBeVisible()
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`the map page has no serious accessibility violations (${lang})`, async ({ page }) => {
      const map = new MapPage(page)
      await map.open(lang)
      await map.qa('map-more-filters').click()
      await expectAccessible(page)
      await map.listItems.first().click()
      await expect(map.details).toBeVisible()
      await expectAccessible(page)
    })
  }
})

test.describe('map: the unit finder embedded in a page without React', () => {
  const embedPage = () => `${builtDeployment().map!.manifest.replace(/mf-manifest\.json$/, '')}embed-example.html`

  test('the finder waits on the municipality configuration itself: a failure says so and retry brings the finder', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    let failing = true
    await page.route('**/api/citizen/public/municipality-config', (route) =>
      failing ? route.fulfill({ status: 503, json: { errorCode: 'SERVICE_UNAVAILABLE', message: 'Down' } }) : route.fallback()
    )
    await page.goto(embedPage())
    const host = page.locator('#unit-finder')
    const failure = host.locator('[data-qa="load-failed"]')
    await expect(failure).toHaveText(/Tietojen lataaminen epäonnistui\./)
    await expect(host.locator('[data-qa="unit-finder"]')).toHaveCount(0)
    await expectAccessible(page)

    failing = false
    await failure.getByRole('button', { name: 'Yritä uudelleen' }).click()
    await expect(host.getByRole('heading', { level: 1 })).toHaveText('Yksiköt kartalla')
    await expect(new MapPage(page).listItems.first()).toBeVisible()
    expect(errors).toEqual([])
  })

  test('the example page mounts the finder into its element and unmounts it', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(embedPage())

    const map = new MapPage(page)
    const host = page.locator('#unit-finder')
    await expect(host.locator('[data-qa="unit-finder"]')).toBeVisible()
    await expect(host.getByRole('heading', { level: 1 })).toHaveText('Yksiköt kartalla')
    await expect(map.listItems.first()).toBeVisible()
    await map.searchAddress('Kauppakatu 1', 'Kauppakatu 1, Pesälä')
    await expect(map.listItems.first().locator('[data-qa="unit-distance"]')).toContainText('Kävellen')
    await expect(map.qa('map-address-marker')).toBeVisible()
    expect(await page.evaluate(() => 'React' in window)).toBe(false)

    await page.getByRole('button', { name: 'Poista yksikköhaku sivulta' }).click()
    await expect(host.locator('[data-qa="unit-finder"]')).toHaveCount(0)
    expect(errors).toEqual([])
  })
})
