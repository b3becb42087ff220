import type { getPedagogicalDocumentsUnreadCount } from '@pesa/shared/api/children'
import type { devLogin } from '@pesa/shared/api/dev-api'
import { callApi } from '../support/api'
import { request } from '@playwright/test'
import type { getReservations } from '@pesa/shared/api/calendar'
import type { getChildDocuments } from '@pesa/shared/api/child-documents'
import type {
  getAbsenceApplications,
  getChildPlacements,
  getChildrenUnreadCounts,
  getServiceApplicationOptions,
  postServiceApplication
} from '@pesa/shared/api/children'
import type { devCreateApplication, devMakeTransferApplication } from '@pesa/shared/api/dev-api'
import { ShellPage } from '../shell/shell.page'
import { BASE_URL } from '../support/environment'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { addDays, ChildPage, finnish, helsinkiToday, nextMonth } from './child-page.page'

/** Ella's identity code in the demo (api/src/seed/demo-people.ts). */
const ELLA_SSN = '030620A342Y'

test.describe('child pages', () => {
  // Each flow walks several pages with axe in three languages and a strong login between: on a
  // busy two-core machine they take 30–40 s, past the default limit, without anything hanging.
  test.describe.configure({ timeout: 90_000 })
  test('Anna by password: a card per child with its count; locked sections lead to strong login and back', async ({ page }) => {
    const shell = new ShellPage(page)
    const children = new ChildPage(page)
    await children.post('/dev-api/children/image', { childSsn: ELLA_SSN })
    await page.goto('/children')
    await shell.qa('weak-login').click()
    await shell.fillWeakLogin(DEMO.anna.username, DEMO.anna.password)
    await expect(page).toHaveURL(`${BASE_URL}/children`)
    const cards = page.locator('[data-qa^="child-card-"]')
    await expect(cards).toHaveCount(3)
    const ids = await children.children()
    const counts = await children.get<typeof getChildrenUnreadCounts>('/citizen/children/unread-counts')
    for (const { childId, count } of counts) {
      const badge = children.qa(`child-card-${childId}`).locator('[data-qa="child-unread-count"]')
      if (count > 0) await expect(badge).toHaveText(`${count} lukematonta`)
      else await expect(badge).toHaveCount(0)
    }
    expect(counts.find((c) => c.childId === ids.Ella)!.count).toBeGreaterThan(0)
    const image = children.qa(`child-card-${ids.Ella}`).locator('[data-qa="child-image"]')
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await expectAccessible(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await expectAccessible(page)
    await page.setViewportSize({ width: 1280, height: 720 })
    for (const [lang, title] of [
      ['sv', 'Barn'],
      ['en', 'Children'],
      ['fi', 'Lapset']
    ] as const) {
      await shell.chooseLanguage(lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expectAccessible(page)
    }

    await children.qa(`child-card-${ids.Ella}`).click()
    await expect(page).toHaveURL(`${BASE_URL}/children/${ids.Ella}`)
    for (const locked of ['pedagogical-documents', 'child-documents', 'termination']) await expect(children.qa(`section-${locked}-strong-login`)).toBeVisible()
    await expectAccessible(page)
    await children.qa('section-pedagogical-documents-strong-login').click()
    await shell.identifyAs(DEMO.anna.ssn)
    await expect(page).toHaveURL(`${BASE_URL}/children/${ids.Ella}`)
    await expect(children.qa('section-pedagogical-documents-strong-login')).toHaveCount(0)
    const pedagogical = await children.openSection('pedagogical-documents')
    await expect(pedagogical.locator('[data-qa^="pedagogical-document-"]')).toHaveCount(10)
  })

  test("Aino's service needs newest first, irregular daily times, and the month over its contract days warns", async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    const children = new ChildPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const { Aino } = await children.children()
    await children.open(Aino!)
    const needs = children.section('service-need').locator('[data-qa="service-need"]')
    await expect(needs).toHaveCount(2)
    await expect(needs.nth(0).locator('[data-qa="service-need-contract-days"]')).toBeVisible()
    await expect(needs.nth(1).locator('[data-qa="service-need-option"]')).toHaveText('Kokopäiväinen, yli 35 h/vko')
    const times = children.qa('weekday-times')
    await expect(times.locator('[data-qa="weekday-wednesday"]')).toHaveText('14:00–22:00')
    await expect(times.locator('[data-qa="weekday-thursday"]')).toHaveText('Ei hoitoa')

    const attendance = await children.openSection('attendance')
    const month = attendance.locator('[data-qa="attendance-month"]')
    const options = await month.locator('option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value))
    expect(options.length).toBeGreaterThan(1)
    await month.selectOption(options[1]!)
    await expect(attendance.locator('[data-qa="attendance-over-contract"]')).toBeVisible()
    await expect(attendance.locator('[data-qa="attendance-days"]')).toHaveText(/^\d+$/)
    await expectAccessible(page)
    await month.selectOption(options[0]!)
    await expect(attendance.locator('[data-qa="attendance-over-contract"]')).toHaveCount(0)

    // Every section open, in each language
    for (const id of ['service-applications', 'pedagogical-documents', 'child-documents', 'termination'])
      if ((await children.qa(`section-${id}-toggle`).count()) > 0) await children.openSection(id)
    for (const [lang, heading] of [
      ['sv', 'Servicebehov'],
      ['en', 'Service need']
    ] as const) {
      await shell.chooseLanguage(lang)
      await expect(children.section('service-need').getByRole('heading', { name: heading, exact: true })).toBeVisible()
      await expectAccessible(page)
    }
  })

  test("Aino's page: the section toggles stay where they are first drawn while the open section's slow reads arrive", async ({ page, devApi }) => {
    const children = new ChildPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const { Aino } = await children.children()
    // A slow network on the open section's two reads: their content arriving is what could move the toggles below it.
    await page.route(/\/api\/citizen\/children\/[^/]+\/(service-needs|daily-service-times)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await children.open(Aino!)
    const toggle = children.qa('section-attendance-toggle').getByRole('button')
    const drawnAt = (await toggle.boundingBox())!.y
    await expect(children.section('service-need').locator('[data-qa="service-need"]')).toHaveCount(2)
    await expect(children.qa('weekday-times')).toBeVisible()
    expect((await toggle.boundingBox())!.y).toBe(drawnAt)
  })

  test("Ella's pedagogical documents: page 2, a long text expanded, a file opened clears unread, counts and badge, not Mikko's", async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    const children = new ChildPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const { Ella } = await children.children()
    await children.open(Ella!)
    const section = children.section('pedagogical-documents')
    await expect(section.getByRole('button', { name: 'Pedagoginen dokumentointi (3 lukematonta)' })).toBeVisible()
    const badge = shell.qa('nav-children-badge').first()
    const badgeBefore = Number((await badge.textContent())?.match(/\d+/)?.[0])
    await children.openSection('pedagogical-documents')

    const items = section.locator('[data-qa^="pedagogical-document-"]')
    const long = items.filter({ has: page.locator('[data-qa="pedagogical-expand"]') }).first()
    const description = long.locator('[data-qa="pedagogical-description"]')
    await expect(description).toHaveText(/…$/)
    await long.locator('[data-qa="pedagogical-expand"]').click()
    await expect(long.locator('[data-qa="pedagogical-expand"]')).toHaveAttribute('aria-expanded', 'true')
    await expect(description).toHaveText(/Tänään leikimme metsässä.*talveksi\./)
    await expectAccessible(page)

    await section.locator('[data-qa="page-2"]').click()
    await expect(children.qa('pedagogical-page')).toHaveText('Sivu 2 / 2')
    await expect(items).toHaveCount(2)
    await section.locator('[data-qa="page-1"]').click()

    const first = items.first()
    await expect(first.locator('[data-qa="unread-marker"]')).toBeVisible()
    const popup = page.waitForEvent('popup')
    await first.locator('[data-qa="pedagogical-file"]').first().click()
    await (await popup).close()
    await expect(first.locator('[data-qa="unread-marker"]')).toHaveCount(0)
    await expect(section.getByRole('button', { name: 'Pedagoginen dokumentointi (2 lukematonta)' })).toBeVisible()
    await expect(badge).toContainText(String(badgeBefore - 1))

    // Mikko's read marks are his own: Ella's three stay unread for him
    const mikko = await request.newContext({ baseURL: BASE_URL })
    await callApi<typeof devLogin>(mikko, 'post', '/dev-api/login', { ssn: DEMO.mikko.ssn, authLevel: 'STRONG' })
    const counts = await callApi<typeof getPedagogicalDocumentsUnreadCount>(mikko, 'get', '/citizen/pedagogical-documents/unread-count')
    expect(counts[Ella!]).toBe(3)
    await mikko.dispose()
  })

  test("Ella's invoiced daycare ends alone: the confirmation names the transfer it cancels, the terminated info, preschool goes on, later reservations are gone; Aino's date is capped", async ({
    page,
    devApi
  }) => {
    const children = new ChildPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const { Ella, Aino } = await children.children()
    const today = helsinkiToday()
    const reservedDays = async () => {
      const data = await children.get<typeof getReservations>(`/citizen/reservations?from=${today}&to=${addDays(today, 90)}`)
      return data.days.filter((day) => day.children.some((c) => c.childId === Ella && c.reservations.length > 0)).map((day) => day.date)
    }
    const [firstReserved] = await reservedDays()
    const lastDay = addDays(firstReserved!, -1)
    expect(lastDay >= today).toBe(true)

    // Two open transfers: one starting on the last presence day stays, one after it is cancelled and named.
    const transfer = async (startDate: string) => {
      const { id } = await children.post<typeof devCreateApplication>('/dev-api/applications', {
        guardianSsn: DEMO.anna.ssn,
        childSsn: ELLA_SSN,
        type: 'DAYCARE',
        status: 'SENT',
        startDate
      })
      await children.post<typeof devMakeTransferApplication>('/dev-api/children/transfer-application', { applicationId: id })
      return id
    }
    const kept = await transfer(lastDay)
    const cancelled = await transfer(addDays(lastDay, 20))

    await children.open(Ella!)
    const section = await children.openSection('termination')
    const group = section.locator('[data-qa="placement-group-PRESCHOOL"]')
    await group.getByLabel('Vain maksullinen varhaiskasvatus (esiopetus jatkuu)').check()
    await children.date(group.locator('[data-qa="termination-date"]'), lastDay)
    await group.locator('[data-qa="terminate"]').click()
    const confirm = children.qa('termination-confirm')
    await expect(confirm).toContainText(`Viimeinen läsnäolopäivä on ${finnish(lastDay)}. Irtisanomista ei voi perua.`)
    await expect(confirm.locator('[data-qa="cancelled-transfer"]')).toHaveText([
      `Siirtohakemus: Varhaiskasvatus, toivottu aloituspäivä ${finnish(addDays(lastDay, 20))}`
    ])
    await expectAccessible(page)
    await confirm.locator('[data-qa="confirm-dialog-confirm"]').click()
    await expect(confirm).toHaveCount(0)
    await expect(group.locator('[data-qa="termination-info"]')).toContainText('Paikka on irtisanottu')
    const placements = group.locator('[data-qa="group-placement"]')
    await expect(placements).toHaveText([
      `Esiopetus ja liittyvä varhaiskasvatus: 01.08.2026–${finnish(lastDay)}`,
      new RegExp(`^Esiopetus: ${finnish(addDays(lastDay, 1))}–`)
    ])
    expect(await reservedDays()).toEqual([])
    const transfers = await children.get<typeof getChildPlacements>(`/citizen/children/${Ella}/placements`)
    expect(transfers.transferApplications!.map((application) => application.id)).toContain(kept)
    expect(transfers.transferApplications!.map((application) => application.id)).not.toContain(cancelled)

    await children.open(Aino!)
    const aino = (await children.openSection('termination')).locator('[data-qa="placement-group-DAYCARE"]')
    const { placements: groups } = await children.get<typeof getChildPlacements>(`/citizen/children/${Aino}/placements`)
    const latestEnd = groups[0]!.endDate
    await expect(aino).toContainText(`viimeistään ${finnish(latestEnd)}`)
    const date = aino.locator('[data-qa="termination-date"]')
    await children.date(date, addDays(latestEnd, 1))
    await aino.locator('[data-qa="terminate"]').click()
    await expect(date).toHaveAttribute('aria-invalid', 'true')
    await expect(date).toBeFocused()
    await expect(children.qa('termination-confirm')).toHaveCount(0)
  })

  test("applications: Ella's rejection reason and a waiting one cancelled after asking; Aino's open service application hides the new one until cancelled", async ({
    page,
    devApi
  }) => {
    const shell = new ShellPage(page)
    const children = new ChildPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const { Ella, Aino } = await children.children()
    await children.open(Ella!)
    const absences = await children.openSection('absence-applications')
    await expect(absences.locator('[data-qa="new-absence-application"]')).toHaveAttribute('href', `/children/${Ella}/absence-application`)
    await expect(absences.locator('[data-qa="application-rejected-reason"]')).toHaveText('Esiopetus on velvoittavaa; poissaolo ei ole perusteltu.')
    const waiting = absences.locator('li', { hasText: 'Odottaa päätöstä' })
    await expect(waiting).toHaveCount(1)
    await waiting.locator('[data-qa="cancel-application"]').click()
    const dialog = children.qa('cancel-application-dialog')
    await expect(dialog).toContainText('Perutaanko poissaolohakemus?')
    await expectAccessible(page)
    await dialog.locator('[data-qa="confirm-dialog-cancel"]').click()
    await expect(waiting).toHaveCount(1)
    await waiting.locator('[data-qa="cancel-application"]').click()
    await dialog.locator('[data-qa="confirm-dialog-confirm"]').click()
    await expect(dialog).toHaveCount(0)
    await expect(absences.locator('li', { hasText: 'Odottaa päätöstä' })).toHaveCount(0)

    // An undecided service application of Aino's, sent from the start of next month
    const [option] = await children.get<typeof getServiceApplicationOptions>(`/citizen/service-applications/options?childId=${Aino}&date=${nextMonth()}`)
    const sent = await children.post<typeof postServiceApplication>('/citizen/service-applications', {
      childId: Aino!,
      startDate: nextMonth(),
      serviceNeedOptionId: option!.id,
      additionalInfo: ''
    })
    await children.open(Aino!)
    const services = await children.openSection('service-applications')
    await expect(services.locator('[data-qa="service-application-open"]')).toBeVisible()
    await expect(services.locator('[data-qa="new-service-application"]')).toHaveCount(0)
    const open = services.locator(`[data-qa="service-application-${sent.id}"]`)
    await expect(open.locator('[data-qa="application-status"]')).toHaveText('Odottaa päätöstä')
    await expect(services.locator('[data-qa="application-rejected-reason"]')).toHaveText('Vuorohoidon tarve jatkuu.')
    await open.locator('[data-qa="cancel-application"]').click()
    for (const [lang, question] of [
      ['sv', 'Återkalla ansökan om ändring av servicebehov?'],
      ['en', 'Cancel the service need change application?']
    ] as const) {
      await children.qa('confirm-dialog-cancel').click()
      await shell.chooseLanguage(lang)
      await open.locator('[data-qa="cancel-application"]').click()
      await expect(dialog).toContainText(question)
      await expectAccessible(page)
    }
    await dialog.locator('[data-qa="confirm-dialog-confirm"]').click()
    await expect(services.locator('[data-qa="new-service-application"]')).toHaveAttribute('href', `/children/${Aino}/service-application`)
    await expect(services.locator('[data-qa="service-application-open"]')).toHaveCount(0)
  })

  test('Liisa: the navigation and /children go to Onni; no document sections; termination through the unit', async ({ page, devApi }) => {
    const shell = new ShellPage(page)
    const children = new ChildPage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    const { Onni } = await children.children()
    await page.goto('/children')
    await expect(page).toHaveURL(`${BASE_URL}/children/${Onni}`)
    await expect(children.qa('child-name')).toContainText('Onni')
    await expect(children.section('pedagogical-documents')).toHaveCount(0)
    await expect(children.section('child-documents')).toHaveCount(0)
    const termination = await children.openSection('termination')
    await expect(termination.locator('[data-qa="termination-contact-unit"]')).toBeVisible()
    await expect(termination.locator('[data-qa="termination-form"]')).toHaveCount(0)
    await expectAccessible(page)
    await page.goto('/calendar')
    await shell.qa('nav-children').click()
    await expect(page).toHaveURL(`${BASE_URL}/children/${Onni}`)
  })

  test("Liisa of another family: Ella's page is 'Child not found', her document and her application 404", async ({ page, devApi }) => {
    const children = new ChildPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const { Ella } = await children.children()
    const [document] = await children.get<typeof getChildDocuments>(`/citizen/child-documents?childId=${Ella}`)
    const [application] = await children.get<typeof getAbsenceApplications>(`/citizen/absence-application?childId=${Ella}`)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await page.goto(`/children/${Ella}`)
    await expect(children.qa('child-not-found')).toHaveText('Lasta ei löytynyt')
    await expectAccessible(page)
    // raw: the refusals (404) are what is asserted
    expect((await page.request.get(`/api/citizen/child-documents/${document!.id}`)).status()).toBe(404)
    expect((await page.request.get(`/api/citizen/children/${Ella}/service-needs`)).status()).toBe(404)
    // raw: the refusal (404) is what is asserted
    const cancel = await page.request.delete(`/api/citizen/absence-application/${application!.id}`, { headers: { 'x-pesa-csrf': '1' } })
    expect(cancel.status()).toBe(404)
  })
})
