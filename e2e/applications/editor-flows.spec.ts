import type { getApplication, getApplicationChildren } from '@pesa/shared/api/applications'
import type { Page } from '@playwright/test'
import type { devCreateApplication, devCreatePerson } from '@pesa/shared/api/dev-api'
import { callApi } from '../support/api'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from '../shell/shell.page'
import { ApplicationsPage, daysFromToday, finnish } from './applications.page'

const LUMI = 'Lumi Aurora Virtanen'
const SANNA = '140888-318E'
/** Liisa's son Onni (README's demo people) */
const ONNI_SSN = '100522A3105'

/** A small valid PDF and PNG, as a guardian's scanner and phone make them. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

/** The id of a child the logged-in guardian may apply for, by first name. */
async function childId(page: Page, firstName: string): Promise<string> {
  const children = await callApi<typeof getApplicationChildren>(page.request, 'get', '/citizen/applications/children')
  return children.find((child) => child.firstName.startsWith(firstName))!.id
}

/** Presses Tab until the element with this data-qa (or matching the selector) has focus: the keyboard's way to a field. */
async function tabTo(page: Page, qa: string, maxPresses = 80) {
  const selector = qa.includes('[') ? qa : `[data-qa="${qa}"]`
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) === true, selector)) return
  }
  throw new Error(`${qa} was not reached with Tab`)
}

test.describe('applications: editor flows', () => {
  // Several pages and uploads a test on a shared two-core machine
  test.describe.configure({ timeout: 120_000 })

  test('/applications/new asks the child first; a link with the child goes to the type; an unknown child goes back to the list', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto('/applications/new')
    await expect(applications.qa('choose-child')).toBeVisible()
    await expect(applications.qa('application-type')).toHaveCount(0)
    await applications.qa('choose-child').getByLabel(LUMI).click()
    const lumi = await childId(page, 'Lumi')
    await expect(page).toHaveURL(new RegExp(`/applications/new/${lumi}$`))
    await expect(applications.qa('child-name')).toHaveText(LUMI)
    await expect(applications.qa('create-application')).toBeDisabled()
    await page.locator('[data-qa="application-type"] input[value="CLUB"]').check()
    await applications.qa('create-application').click()
    await expect(applications.qa('application-editor')).toBeVisible()
    await expect(applications.qa('editor-child')).toContainText('Lumi')

    await page.goto('/applications/new/00000000-0000-4000-8000-000000000000')
    await expect(applications.qa('applications-page')).toBeVisible()
    await expect(page).toHaveURL(/\/applications$/)
  })

  test('moving the start date past the chosen service-need option clears it with a warning', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    const optionEnds = daysFromToday(45)
    // A municipality that asks the option of daycare, and an option that ends in six weeks
    await page.route('**/api/citizen/public/municipality-config', async (route) => {
      const served = await (await route.fetch()).json()
      await route.fulfill({
        json: {
          ...served,
          featureFlags: { ...served.featureFlags, daycareApplication: { ...served.featureFlags.daycareApplication, serviceNeedOption: true } }
        }
      })
    })
    await page.route('**/api/citizen/public/service-needs/options**', async (route) => {
      const options = (await (await route.fetch()).json()) as { validPlacementType: string; validTo: string | null; nameFi: string }[]
      const first = options.findIndex((option) => option.validPlacementType === 'DAYCARE')
      await route.fulfill({
        json: options.map((option, index) => (index === first ? { ...option, nameFi: 'Päättyvä vaihtoehto', validTo: optionEnds } : option))
      })
    })
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await applications.openList()
    await applications.newApplication(LUMI, 'DAYCARE')
    await applications.qa('preferred-start-date').fill(finnish(daysFromToday(30)))
    await applications.qa('preferred-start-date').press('Tab')
    await applications.qa('service-need-option').selectOption({ label: 'Päättyvä vaihtoehto' })
    await expect(applications.qa('option-cleared')).toHaveCount(0)

    await applications.qa('preferred-start-date').fill(finnish(daysFromToday(60)))
    await applications.qa('preferred-start-date').press('Tab')
    await expect(applications.qa('option-cleared')).toBeVisible()
    await expect(applications.qa('service-need-option')).toHaveValue('')
    await expect(applications.qa('service-need-option').locator('option', { hasText: 'Päättyvä vaihtoehto' })).toHaveCount(0)
  })

  test('preschool with connected daycare on a mocked date: a connected start before preschool is refused', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    // February of this school year: next autumn's preschool term, Veeti's, takes applications (from
    // 1 January, the calendar year's, 2028, missed his term).
    const today = daysFromToday(0)
    const year = Number(today.slice(0, 4)) + (today.slice(5) >= '08-01' ? 1 : 0)
    const now = `${year}-02-02T10:00:00+02:00`
    await page.addInitScript((mocked) => {
      Object.assign(((window as unknown as { __pesaTest?: object }).__pesaTest ??= {}), { mockedTime: mocked })
    }, now)
    await devApi.login(SANNA, 'STRONG')
    const veeti = await childId(page, 'Veeti')
    await page.goto(`/applications/new/${veeti}`)
    await page.locator('[data-qa="application-type"] input[value="PRESCHOOL"]').check()
    await applications.qa('create-application').click()
    await expect(applications.qa('application-editor')).toBeVisible()

    await applications.qa('preferred-start-date').fill(finnish(`${year}-08-11`))
    await applications.qa('preferred-start-date').press('Tab')
    await applications.qa('connected-daycare').click()
    await expect(applications.qa('connected-daycare')).toBeChecked()
    await applications.qa('connected-start-date').fill(finnish(`${year}-08-04`))
    await applications.qa('connected-start-date').press('Tab')
    await expect(page.getByText('Päivämäärä on liian aikaisin')).toBeVisible()
    await applications.qa('connected-start-date').fill(finnish(`${year}-08-18`))
    await applications.qa('connected-start-date').press('Tab')
    await expect(page.getByText('Päivämäärä on liian aikaisin')).toHaveCount(0)
    await applications.qa('start-time').fill('08:00')
    await applications.qa('end-time').fill('16:00')
    await applications.qa('end-time').press('Tab')
    await applications.addUnits(1)
    await applications.qa('verify').click()
    await expect(applications.qa('editor-summary')).toBeVisible()
    await applications.qa('confirm-correct').check()
    await applications.qa('send-application').click()
    await expect(applications.qa('applications-notice')).toHaveText('Hakemus lähetettiin.')
    await expect(applications.childCard('Veeti Onni Mäkinen').locator('[data-qa="status"]')).toHaveText('Lähetetty')
  })

  test('the sibling basis offers the register’s siblings first; another sibling asks the name and identity code', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await applications.openList()
    await applications.newApplication(LUMI, 'DAYCARE')
    await applications.qa('preferred-start-date').fill(finnish(daysFromToday(30)))
    await applications.qa('preferred-start-date').press('Tab')
    await applications.qa('sibling-basis').click()
    await expect(applications.qa('sibling-basis')).toBeChecked()
    const choice = applications.qa('sibling-choice')
    await expect(choice.getByRole('radio')).toHaveCount(3)
    await expect(applications.qa('sibling-name')).toHaveCount(0)
    await choice.getByLabel('Muu sisarus').click()
    await expect(applications.qa('sibling-name')).toBeVisible()
    await expect(applications.qa('sibling-ssn')).toHaveValue('')
    await choice.getByLabel('Aino Helmi Virtanen').click()
    await expect(applications.qa('sibling-name')).toHaveCount(0)
    const id = applications.applicationIdOf(page.url())
    await applications.qa('save-draft').click()
    await expect(applications.qa('applications-notice')).toContainText('Luonnos tallennettiin')
    const saved = await callApi<typeof getApplication>(page.request, 'get', `/citizen/applications/${id}`)
    expect(saved.form.preferences.siblingBasis).toEqual({ siblingName: 'Aino Helmi Virtanen', siblingSsn: '150223A4580', siblingUnit: '' })
  })

  test('urgent: a PDF and a photo go up and come down intact; a too large, a disguised and a nameless file are refused', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await applications.openList()
    await applications.newApplication(LUMI, 'DAYCARE')
    await applications.qa('preferred-start-date').fill(finnish(daysFromToday(30)))
    await applications.qa('preferred-start-date').press('Tab')
    await applications.qa('urgent').click()
    await expect(applications.qa('urgent')).toBeChecked()
    const files = applications.qa('files-URGENCY')
    const input = files.locator('[data-qa="file-upload-input"]')
    await input.setInputFiles({ name: 'kiire.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(files.locator('[data-qa="file-upload-file"]').filter({ hasText: 'kiire.pdf' })).toBeVisible()
    await input.setInputFiles({ name: 'todistus.png', mimeType: 'image/png', buffer: PNG })
    await expect(files.locator('[data-qa="file-upload-file"]').filter({ hasText: 'todistus.png' })).toBeVisible()
    for (const [name, content] of [
      ['kiire.pdf', PDF],
      ['todistus.png', PNG]
    ] as const) {
      const href = await files
        .locator('[data-qa="file-upload-file"]')
        .filter({ hasText: name })
        .locator('[data-qa="file-upload-download"]')
        .getAttribute('href')
      // raw: a file download, not JSON
      const download = await page.request.get(href!)
      expect(download.status()).toBe(200)
      expect(Buffer.compare(await download.body(), content)).toBe(0)
    }

    await input.setInputFiles({ name: 'iso.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(25 * 1024 * 1024 + 1, 0x20) })
    await expect(files.locator('[data-qa="file-upload-error"]').last()).toBeVisible()
    await input.setInputFiles({ name: 'ohjelma.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00not a pdf') })
    await expect(files.locator('[data-qa="file-upload-error"]').last()).toContainText('Tiedoston sisältö ei vastaa sen tyyppiä')
    await input.setInputFiles({ name: 'tiedosto', mimeType: 'application/octet-stream', buffer: Buffer.from('x') })
    await expect(files.locator('[data-qa="file-upload-error"]').last()).toContainText('tiedostopääte')
    const id = applications.applicationIdOf(page.url())
    const stored = await callApi<typeof getApplication>(page.request, 'get', `/citizen/applications/${id}`)
    expect(stored.attachments.map((file) => file.name).sort()).toEqual(['kiire.pdf', 'todistus.png'])
  })

  test('a club application is filled and sent by keyboard alone', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto(`/applications/new/${await childId(page, 'Lumi')}`)
    await expect(applications.qa('application-type')).toBeVisible()
    await tabTo(page, '[data-qa="application-type"] input')
    await expect(page.locator('[data-qa="application-type"] input').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.locator('[data-qa="application-type"] input[value="CLUB"]')).toBeChecked()
    await tabTo(page, 'create-application')
    await page.keyboard.press('Enter')
    await expect(applications.qa('application-editor')).toBeVisible()

    // The units for the typed date come on a slow network: until they are in, the list says so and
    // cannot be opened (an empty list took the ↓ and chose nothing); then the keyboard reaches it.
    let releaseUnits = () => {}
    const unitsHeld = new Promise<void>((resolve) => (releaseUnits = resolve))
    await page.route(/\/api\/citizen\/units\?/, async (route) => {
      await unitsHeld
      await route.continue()
    })
    await tabTo(page, 'preferred-start-date')
    await page.keyboard.type(finnish(daysFromToday(20)))
    await expect(applications.qa('add-unit')).toBeDisabled()
    await expect(applications.qa('add-unit')).toContainText('Haetaan yksiköitä…')
    releaseUnits()
    await expect(applications.qa('add-unit')).toBeEnabled()
    await tabTo(page, 'add-unit')
    await page.keyboard.press('ArrowDown')
    await expect(applications.qa('preferred-unit')).toHaveCount(1)
    await tabTo(page, 'verify')
    await page.keyboard.press('Enter')
    await expect(applications.qa('editor-summary')).toBeVisible()
    await tabTo(page, 'confirm-correct')
    await page.keyboard.press('Space')
    await tabTo(page, 'confirm-other-guardian')
    await page.keyboard.press('Space')
    await tabTo(page, 'send-application')
    await page.keyboard.press('Enter')
    await expect(applications.qa('applications-notice')).toHaveText('Hakemus lähetettiin.')
  })

  test('what was typed survives an expired session and comes back after logging in again', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await page.addInitScript(() => {
      Object.assign(((window as unknown as { __pesaTest?: object }).__pesaTest ??= {}), { authPollMs: 300 })
    })
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await applications.openList()
    await applications.newApplication(LUMI, 'CLUB')
    const start = finnish(daysFromToday(20))
    await applications.qa('preferred-start-date').fill(start)
    await applications.qa('preferred-start-date').press('Tab')
    await applications.addUnits(1)
    await applications.qa('other-info').fill('Lumi tulee mielellään')
    await applications.qa('other-info').press('Tab')
    const editorUrl = page.url()

    await devApi.expireSessions(DEMO.anna.ssn)
    await expect(page.locator('[data-qa="session-expired-dialog"]')).toBeVisible()
    await page.locator('[data-qa="session-expired-login"]').click()
    await expect(page.locator('[data-qa="strong-login"]')).toBeVisible()
    await page.locator('[data-qa="strong-login"]').click()
    await page.locator(`input[name="ssn"][value="${DEMO.anna.ssn}"]`).check()
    await page.locator('[data-qa="identify"]').click()
    await expect(page).toHaveURL(editorUrl)
    await expect(applications.qa('input-restored')).toBeVisible()
    await expect(applications.qa('preferred-start-date')).toHaveValue(start)
    await expect(applications.qa('preferred-unit')).toHaveCount(1)
    await expect(applications.qa('other-info')).toHaveValue('Lumi tulee mielellään')

    await applications.qa('save-draft').click()
    await expect(applications.qa('applications-notice')).toContainText('Luonnos tallennettiin')
    await page.goto(editorUrl)
    await expect(applications.qa('input-restored')).toHaveCount(0)
    await expect(applications.qa('other-info')).toHaveValue('Lumi tulee mielellään')
  })

  test('on a shared computer: logout, or another person logging in after an expiry, leaves nothing of what was typed in the tab', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    const shell = new ShellPage(page)
    const draftKeys = () => page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith('pesa-')))
    const typeInto = async (text: string) => {
      await applications.qa('other-info').fill(text)
      await applications.qa('other-info').press('Tab')
      await expect.poll(draftKeys).toHaveLength(1)
    }
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await applications.openList()
    await applications.newApplication(LUMI, 'CLUB')
    const editorUrl = page.url()
    await typeInto('Lumi tulee mielellään')
    await shell.openSubMenu()
    await shell.qa('nav-logout').click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await draftKeys()).toEqual([])

    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto(editorUrl)
    await typeInto('Lumi tulee aamuisin')
    await devApi.expireSessions(DEMO.anna.ssn)
    await devApi.login(SANNA, 'STRONG')
    await applications.openList()
    await expect.poll(draftKeys).toEqual([])
  })
})

test.describe('a change in the population register', () => {
  test('a second guardian at another address after sending: the agreement and consent appear and the update passes', async ({ page, devApi }) => {
    test.slow()
    const applications = new ApplicationsPage(page)
    const application = { guardianSsn: DEMO.liisa.ssn, childSsn: ONNI_SSN, type: 'DAYCARE', status: 'SENT' } as const
    const { id } = await callApi<typeof devCreateApplication>(page.request, 'post', '/dev-api/applications', application)
    await callApi<typeof devCreatePerson>(page.request, 'post', '/dev-api/persons', {
      ssn: '150582-357C',
      firstName: 'Ville',
      lastName: 'Korhonen',
      streetAddress: 'Toinen katu 5',
      postalCode: '00500',
      postOffice: 'Helsinki',
      guardianOf: [ONNI_SSN]
    })
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await page.goto(`/applications/${id}/edit`)
    await expect(applications.qa('application-editor')).toBeVisible()
    await expect(applications.qa('agreement-status')).toBeVisible()
    await applications.qa('no-email').check()
    await applications.qa('verify').click()
    await expect(applications.qa('agreement-status')).toBeFocused()
    await expect(applications.qa('section-contact').locator('[data-qa="section-error-count"]')).toHaveText('1 virhe')
    await expectAccessible(page)
    await applications.qa('agreement-status').selectOption('AGREED')
    await applications.qa('verify').click()
    await expect(applications.qa('editor-summary')).toBeVisible()
    await applications.qa('confirm-correct').check()
    await applications.qa('confirm-other-guardian').check()
    await applications.qa('send-application').click()
    await expect(applications.qa('applications-notice')).toHaveText('Hakemuksen muutokset tallennettiin.')
  })
})
