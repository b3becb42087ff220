import { expect, test } from '../support/fixtures'
import { FORMS, isParsing, NOT_DRIVEN } from './registry'

const MISSING = /Pakollinen tieto|Valitse yksi vaihtoehto|Valitse vähintään yksi vaihtoehto/

/**
 * Issue 34 §4: every form behaves the same after a failed submit. Sent empty, the fields say
 * "missing" and the notice at the top appears; a text that does not parse says so (not
 * "missing"), at once; fixed, the marks and the notice go as the guardian types, with no submit.
 * A form with no field that parses skips the malformed case by a typed reason in the registry.
 */
test.describe('form errors behave the same in every form', () => {
  test('every form is driven', () => {
    expect(NOT_DRIVEN).toEqual([])
  })

  for (const form of FORMS) {
    const parsing = isParsing(form.parsing) ? form.parsing : undefined
    const skipped = isParsing(form.parsing) ? [] : [{ type: 'not applicable: malformed', description: form.parsing.reason }]
    test(`${form.name}: missing, ${parsing ? 'malformed, ' : ''}fixed`, { annotation: skipped }, async ({ page, devApi }) => {
      page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()))
      await devApi.login(form.login.ssn, form.login.level)
      const root = await form.open(page)
      await expect(root).toBeVisible()
      const notice = page.locator('[data-qa="form-invalid"]')

      // Missing
      await root.locator(`[data-qa="${form.submit}"]`).click()
      await expect(notice).toBeVisible()
      await expect(root.getByText(MISSING).first()).toBeVisible()
      await expect(root.locator('[aria-invalid="true"]').first()).toBeVisible()

      if (parsing) {
        const field = root.locator(`[data-qa="${parsing.field}"]`)
        if (!parsing.optional) await expect(field).toHaveAttribute('aria-invalid', 'true')

        // Malformed: a message of its own, shown as it is typed, and kept by the button
        await field.fill(parsing.malformed)
        await field.press('Tab')
        await expect(field).toHaveValue(parsing.malformed)
        await expect(root.getByText(parsing.message)).toBeVisible()
        await expect(notice).toBeVisible()
        await root.locator(`[data-qa="${form.submit}"]`).click()
        await expect(root.getByText(parsing.message)).toBeVisible()
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        await expect(field).toHaveValue(parsing.malformed)

        // Fixed: the marks and the notice follow the input, with no submit
        await field.fill(await parsing.valid(page))
        await field.press('Tab')
        await expect(root.getByText(parsing.message)).toHaveCount(0)
        await expect(field).not.toHaveAttribute('aria-invalid', 'true')
      }
      await form.fillRest?.(root)
      await expect(root.locator('[aria-invalid="true"]')).toHaveCount(0)
      await expect(notice).toHaveCount(0)
    })
  }
})
