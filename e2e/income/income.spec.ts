import type { getIncomeStatementChildren, getIncomeStatements } from '@pesa/shared/api/income'
import { callApi } from '../support/api'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { IncomePage, isoInDays } from './income.page'

test.describe('income statements', () => {
  test('Anna sees her statements, the expiry notice and the warning naming Mikko', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await income.open()
    await expect(income.qa('income-expiring')).toBeVisible()
    await expect(income.qa('partner-warning')).toContainText('Mikko Juhani Virtanen')
    await expect(income.qa('own-statement-table').locator('[data-qa="income-statement-row"]')).toHaveCount(2)
    await expect(income.qa('own-pager')).toHaveCount(0)
  })

  test('at 375 px a row keeps its links together, with no separator left alone under them', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await income.open()
    const draft = income.qa('own-statement-table').locator('[data-status="DRAFT"]')
    await expect(draft.locator('[data-qa="edit-statement"]')).toBeVisible()
    const actions = draft.locator('td').last()
    expect(await actions.innerText()).not.toContain('·')
    const open = (await draft.locator('[data-qa="open-statement"]').boundingBox())!
    const edit = (await draft.locator('[data-qa="edit-statement"]').boundingBox())!
    expect(Math.abs(open.y - edit.y)).toBeLessThan(4)
  })

  test('/income does not shift while it loads: the notices come with the first paint of the lists', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    // The notices' reads answer last, as on a slow line.
    for (const path of ['**/api/citizen/income/expiring', '**/api/citizen/income-statements/partner'])
      await page.route(path, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600))
        await route.continue()
      })
    await page.addInitScript(() => {
      const shifts = ((window as unknown as { __shifts: number }).__shifts = 0)
      void shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await income.open()
    await expect(income.qa('partner-warning')).toBeVisible()
    await expect(income.qa('child-statement-table').first()).toBeVisible()
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.01)
  })

  test('the income type choice is marked required', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await income.open()
    await income.newStatement()
    await expect(income.qa('income-type').locator('legend').first()).toHaveText(/\*$/)
  })

  test('gross income from attachments with two other incomes and a limited company: empty send focuses the first invalid field, then complete and send', async ({
    page,
    devApi
  }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await income.open()
    await income.newStatement()

    await income.qa('send-statement').click()
    await expect(income.qa('form-invalid')).toBeVisible()
    await expect(income.qa('start-date')).toBeFocused()

    await income.typeDate('start-date', isoInDays(7))
    await income.typeDate('end-date', isoInDays(300))
    await income.qa('gross').check()
    await income.radio('gross-income-source', 'Toimitan palkkatiedot liitteinä').check()
    await income.qa('estimated-monthly-income').fill('3 800,50')
    await income.qa('other-income-PENSION').check()
    await income.qa('other-income-RENTAL_INCOME').check()
    await income.radio('is-entrepreneur', 'Kyllä').check()
    await income.typeDate('start-of-entrepreneurship', isoInDays(-30))
    await income.radio('spouse-works-in-company', 'Ei').check()
    await income.qa('limited-company').check()
    await income.radio('limited-company-source', 'Tulotiedot saa hakea tulorekisteristä').check()
    await income.qa('accountant-name').fill('Tilitoimisto Laskuri Oy')
    await income.qa('accountant-phone').fill('040 111 2222')
    await income.qa('accountant-email').fill('laskuri@example.fi')
    await income.qa('assure').check()

    await income.qa('send-statement').click()
    await expect(income.qa('missing-PAYSLIP_GROSS')).toBeVisible()
    await expect(income.qa('missing-ACCOUNTANT_REPORT_LLC')).toBeVisible()
    await expect(income.qa('estimated-monthly-income')).toHaveValue('3 800,50')

    for (const slot of ['PAYSLIP_GROSS', 'PENSION', 'RENTAL_INCOME', 'ACCOUNTANT_REPORT_LLC']) await income.upload(slot)
    await income.qa('send-statement').click()
    await expect(income.qa('income-statement-view')).toBeVisible()
    await expect(income.qa('statement-status')).toHaveText('Lähetetty')
    await expect(income.qa('statement-attachments').locator('[data-qa="file-upload-file"]')).toHaveCount(4)
  })

  test('a draft with a start date only is resumed and sent; a taken start date is refused', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await income.open()
    await income.newStatement()
    const start = isoInDays(14)
    await income.typeDate('start-date', start)
    await income.qa('save-draft').click()
    await expect(income.qa('statement-status')).toHaveText('Luonnos')

    await page.reload()
    await income.qa('edit-statement').click()
    await expect(income.qa('start-date')).toHaveValue(new RegExp(`^0?${Number(start.slice(8))}\\.`))
    await income.qa('highest-fee').check()
    await income.qa('assure').check()
    await income.qa('send-statement').click()
    await expect(income.qa('statement-status')).toHaveText('Lähetetty')

    await income.open()
    await income.newStatement()
    await income.typeDate('start-date', start)
    await income.qa('save-draft').click()
    await expect(income.page.getByText('Tätä päivämäärää ei voi valita')).toBeVisible()
  })

  test('details are added to a sent statement; once handled it is read-only and /edit redirects', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const { id } = await income.devApi('post', '/income-statements', {
      ssn: DEMO.anna.ssn,
      type: 'INCOME',
      status: 'SENT',
      startDate: isoInDays(40),
      endDate: isoInDays(300),
      body: {
        gross: { incomeSource: 'INCOMES_REGISTER', noIncomeDescription: '', estimatedMonthlyIncome: '2000', otherIncome: [], otherIncomeInfo: '' },
        isEntrepreneur: false
      }
    })
    await page.goto(`/income/${id}`)
    await income.qa('add-details').click()
    await income.qa('details-other-info').fill('Palkankorotus alkaen ensi kuussa')
    await income.upload('details-upload')
    await income.qa('save-details').click()
    await expect(income.qa('statement-answers')).toContainText('Palkankorotus alkaen ensi kuussa')
    // Before staff add anything the confirmation names the files that go with the statement.
    await income.qa('delete-statement').click()
    await expect(income.qa('delete-files').locator('li')).toHaveCount(1)
    await income.page.getByRole('alertdialog').getByRole('button', { name: 'Peruuta' }).click()
    // Once staff have added a paper attachment, the guardian can no longer delete it, and is told why.
    await income.devApi('post', `/income-statements/${id}/paper-attachment`, { attachmentType: 'OTHER' })
    await page.reload()
    await expect(income.qa('delete-statement')).toHaveCount(0)
    await expect(income.qa('not-deletable')).toContainText('henkilökunta on lisännyt siihen paperiliitteitä')

    await income.devApi('post', `/income-statements/${id}/handle`)
    await page.reload()
    await expect(income.qa('statement-status')).toHaveText('Käsitelty')
    await expect(income.qa('add-details')).toHaveCount(0)
    await expect(income.qa('delete-statement')).toHaveCount(0)
    await page.goto(`/income/${id}/edit`)
    await expect(income.qa('income-page')).toBeVisible()
  })

  test('a draft is deleted after confirmation; a failed delete shows the error dialog', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await income.open()
    await income.qa('own-statement-table').locator('[data-status="DRAFT"] [data-qa="open-statement"]').click()
    await page.route('**/api/citizen/income-statements/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.continue()
    )
    await income.qa('delete-statement').click()
    await income.page.getByRole('alertdialog').getByRole('button', { name: 'Poista' }).click()
    await expect(income.qa('delete-failed')).toBeVisible()
    await income.qa('delete-failed-ok').click()
    await page.unroute('**/api/citizen/income-statements/*')

    await income.qa('delete-statement').click()
    await income.page.getByRole('alertdialog').getByRole('button', { name: 'Poista' }).click()
    await expect(income.qa('income-page')).toBeVisible()
    await expect(income.qa('own-statement-table').locator('[data-qa="income-statement-row"]')).toHaveCount(1)
  })

  test('Anna drafts a child statement for Lumi and Mikko finishes and sends it', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await income.open()
    const lumi = income.page.locator('[data-qa^="child-statements-"]').filter({ hasText: 'Lumi' })
    await lumi.locator('[data-qa="new-child-income-statement"]').click()
    await income.typeDate('start-date', isoInDays(3))
    await income.qa('other-info').fill('Lumin elatustuki')
    await income.qa('save-draft').click()
    await expect(income.qa('statement-status')).toHaveText('Luonnos')

    await devApi.login(DEMO.mikko.ssn, 'STRONG')
    await income.open()
    await income.page.locator('[data-qa^="child-statements-"]').filter({ hasText: 'Lumi' }).locator('[data-qa="edit-statement"]').click()
    await expect(income.qa('other-info')).toHaveValue('Lumin elatustuki')
    await income.qa('send-statement').click()
    await expect(income.qa('missing-attachments')).toBeVisible()
    await income.upload('CHILD_INCOME')
    await income.qa('assure').check()
    await income.qa('send-statement').click()
    await expect(income.qa('statement-status')).toHaveText('Lähetetty')
  })

  test('choosing the highest fee clears the income answers after a confirmation', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await income.open()
    await income.newStatement()
    await income.qa('gross').check()
    await income.radio('gross-income-source', 'Minulla ei ole tuloja').check()
    // The box stays unticked until the guardian confirms clearing the answers.
    await income.qa('highest-fee').click()
    await expect(income.qa('confirm-highest-fee')).toBeVisible()
    await income.page.getByRole('button', { name: 'Valitse korkein maksu' }).click()
    await expect(income.qa('highest-fee')).toBeChecked()
    await expect(income.qa('gross')).not.toBeChecked()
    await expect(income.qa('gross-income-source')).toHaveCount(0)
  })

  test('an upload of the wrong kind is refused and the answers stay', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await income.open()
    await income.newStatement()
    await income.qa('other-info').fill('Tieto pysyy')
    await income
      .qa('upload-OTHER')
      .locator('[data-qa="file-upload-input"]')
      .setInputFiles({ name: 'ohjelma.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00not a pdf') })
    await expect(income.qa('upload-OTHER').locator('[data-qa="file-upload-error"]')).toContainText('Tiedoston sisältö ei vastaa sen tyyppiä')
    await income
      .qa('upload-OTHER')
      .locator('[data-qa="file-upload-input"]')
      .setInputFiles({ name: 'tiedosto', mimeType: 'application/octet-stream', buffer: Buffer.from('x') })
    await expect(income.qa('upload-OTHER').locator('[data-qa="file-upload-error"]').last()).toContainText('tiedostopääte')
    await expect(income.qa('other-info')).toHaveValue('Tieto pysyy')
  })

  test('after a session timeout the tab restores the form, nothing typed lost; cancel clears it', async ({ page, devApi }) => {
    // Several logins, reloads and an axe run: more than the default budget on a loaded machine
    test.slow()
    const income = new IncomePage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await income.open()
    await income.newStatement()
    await income.typeDate('start-date', isoInDays(10))
    await income.qa('gross').check()
    await income.radio('gross-income-source', 'Minulla ei ole tuloja').check()
    await income.qa('other-info').fill('Ei saa hukkua')

    await devApi.expireSessions(DEMO.liisa.ssn)
    await income.qa('save-draft').click()
    await expect(page).not.toHaveURL(/\/income\/new\/edit/)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await page.goto('/income/new/edit')
    await expect(income.qa('form-restored')).toBeVisible()
    await expect(income.qa('other-info')).toHaveValue('Ei saa hukkua')
    await expect(income.qa('gross')).toBeChecked()
    await expectAccessible(page)

    await income.qa('cancel-statement').click()
    await expect(income.qa('income-page')).toBeVisible()
    await page.goto('/income/new/edit')
    await expect(income.qa('income-statement-form')).toBeVisible()
    await expect(income.qa('form-restored')).toHaveCount(0)
    await expect(income.qa('other-info')).toHaveValue('')
  })

  test('leaving a form with unsaved changes asks first', async ({ page, devApi }) => {
    // Several logins, reloads and an axe run: more than the default budget on a loaded machine
    test.slow()
    const income = new IncomePage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await income.open()
    await income.newStatement()
    await income.qa('other-info').fill('Kesken')
    await page.locator('[data-qa="nav-messages"]').first().click()
    await expect(income.qa('confirm-leave')).toBeVisible()
    await expectAccessible(page)
    await income.qa('confirm-leave').getByRole('button', { name: 'Peruuta' }).click()
    await expect(page).toHaveURL(/\/income\/new\/edit$/)
    await expect(income.qa('other-info')).toHaveValue('Kesken')

    await page.locator('[data-qa="nav-messages"]').first().click()
    await income.qa('confirm-leave').getByRole('button', { name: 'Poistu tallentamatta' }).click()
    await expect(page).toHaveURL(/\/messages/)
    await page.goto('/income/new/edit')
    await expect(income.qa('other-info')).toHaveValue('')
  })

  test('a weakly logged-in Anna identifies strongly and comes back to /income', async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await page.goto('/income')
    await page.locator(`input[name="ssn"][value="${DEMO.anna.ssn}"]`).check()
    await page.locator('[data-qa="identify"]').click()
    await expect(page).toHaveURL(/\/income$/)
    await expect(income.qa('income-page')).toBeVisible()
  })

  test("another family's statement answers not found", async ({ page, devApi }) => {
    const income = new IncomePage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const own = await callApi<typeof getIncomeStatements>(page.request, 'get', '/citizen/income-statements')
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await page.goto(`/income/${own.data[0]!.id}`)
    await expect(income.page.getByRole('heading', { name: /löytynyt/i })).toBeVisible()
    const children = await callApi<typeof getIncomeStatementChildren>(page.request, 'get', '/citizen/income-statements/children')
    expect(children).toHaveLength(1)
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`the list, the form and the view are accessible in ${lang}`, async ({ page, devApi }) => {
      const income = new IncomePage(page)
      await devApi.login(DEMO.anna.ssn, 'STRONG')
      await income.open(`?lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(income.qa('partner-warning')).toBeVisible()
      await expectAccessible(page)

      await income.newStatement()
      await income.qa('gross').check()
      await income.qa('send-statement').click()
      await expect(income.qa('form-invalid')).toBeVisible()
      await expectAccessible(page)

      await income.open()
      await income.qa('own-statement-table').locator('[data-status="HANDLED"] [data-qa="open-statement"]').click()
      await expect(income.qa('statement-answers')).toBeVisible()
      await expectAccessible(page)
    })
  }
})
