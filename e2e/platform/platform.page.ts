import type { getAuthStatus } from '@pesa/shared/api/auth'
import { callApi } from '../support/api'
import { expect, type Page, type Request } from '@playwright/test'

/** Area name → the navigation link that leads to it and the placeholder it shows. */
export const AREAS = [
  { area: 'calendar', link: 'nav-calendar', path: '/calendar' },
  { area: 'messages', link: 'nav-messages', path: '/messages' },
  { area: 'calendar', link: 'nav-children', path: '/children/[0-9a-f-]+' },
  { area: 'applications', link: 'nav-applications', path: '/applications' },
  { area: 'applications', link: 'nav-decisions', path: '/decisions' },
  { area: 'income', link: 'nav-income', path: '/income' },
  { area: 'personal', link: 'nav-personal-details', path: '/personal-details' },
  { area: 'map', link: 'nav-map', path: '/map' }
] as const

/** One version of a shared package that an app registered on the page, and whether it is the one in use. */
export interface SharedVersion {
  name: string
  version: string
  from: string
  loaded: boolean
}

/** Entries of the top bar's sub-menu (for a logged-in user). */
const SUB_MENU_ENTRIES = ['nav-applications', 'nav-decisions', 'nav-income', 'nav-personal-details', 'nav-map']

export class PlatformPage {
  readonly requests: Request[] = []

  constructor(readonly page: Page) {
    page.on('request', (request) => this.requests.push(request))
  }

  navLink(qa: string) {
    return this.page.locator(`[data-qa="${qa}"]`)
  }

  /**
   * Follows a navigation entry as a guardian would: entries of the sub-menu after opening it,
   * and with several children the first child of the children menu.
   */
  async openArea(qa: string) {
    const subMenu = this.navLink('nav-sub-menu')
    if (SUB_MENU_ENTRIES.includes(qa)) {
      // The navigation is drawn once the auth status has arrived (late on a busy machine): wait
      // for the entry or the sub-menu holding it before deciding whether to open the sub-menu.
      await expect(this.navLink(qa).or(subMenu).first()).toBeVisible()
      if (!(await this.navLink(qa).isVisible()) && (await subMenu.getAttribute('aria-expanded')) !== 'true') await subMenu.click()
    }
    await this.navLink(qa).click()
    if ((await this.navLink(qa).getAttribute('aria-expanded')) === 'true') {
      await this.page
        .locator(`[data-qa^="${qa.replace('children', 'child')}-"]`)
        .first()
        .click()
    }
  }

  /** The placeholder of an area not built yet, or the root of one that is (`area-root-<name>`). */
  placeholder(area: string) {
    // The children placeholder sits inside the calendar's root: either marks the area.
    return this.page.locator(`[data-qa="area-placeholder-${area}"], [data-qa="area-root-${area}"]`).first()
  }

  unavailablePanel() {
    return this.page.locator('[data-qa="area-unavailable"]')
  }

  retryButton() {
    return this.page.locator('[data-qa="area-retry"]')
  }

  /** URLs this page has requested from a remote's deployment folder. */
  remoteRequests(area: string): string[] {
    return this.requests.map((request) => request.url()).filter((url) => url.includes(`/remotes/mf-${area}/`))
  }

  async weakLogin(username: string, password: string) {
    await this.page.goto('/login')
    await this.page.locator('[data-qa="weak-login"]').click()
    await this.page.locator('[data-qa="username"]').fill(username)
    await this.page.locator('[data-qa="password"]').fill(password)
    await this.page.locator('[data-qa="submit"]').click()
  }

  /** Strong identification through the development identification page, choosing a person. */
  async strongLogin(ssn: string) {
    await this.page.goto('/login')
    await this.page.locator('[data-qa="strong-login"]').click()
    await this.page.locator(`input[name="ssn"][value="${ssn}"]`).check()
    await this.page.locator('[data-qa="identify"]').click()
  }

  /** What the federation runtime knows of the shared packages: every registered version, and which one is loaded. */
  sharedVersions(): Promise<SharedVersion[]> {
    return this.page.evaluate(() => {
      type ShareInfo = { from: string; loaded?: boolean }
      const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } })
        .__FEDERATION__.__SHARE__
      const found = new Map<string, SharedVersion>()
      for (const instance of Object.values(scopes)) {
        for (const packages of Object.values(instance)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const [version, info] of Object.entries(versions)) {
              const key = `${name}@${version} from ${info.from}`
              found.set(key, { name, version, from: info.from, loaded: Boolean(info.loaded) || Boolean(found.get(key)?.loaded) })
            }
          }
        }
      }
      return [...found.values()]
    })
  }

  /** How many auth stores the page holds: the shared runtime must be one instance. */
  authStoreCount(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __pesaAuthStoreInstances: number }).__pesaAuthStoreInstances)
  }

  authStatus() {
    return callApi<typeof getAuthStatus>(this.page.request, 'get', '/citizen/auth/status')
  }
}
