import type {
  getAssistanceNeedDecisions,
  getAssistanceNeedPreschoolDecisions,
  getDecisions,
  getDecisionsOfApplication,
  getFinanceDecisions,
  rejectDecision
} from '@pesa/shared/api/decisions'
import type { devLogin } from '@pesa/shared/api/dev-api'
import { callApi, type BodyOf } from '../support/api'
import { expect as baseExpect, request } from '@playwright/test'
import { ShellPage } from '../shell/shell.page'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { DecisionsPage, finnish } from './decisions.page'
import { pdfPages } from './pdf-text'

const AINO_APPLICATION = '5e5d0a1c-2b7e-4c1a-9a11-a1e0d0cae001'

test.describe('decisions', () => {
  test("Anna answers Aino's decision from the list: a date past the period is refused at the field, a valid one accepts, the badge drops", async ({
    page,
    devApi
  }) => {
    // Three languages with axe: more than the default half minute on a shared machine
    test.slow()
    const decisions = new DecisionsPage(page)
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await decisions.openList()
    // Decisions sit in the sub-menu on this width: the badge is there, folded away until the menu opens
    // One decision to answer and three unread assistance decisions
    await expect(shell.qa('nav-decisions-badge').first()).toContainText('4')
    await expect(decisions.qa('unanswered-count')).toHaveText('1 päätös odottaa vastaustasi')
    // What waits for the answer comes first, with the way to it
    await expect(page.locator('main h2').first()).toHaveText('Odottaa vastaustasi')
    await expect(decisions.qa('awaiting-decision')).toHaveCount(1)
    await expectAccessible(page)
    await decisions.qa('answer-link').click()
    const daycare = decisions.decision('DAYCARE')
    await expect(daycare.locator('[data-qa="answer-form"]')).toBeVisible()
    const answers = await callApi<typeof getDecisionsOfApplication>(page.request, 'get', `/citizen/applications/${AINO_APPLICATION}/decisions`)
    const { start, end } = answers[0]!.validRequestedStartDatePeriod
    // The date field says which dates may be picked
    const range = start.slice(0, 4) === end.slice(0, 4) ? `${finnish(start).slice(0, -4)}–${finnish(end)}` : `${finnish(start)} – ${finnish(end)}`
    for (const [lang, hint] of [
      ['sv', `Kan väljas ${range}`],
      ['en', `Choose a date ${range}`],
      ['fi', `Valittavissa ${range}`]
    ] as const) {
      await shell.chooseLanguage(lang)
      await expect(daycare.getByText(hint)).toBeVisible()
      await expectAccessible(page)
    }
    const late = new Date(`${end}T00:00:00Z`)
    late.setUTCDate(late.getUTCDate() + 1)
    await daycare.locator('[data-qa="start-date"]').fill(finnish(late.toISOString().slice(0, 10)))
    await daycare.locator('[data-qa="start-date"]').press('Tab')
    // The button stays: pressing it says what is wrong (the forms' one behaviour), and nothing is sent
    await daycare.locator('[data-qa="submit-answer"]').click()
    await expect(daycare.getByText('Päivämäärä on liian myöhään')).toBeVisible()
    await expect(daycare.locator('[data-qa="form-invalid"]')).toBeVisible()
    await expect(daycare.locator('[data-qa="decision-status"]')).not.toHaveText('Hyväksytty')
    await expectAccessible(page)
    await daycare.locator('[data-qa="start-date"]').fill(finnish(start))
    await daycare.locator('[data-qa="start-date"]').press('Tab')
    await expect(daycare.locator('[data-qa="submit-answer"]')).toBeEnabled()
    await daycare.locator('[data-qa="submit-answer"]').click()
    await expect(daycare.locator('[data-qa="decision-status"]')).toHaveText('Hyväksytty')
    await expect(daycare.locator('[data-qa="answer-confirmation"]')).toHaveText('Vastauksesi lähetettiin: otit paikan vastaan.')
    await expect(shell.qa('nav-decisions-badge').first()).toContainText('3')
  })

  test('the connected daycare waits for preschool; rejecting preschool asks first and rejects both', async ({ page, devApi }) => {
    const decisions = new DecisionsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const first = await decisions.preschoolOffer(DEMO.anna.ssn)
    await page.goto(`/decisions/by-application/${first.applicationId}`)
    await expect(decisions.decision('PRESCHOOL_DAYCARE').locator('[data-qa="decision-blocked"]')).toBeVisible()
    const preschool = decisions.decision('PRESCHOOL')
    await expect(preschool.locator('[data-qa="start-date"]')).toBeDisabled()
    await preschool.locator('[data-qa="submit-answer"]').click()
    await expect(preschool.locator('[data-qa="decision-status"]')).toHaveText('Hyväksytty')
    const daycare = decisions.decision('PRESCHOOL_DAYCARE')
    await expect(daycare.locator('[data-qa="answer-form"]')).toBeVisible()
    await daycare.locator('[data-qa="submit-answer"]').click()
    await expect(daycare.locator('[data-qa="start-date"]')).toBeFocused()
    await daycare
      .locator('[data-qa="start-date"]')
      .fill(
        finnish((await callApi<typeof getDecisionsOfApplication>(page.request, 'get', `/citizen/applications/${first.applicationId}/decisions`))[0]!.startDate)
      )
    await daycare.locator('[data-qa="start-date"]').press('Tab')
    await daycare.locator('[data-qa="submit-answer"]').click()
    await expect(daycare.locator('[data-qa="decision-status"]')).toHaveText('Hyväksytty')

    const second = await decisions.preschoolOffer(DEMO.anna.ssn)
    await page.goto(`/decisions/by-application/${second.applicationId}`)
    const secondPreschool = decisions.decision('PRESCHOOL')
    await secondPreschool.getByLabel('En ota paikkaa vastaan').check()
    await secondPreschool.locator('[data-qa="submit-answer"]').click()
    await expect(decisions.qa('reject-both-dialog')).toBeVisible()
    await expectAccessible(page)
    await decisions.qa('reject-both-dialog').getByRole('button', { name: 'Peruuta' }).click()
    await expect(secondPreschool.locator('[data-qa="decision-status"]')).toHaveText('Odottaa vastaustasi')
    await secondPreschool.locator('[data-qa="submit-answer"]').click()
    await decisions.qa('reject-both-dialog').getByRole('button', { name: 'Hylkää molemmat' }).click()
    await expect(secondPreschool.locator('[data-qa="decision-status"]')).toHaveText('Hylätty')
    await expect(decisions.decision('PRESCHOOL_DAYCARE').locator('[data-qa="decision-status"]')).toHaveText('Hylätty')
  })

  test('a decision answered elsewhere gives the dialog and the decisions reload', async ({ page, devApi }) => {
    // A second login and answer before Anna's: more than the default half minute on a shared machine
    test.slow()
    const decisions = new DecisionsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await page.goto(`/decisions/by-application/${AINO_APPLICATION}`)
    const daycare = decisions.decision('DAYCARE')
    await expect(daycare.locator('[data-qa="answer-form"]')).toBeVisible()
    const [decision] = await callApi<typeof getDecisionsOfApplication>(page.request, 'get', `/citizen/applications/${AINO_APPLICATION}/decisions`)

    // Mikko answers from another device: an API context of its own, so Anna's page keeps its focus and its stale form
    const mikko = await request.newContext({ baseURL: page.url().replace(/\/decisions.*$/, '') })
    await callApi<typeof devLogin>(mikko, 'post', '/dev-api/login', { ssn: DEMO.mikko.ssn, authLevel: 'STRONG' })
    // raw: the exact status (204) is asserted
    const answered = await mikko.post(`/api/citizen/applications/${AINO_APPLICATION}/actions/reject-decision`, {
      data: { decisionId: decision!.id } satisfies BodyOf<typeof rejectDecision>,
      headers: { 'x-pesa-csrf': '1' }
    })
    baseExpect(answered.status()).toBe(204)
    await mikko.dispose()

    await daycare.locator('[data-qa="start-date"]').fill(finnish(decision!.startDate))
    await daycare.locator('[data-qa="start-date"]').press('Tab')
    await daycare.locator('[data-qa="submit-answer"]').click()
    await expect(decisions.qa('answer-failed-dialog')).toBeVisible()
    await decisions.qa('failure-ok').click()
    await expect(daycare.locator('[data-qa="decision-status"]')).toHaveText('Hylätty')
  })

  test('PDFs download as real PDFs in their language with the child named, for the parties and not for Liisa', async ({ page, devApi }) => {
    const decisions = new DecisionsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await decisions.runJobs()
    const [placement] = await callApi<typeof getDecisionsOfApplication>(page.request, 'get', `/citizen/applications/${AINO_APPLICATION}/decisions`)
    const finance = await callApi<typeof getFinanceDecisions>(page.request, 'get', '/citizen/finance-decisions/by-liable-citizen')
    const fee = finance.find((decision) => decision.type === 'FEE_DECISION')!
    const voucher = finance.find((decision) => decision.type === 'VOUCHER_VALUE_DECISION')!
    const assistance = (await callApi<typeof getAssistanceNeedDecisions>(page.request, 'get', '/citizen/assistance-need-decisions')).find(
      (decision) => decision.childName === 'Aino Helmi Virtanen' && decision.status === 'ACCEPTED'
    )!
    const preschoolSupport = (
      await callApi<typeof getAssistanceNeedPreschoolDecisions>(page.request, 'get', '/citizen/assistance-need-preschool-decisions')
    ).find((decision) => decision.childName === 'Ella Sofia Virtanen')!
    // Each document's title is its first line, in the document's official language
    const annasPdfs = [
      { url: `/api/citizen/decisions/${placement!.id}/download`, title: 'Päätös varhaiskasvatuksesta', names: ['Aino Helmi Virtanen'] },
      { url: `/api/citizen/fee-decisions/${fee.id}/download`, title: 'Varhaiskasvatuksen maksupäätös', names: ['Ella Sofia Virtanen', 'Aino Helmi Virtanen'] },
      { url: `/api/citizen/voucher-value-decisions/${voucher.id}/download`, title: 'Päätös palvelusetelin arvosta', names: ['Aino Helmi Virtanen'] },
      {
        url: `/api/citizen/children/assistance-need-decision/${assistance.id}/pdf`,
        title: 'Päätös tuesta varhaiskasvatuksessa',
        names: ['Aino Helmi Virtanen']
      },
      {
        url: `/api/citizen/children/assistance-need-preschool-decisions/${preschoolSupport.id}/pdf`,
        title: 'Päätös tuesta esiopetuksessa',
        names: ['Ella Sofia Virtanen']
      }
    ]
    // One page each, its footer with the page number on that page (not on a page of its own)
    const expectPdf = async ({ url, title, names }: { url: string; title: string; names: string[] }) => {
      const pages = await pdfPages(page.request, url)
      baseExpect(pages, url).toHaveLength(1)
      const text = pages[0]!
      baseExpect(text.slice(0, title.length), url).toBe(title)
      baseExpect(text, url).toMatch(/ – (sivu|sida) 1\/1$/)
      for (const name of names) baseExpect(text, url).toContain(name)
    }
    for (const pdf of annasPdfs) await expectPdf(pdf)
    await decisions.openList()
    await expect(decisions.qa('finance-decisions').locator('[data-qa="pdf-link"]').first()).toBeVisible()

    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    // raw: PDF downloads, and the refusal (404) is what is asserted
    for (const { url } of annasPdfs) baseExpect((await page.request.get(url)).status(), url).toBe(404)
    // Onni's place at Daghemmet Solrosen was decided by a Swedish-language unit: the decision is in Swedish
    const onnis = await callApi<typeof getDecisions>(page.request, 'get', '/citizen/decisions')
    const solrosen = onnis.find((decision) => decision.unit.name === 'Daghemmet Solrosen')!
    await expectPdf({ url: `/api/citizen/decisions/${solrosen.id}/download`, title: 'Beslut om småbarnspedagogik', names: ['Onni Elias Korhonen'] })
  })

  test('an unread assistance decision starts open; its view marks it read; the annulment reason shows', async ({ page, devApi }) => {
    const decisions = new DecisionsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await decisions.openList()
    const unread = page.locator('[data-qa^="assistance-decision-"]').filter({ has: page.locator('[data-qa="unread"]') })
    await expect(unread).toHaveCount(3)
    await expect(page.locator('[data-qa="annulment-reason"]')).toContainText('kumottiin')
    await unread.first().locator('[data-qa="open-assistance"]').click()
    await expect(decisions.qa('assistance-view')).toBeVisible()
    await expectAccessible(page)
    await decisions.qa('back-to-decisions').click()
    await expect(page.locator('[data-qa^="assistance-decision-"]').filter({ has: page.locator('[data-qa="unread"]') })).toHaveCount(2)
  })

  test('Liisa sees only her own decisions; the list is accessible in fi, sv and en', async ({ page, devApi }) => {
    const decisions = new DecisionsPage(page)
    const shell = new ShellPage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await decisions.openList()
    await expect(page.locator('[data-qa="child-decisions"] h2')).toHaveText(['Onni Elias Korhonen'])
    await expect(decisions.qa('finance-decisions').locator('[data-qa^="finance-decision-"]')).toHaveCount(1)
    for (const lang of ['fi', 'sv', 'en'] as const) {
      if (lang !== 'fi') await shell.chooseLanguage(lang)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expectAccessible(page)
    }
    await page.goto(`/decisions/by-application/${AINO_APPLICATION}`)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  })

  test('a voucher value decision card says what the family pays, the voucher value only beside it (fi, sv, en)', async ({ page, devApi }) => {
    // Three languages with axe on each
    test.setTimeout(120_000)
    const decisions = new DecisionsPage(page)
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const finance = await callApi<typeof getFinanceDecisions>(page.request, 'get', '/citizen/finance-decisions/by-liable-citizen')
    const voucher = finance.find((decision) => decision.type === 'VOUCHER_VALUE_DECISION')!
    await decisions.openList()
    const card = page.locator(`[data-qa="finance-decision-${voucher.id}"]`)
    if ((await card.locator('[data-qa="finance-total"]').count()) === 0) await card.locator('[data-qa="finance-toggle"]').click()
    // Seeded: a voucher of 950,00 € of which the family pays 288,00 € a month
    const expected = {
      fi: { total: 'Perhe maksaa kuukaudessa', child: 'Aino Helmi Virtanen, Päiväkoti Mesikämmen: 288,00 € (palvelusetelin arvo 950,00 €)' },
      sv: { total: 'Familjen betalar per månad', child: 'Aino Helmi Virtanen, Päiväkoti Mesikämmen: 288,00 € (servicesedelns värde 950,00 €)' },
      en: { total: 'The family pays per month', child: 'Aino Helmi Virtanen, Päiväkoti Mesikämmen: 288,00 € (voucher value 950,00 €)' }
    }
    for (const lang of ['fi', 'sv', 'en'] as const) {
      if (lang !== 'fi') await shell.chooseLanguage(lang)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(card.locator('[data-qa="finance-total"]')).toHaveText('288,00 €')
      await expect(card.locator('dt').filter({ hasText: expected[lang].total })).toHaveCount(1)
      await expect(card.locator('[data-qa="finance-child"]')).toHaveText([expected[lang].child])
      await expectAccessible(page)
    }
  })

  test('a weak session sees the lock', async ({ page, devApi }) => {
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/decisions')
    await expect(page.locator('[data-qa="area-root-decisions"]')).toHaveCount(0)
  })

  test('on a phone the decisions fit the screen in Swedish and English, whose labels are the longest', async ({ page, devApi }) => {
    const decisions = new DecisionsPage(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    for (const lang of ['sv', 'en']) {
      await page.goto(`/decisions?lang=${lang}`)
      await expect(decisions.qa('area-root-decisions')).toBeVisible()
      await expect(page.locator('[data-qa="annulment-reason"]').first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    }
  })
})
