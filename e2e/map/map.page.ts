import type { Page } from '@playwright/test'

/** The unit finder, on the /map page or embedded in another page. */
export class MapPage {
  constructor(readonly page: Page) {}

  qa(name: string) {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  get finder() {
    return this.qa('unit-finder')
  }
  get searchInput() {
    return this.qa('map-search-input')
  }
  get listItems() {
    return this.qa('map-unit-list-item')
  }
  get listNames() {
    return this.listItems.locator('[data-qa="unit-name"]')
  }
  get details() {
    return this.qa('map-unit-details')
  }
  get mapView() {
    return this.qa('map-view')
  }

  marker(unitName: string) {
    return this.page.locator(`[data-qa="map-unit-marker"][title="${unitName}"]`)
  }

  /** The marker popup of a unit (a closing popup may linger while it fades). */
  popup(unitName: string) {
    return this.qa('map-marker-popup').filter({ has: this.page.locator('[data-qa="popup-name"]', { hasText: unitName }) })
  }

  async open(lang?: 'fi' | 'sv' | 'en') {
    await this.page.goto(lang ? `/map?lang=${lang}` : '/map')
    await this.listItems.first().waitFor()
  }

  async searchAddress(text: string, choose: string) {
    await this.searchInput.fill(text)
    await this.qa('map-search-address').filter({ hasText: choose }).click()
  }

  async openFromList(unitName: string) {
    await this.listItems
      .filter({ has: this.page.locator('[data-qa="unit-name"]', { hasText: unitName }) })
      .first()
      .click()
  }

  async listedNames(): Promise<string[]> {
    return this.listNames.allTextContents()
  }
}
