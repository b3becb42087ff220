import type { getChildren } from '@pesa/shared/api/children'
import { callApi } from '../support/api'
import type { Locator, Page } from '@playwright/test'
import { ChildPage } from '../children/child-page.page'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'

/**
 * Issue 35 §4, by keyboard alone, an area at a time: a dialog or panel opened from a control
 * gives focus back to that control when it closes, by Escape and by its own close button
 * (WCAG 2.4.3 Focus Order). The return is the shared Modal's (`rememberOpener`); the messages
 * editor and reply are panels with their own moves. The opener is focused directly, as Tab
 * would leave it: the route to it is each area's own keyboard flow. Each runs in fi, sv and en,
 * with axe on the open dialog.
 */
async function closesBackToOpener(page: Page, opener: Locator, dialog: Locator, closeButton: string, openKey = 'Enter') {
  await opener.focus()
  await page.keyboard.press(openKey)
  await expect(dialog).toBeVisible()
  await expect(opener).not.toBeFocused()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()

  await page.keyboard.press(openKey)
  await expect(dialog).toBeVisible()
  await dialog.locator(`[data-qa="${closeButton}"]`).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
}

const qa = (page: Page, name: string) => page.locator(`[data-qa="${name}"]`)

for (const lang of ['fi', 'sv', 'en'] as const) {
  const inLanguage = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`
  test.describe(`focus goes back to the opener when a dialog or panel closes, by keyboard, in ${lang}`, () => {
    test('calendar: the calendar feed dialog', async ({ page, devApi }) => {
      await devApi.login(DEMO.anna.ssn, 'STRONG')
      await page.goto(inLanguage('/calendar'))
      await closesBackToOpener(page, qa(page, 'open-feed'), qa(page, 'feed-modal'), 'feed-close')
    })

    test('messages: delete dialog; new message into the editor and back; reply into its text and back', async ({ page, devApi }) => {
      await devApi.login(DEMO.anna.ssn, 'WEAK')
      await page.goto(inLanguage('/messages'))
      await page.locator('[data-qa^="thread-item-"][href]').filter({ hasText: 'Valokuvaus ensi viikolla' }).click()
      await expect(qa(page, 'thread-title')).toHaveText('Valokuvaus ensi viikolla')
      await closesBackToOpener(page, qa(page, 'delete-thread'), qa(page, 'delete-dialog'), 'confirm-dialog-cancel')

      // Reply: into the text, and discard back to the reply button
      await qa(page, 'reply').focus()
      await page.keyboard.press('Enter')
      await expect(qa(page, 'reply-content')).toBeFocused()
      await qa(page, 'discard-reply').focus()
      await page.keyboard.press('Enter')
      await expect(qa(page, 'reply')).toBeFocused()

      // New message: to the editor's heading, and discard back to the button
      await qa(page, 'new-message').focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('#editor-title')).toBeFocused()
      await qa(page, 'discard-message').focus()
      await page.keyboard.press('Enter')
      await expect(qa(page, 'message-editor')).toHaveCount(0)
      await expect(qa(page, 'new-message')).toBeFocused()
    })

    test('applications: removing a draft asks first', async ({ page, devApi }) => {
      await devApi.login(DEMO.anna.ssn, 'STRONG')
      // A draft to remove: the demo family has none
      const lumi = (await callApi<typeof getChildren>(page.request, 'get', '/citizen/children')).find((child) => child.firstName.startsWith('Lumi'))!.id
      await page.goto(inLanguage(`/applications/new/${lumi}`))
      await page.locator('[data-qa="application-type"] input[value="CLUB"]').check()
      await qa(page, 'create-application').click()
      await qa(page, 'save-draft').click()
      await expect(qa(page, 'applications-notice')).toBeVisible()
      const opener = qa(page, 'remove-application').first()
      await closesBackToOpener(page, opener, qa(page, 'confirm-remove'), 'confirm-dialog-cancel')
    })

    test('children: cancelling an absence application', async ({ page, devApi }) => {
      const children = new ChildPage(page)
      await devApi.login(DEMO.anna.ssn, 'STRONG')
      await page.goto(inLanguage('/children'))
      const { Ella } = await children.children()
      await children.open(Ella!)
      const absences = await children.openSection('absence-applications')
      const opener = absences.locator('[data-qa="cancel-application"]').first()
      await closesBackToOpener(page, opener, qa(page, 'cancel-application-dialog'), 'confirm-dialog-cancel')
    })

    test('income: the highest fee clearing the answers asks first', async ({ page, devApi }) => {
      await devApi.login(DEMO.anna.ssn, 'STRONG')
      await page.goto(inLanguage('/income/new/edit'))
      await qa(page, 'gross').check()
      await closesBackToOpener(page, qa(page, 'highest-fee'), qa(page, 'confirm-highest-fee'), 'confirm-dialog-cancel', 'Space')
      await expect(qa(page, 'highest-fee')).not.toBeChecked()
    })

    test('personal details: the password dialog', async ({ page, devApi }) => {
      await devApi.login(DEMO.anna.ssn, 'STRONG')
      await page.goto(inLanguage('/personal-details'))
      await closesBackToOpener(page, qa(page, 'update-password'), qa(page, 'password-modal'), 'cancel-password')
    })

    test('map: a unit’s details and back', async ({ page }) => {
      await page.goto(inLanguage('/map'))
      const item = qa(page, 'map-unit-list-item').first()
      await item.focus()
      await page.keyboard.press('Enter')
      await expect(qa(page, 'unit-details-name')).toBeFocused()
      await qa(page, 'map-details-back').focus()
      await page.keyboard.press('Enter')
      await expect(qa(page, 'map-unit-list-item').first()).toBeFocused()
    })
  })
}
