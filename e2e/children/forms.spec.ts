import type { getServiceNeedOptions } from '@pesa/shared/api/units'
import { callApi } from '../support/api'
import type { Page } from '@playwright/test'
import { ShellPage } from '../shell/shell.page'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ChildPage } from './child-page.page'
import { addDays, ChildFormsPage, finnish, helsinkiToday } from './forms.page'

async function accessibleInEveryLanguage(page: Page) {
  const shell = new ShellPage(page)
  for (const lang of ['fi', 'sv', 'en'] as const) {
    if (lang !== 'fi') await shell.chooseLanguage(lang)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expectAccessible(page)
  }
  await shell.chooseLanguage('fi')
  const viewport = page.viewportSize()!
  await page.setViewportSize({ width: 375, height: 800 })
  await expectAccessible(page)
  await page.setViewportSize(viewport)
}

/** The first of the month after the date's month. */
const nextFirst = (iso: string) => {
  const [year, month] = iso.split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

test.describe('absence application', () => {
  test("Anna applies for Ella's long preschool absence: each error at its field, one send on a double click, back to the child", async ({ page, devApi }) => {
    const forms = new ChildFormsPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const ella = await forms.childId('Ella')
    const ranges = await forms.absenceRanges(ella)
    // The term break leaves a gap between two ranges of preschool days
    expect(ranges.length).toBeGreaterThan(1)
    const gap = { start: addDays(ranges[0]!.end, 1), end: addDays(ranges[1]!.start, -1) }
    // Days another waiting application asks for are refused (409); the seeded one may overlap the break on some dates.
    for (const waiting of (await forms.absenceApplications(ella)).filter((application) => application.status === 'WAITING_DECISION'))
      await forms.decide('absence-applications', waiting.id, false, 'Ei tässä testissä')
    await page.goto(`/children/${ella}/absence-application`)
    await expect(forms.qa('absence-ranges')).toContainText(finnish(ranges[0]!.start))
    await accessibleInEveryLanguage(page)

    await forms.qa('send-application').click()
    await expect(forms.qa('absence-range-start')).toBeFocused()
    for (const field of ['absence-range-start', 'absence-range-end', 'absence-description', 'absence-confirm'])
      await expect(forms.qa(field)).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page)

    await forms.date('absence-range-start', addDays(helsinkiToday(), -1))
    await expect(page.getByText('Päivämäärä on liian aikaisin')).toBeVisible()
    await forms.date('absence-range-start', gap.start)
    await forms.date('absence-range-end', gap.end)
    await forms.qa('absence-description').fill('Perhematka')
    await forms.qa('absence-confirm').check()
    await forms.qa('send-application').click()
    await expect(page.getByText('Lapsella ei ole esiopetusta valitulla ajanjaksolla.')).toBeVisible()
    await expect(forms.qa('absence-range-start')).toBeFocused()

    // From the break into the next term: the end is a preschool day
    await forms.date('absence-range-end', ranges[1]!.start)
    await forms.qa('send-application').dblclick()
    await expect(page).toHaveURL(new RegExp(`/children/${ella}$`))
    const sent = (await forms.absenceApplications(ella)).filter((application) => application.description === 'Perhematka')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ startDate: gap.start, status: 'WAITING_DECISION' })

    await forms.decide('absence-applications', sent[0]!.id, false, 'Matka ei ole esiopetuksen aikana')
    expect((await forms.absenceApplications(ella)).find((application) => application.id === sent[0]!.id)?.rejectedReason).toBe(
      'Matka ei ole esiopetuksen aikana'
    )
    // The guardian reads the staff's decision and its reason on the child's page
    const childPage = new ChildPage(page)
    await childPage.open(ella)
    const rejected = (await childPage.openSection('absence-applications')).locator(`[data-qa="absence-application-${sent[0]!.id}"]`)
    await expect(rejected.locator('[data-qa="application-status"]')).toHaveText('Hylätty')
    await expect(rejected.locator('[data-qa="application-rejected-reason"]')).toHaveText('Matka ei ole esiopetuksen aikana')
  })

  test("the server's range refusal lands at the start date and keeps what was typed over a language switch; cancel asks and sends nothing", async ({
    page,
    devApi
  }) => {
    const forms = new ChildFormsPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const ella = await forms.childId('Ella')
    const before = (await forms.absenceApplications(ella)).length
    // A guide that says more than the server allows: the server still refuses the range
    await page.route('**/api/citizen/absence-application/application-possible**', (route) =>
      route.fulfill({ json: [{ start: helsinkiToday(), end: addDays(helsinkiToday(), 900) }] })
    )
    await page.goto(`/children/${ella}/absence-application`)
    await forms.date('absence-range-start', addDays(helsinkiToday(), 800))
    await forms.date('absence-range-end', addDays(helsinkiToday(), 810))
    await forms.qa('absence-description').fill('Pitkä matka')
    await forms.qa('absence-confirm').check()
    await forms.qa('send-application').click()
    await expect(page.getByText('Lapsella ei ole esiopetusta valitulla ajanjaksolla.')).toBeVisible()
    await expect(forms.qa('absence-range-start')).toBeFocused()
    await expect(forms.qa('absence-description')).toHaveValue('Pitkä matka')
    await expect(forms.qa('absence-confirm')).toBeChecked()
    await new ShellPage(page).chooseLanguage('sv')
    await expect(page.getByText('Barnet har ingen förskoleundervisning under den valda perioden.')).toBeVisible()
    await expect(forms.qa('absence-description')).toHaveValue('Pitkä matka')

    // Leaving with input asks first; leaving sends nothing
    await forms.qa('cancel-application').click()
    await expect(forms.qa('leave-page-warning')).toBeVisible()
    await expectAccessible(page)
    await forms.qa('leave-page-warning').getByRole('button', { name: 'Lämna sidan' }).click()
    await expect(page).toHaveURL(new RegExp(`/children/${ella}$`))
    expect(await forms.absenceApplications(ella)).toHaveLength(before)
  })
})

test.describe('service need change application', () => {
  test("Anna applies for Aino's service need change: explainDate, the day's options, the no-placement notice; staff accepts", async ({ page, devApi }) => {
    // Six accessibility scans in three languages and a staff decision: about 20 s alone, more than 30 s beside another worker.
    test.slow()
    const forms = new ChildFormsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const aino = await forms.childId('Aino')
    const lastDay = (await forms.placements(aino)).placements
      .map((placement) => placement.endDate)
      .sort()
      .at(-1)!
    await page.goto(`/children/${aino}/service-application`)
    await expect(forms.qa('choose-date-first')).toBeVisible()
    // Send is not held back by a missing answer: pressing it says what is missing
    await forms.qa('send-application').click()
    await expect(forms.qa('form-invalid')).toBeVisible()
    await accessibleInEveryLanguage(page)

    const first = nextFirst(helsinkiToday())
    await forms.date('service-start-date', addDays(first, 14))
    await expect(forms.qa('explain-date')).toBeVisible()
    await expect(forms.qa('service-option').locator('option')).not.toHaveCount(0)
    await forms.qa('service-option').selectOption({ index: 1 })
    const optionName = (await forms.qa('service-option').locator('option:checked').textContent())!
    // Not the 1st: the reason is asked for, and the mark goes once it is given
    await expect(forms.qa('service-additional-info')).toHaveAttribute('aria-invalid', 'true')
    await forms.qa('service-additional-info').fill('Uusi työ alkaa kuun puolivälissä')
    await expect(forms.qa('form-invalid')).toHaveCount(0)
    await expect(forms.qa('send-application')).toBeEnabled()
    await expectAccessible(page)

    await forms.date('service-start-date', addDays(lastDay, 1))
    await expect(forms.qa('no-suitable-placement')).toBeVisible()
    await expect(forms.qa('send-application')).toBeDisabled()
    await expectAccessible(page)

    await forms.date('service-start-date', first)
    await expect(forms.qa('explain-date')).toHaveCount(0)
    await forms.qa('service-option').selectOption({ label: optionName })
    await expect(forms.qa('service-additional-info')).toHaveValue('Uusi työ alkaa kuun puolivälissä')
    await forms.qa('send-application').dblclick()
    await expect(page).toHaveURL(new RegExp(`/children/${aino}$`))
    const open = (await forms.serviceApplications(aino)).filter((application) => application.decision === null)
    expect(open).toHaveLength(1)
    expect(open[0]!.startDate).toBe(first)

    // One open application per child: the form says so instead of asking again
    await page.goto(`/children/${aino}/service-application`)
    await expect(forms.qa('service-application-open')).toBeVisible()
    await expect(forms.qa('service-application-form')).toHaveCount(0)
    await expectAccessible(page)

    await forms.decide('service-applications', open[0]!.id, true)
    const childPage = new ChildPage(page)
    await childPage.open(aino)
    const accepted = (await childPage.openSection('service-applications')).locator(`[data-qa="service-application-${open[0]!.id}"]`)
    await expect(accepted.locator('[data-qa="application-status"]')).toContainText('Hyväksytty')
    const needs = await forms.serviceNeeds(aino)
    expect(needs.some((need) => need.startDate === first && need.option.nameFi === optionName)).toBe(true)
  })

  test("an option the day does not allow is refused at the option's field", async ({ page, devApi }) => {
    const forms = new ChildFormsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const aino = await forms.childId('Aino')
    const partTimeOptions = await callApi<typeof getServiceNeedOptions>(
      page.request,
      'get',
      '/citizen/public/service-needs/options?placementTypes=DAYCARE_PART_TIME'
    )
    const partTime = partTimeOptions[0]!
    // An out-of-date list of options on the page: the server checks the choice against the day
    await page.route('**/api/citizen/service-applications/options**', (route) =>
      route.fulfill({ json: [{ ...partTime, nameSv: partTime.nameFi, nameEn: partTime.nameFi, validPlacementType: 'DAYCARE_PART_TIME' }] })
    )
    await page.goto(`/children/${aino}/service-application`)
    await forms.date('service-start-date', nextFirst(helsinkiToday()))
    await forms.qa('service-option').selectOption({ label: partTime.nameFi })
    await forms.qa('send-application').click()
    await expect(forms.qa('service-option')).toBeFocused()
    await expect(forms.qa('service-option')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Valittu palveluntarve ei ole valittavissa tuona päivänä')).toBeVisible()
  })
})

test('with the application flags off, the form routes are not found', async ({ page, devApi }) => {
  const forms = new ChildFormsPage(page)
  await page.route('**/api/citizen/public/municipality-config', async (route) => {
    const served = await (await route.fetch()).json()
    await route.fulfill({ json: { ...served, featureFlags: { ...served.featureFlags, absenceApplications: false, serviceApplications: false } } })
  })
  await devApi.login(DEMO.anna.ssn, 'STRONG')
  const ella = await forms.childId('Ella')
  for (const form of ['absence-application', 'service-application']) {
    await page.goto(`/children/${ella}/${form}`)
    await expect(forms.qa('not-found-page')).toBeVisible()
    await expect(forms.qa('child-form-page')).toHaveCount(0)
  }
})
