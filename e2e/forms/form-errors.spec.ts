import { expect, test } from '../support/fixtures'
import { FORMS, typeDate } from './registry'

const MISSING = /Pakollinen tieto|Valitse yksi vaihtoehto|Valitse vähintään yksi vaihtoehto/
const MALFORMED = 'Anna päivämäärä muodossa pp.kk.vvvv'

/**
 * Issue 34 §4: every form behaves the same after a failed submit. Sent empty, the fields say
 * "missing" and the notice at the top appears; a date that is not a date says so (not
 * "missing"), at once; fixed, the marks and the notice go as the guardian types, with no submit.
 */
test.describe('form errors behave the same in every form', () => {
  for (const form of FORMS) {
    test(`${form.name}: missing, malformed, fixed`, async ({ page, devApi }) => {
      page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()))
      await devApi.login(form.login.ssn, form.login.level)
      const root = await form.open(page)
      await expect(root).toBeVisible()
      const notice = page.locator('[data-qa="form-invalid"]')
      const date = root.locator(`[data-qa="${form.dateField}"]`)

      // Missing
      await root.locator(`[data-qa="${form.submit}"]`).click()
      await expect(notice).toBeVisible()
      await expect(root.getByText(MISSING).first()).toBeVisible()
      if (!form.dateOptional) await expect(date).toHaveAttribute('aria-invalid', 'true')

      // Malformed: a message of its own, shown as it is typed, and kept by the button
      await typeDate(date, '2026-02-30')
      await expect(root.getByText(MALFORMED)).toBeVisible()
      await expect(notice).toBeVisible()
      await root.locator(`[data-qa="${form.submit}"]`).click()
      await expect(root.getByText(MALFORMED)).toBeVisible()
      await expect(date).toHaveAttribute('aria-invalid', 'true')

      // Fixed: the marks and the notice follow the input, with no submit
      await typeDate(date, await form.validDate(page))
      await expect(root.getByText(MALFORMED)).toHaveCount(0)
      await expect(date).not.toHaveAttribute('aria-invalid', 'true')
      await form.fillRest?.(root)
      await expect(root.locator('[aria-invalid="true"]')).toHaveCount(0)
      await expect(notice).toHaveCount(0)
    })
  }
})
