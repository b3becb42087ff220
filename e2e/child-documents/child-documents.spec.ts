import type { devLogin } from '@pesa/shared/api/dev-api'
import type { putChildDocumentAnswer } from '@pesa/shared/api/child-documents'
import type { getChildren } from '@pesa/shared/api/children'
import { callApi, type BodyOf } from '../support/api'
import { request } from '@playwright/test'
import { ShellPage } from '../shell/shell.page'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ChildDocumentPage } from './child-document.page'

test.describe('child documents', () => {
  test('Anna answers a waiting document by keyboard: edit, preview, confirm; the answer is hers and frozen', async ({ page, devApi }) => {
    // Four axe runs and a whole keyboard walk: more than the default half minute on a shared machine
    test.slow()
    const doc = new ChildDocumentPage(page)
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const id = await doc.newDraft()
    await doc.open(id, '?readOnly=false')
    await expect(doc.qa('document-title')).toHaveText('Aloituskeskustelu')
    await expect(doc.qa('document-child')).toHaveText('Ella Sofia Virtanen')
    await expect(doc.qa('document-status')).toHaveText('Odottaa huoltajan vastausta')
    await expect(doc.qa('document-confidential')).toBeVisible()
    for (const lang of ['fi', 'sv', 'en'] as const) {
      if (lang !== 'fi') await shell.chooseLanguage(lang)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expectAccessible(page)
    }
    await shell.chooseLanguage('fi')
    await page.setViewportSize({ width: 375, height: 800 })
    await expectAccessible(page)
    await page.setViewportSize({ width: 1280, height: 720 })

    // Sending with a required answer missing goes to it, without asking
    await doc.qa('send-document').focus()
    await page.keyboard.press('Enter')
    await expect(doc.question('wishes')).toBeFocused()
    await expect(doc.qa('send-document-dialog')).toHaveCount(0)
    await expectAccessible(page)
    await page.keyboard.type('Ulkoilua ja satuja')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await expect(doc.question('allergies')).toBeChecked()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await expect(doc.question('meeting')).toBeFocused()
    await page.keyboard.type('1.12.2026')
    await doc.qa('preview-document').focus()
    await page.keyboard.press('Enter')

    await expect(doc.qa('answer-wishes')).toContainText('Ulkoilua ja satuja')
    await expect(doc.qa('answer-allergies')).toContainText('Kyllä')
    await expect(doc.qa('answer-activities')).toContainText('Ulkoilu, Kirjat')
    await expect(doc.qa('answer-language')).toContainText('ruotsi')
    await expect(doc.qa('answer-meeting')).toContainText('01.12.2026')
    await expectAccessible(page)
    await doc.qa('send-document').focus()
    await page.keyboard.press('Enter')
    await expect(doc.qa('send-document-dialog')).toBeVisible()
    await expectAccessible(page)
    await doc.qa('send-document-dialog').getByRole('button', { name: 'Lähetä vastaukset' }).focus()
    await page.keyboard.press('Enter')

    await expect(doc.qa('document-status')).toHaveText('Valmis')
    await expect(doc.qa('document-answered-by')).toContainText('Anna')
    await expect(doc.qa('document-sent-info')).toBeVisible()
    await expect(doc.qa('answer-document')).toHaveCount(0)
    await expect(doc.qa('answer-wishes')).toContainText('Ulkoilua ja satuja')
    // Frozen: the edit link opens it read-only, and the server refuses another answer
    await doc.open(id, '?readOnly=false')
    await expect(doc.question('wishes')).toHaveCount(0)
    await expect(doc.qa('answer-language')).toContainText('ruotsi')
    // raw: the refusal (409) is what is asserted
    const again = await page.request.put(`/api/citizen/child-documents/${id}`, {
      data: { status: 'COMPLETED', content: { answers: [] } } satisfies BodyOf<typeof putChildDocumentAnswer>,
      headers: { 'x-pesa-csrf': '1' }
    })
    expect(again.status()).toBe(409)
  })

  test('the document prints alone, opens as a PDF in a new window, and returns to the child or the calendar', async ({ page, devApi }) => {
    const doc = new ChildDocumentPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const id = await doc.newDraft()
    await doc.open(id)
    await expect(doc.qa('answer-document')).toBeVisible()
    await expect(doc.question('wishes')).toHaveCount(0)

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    await doc.qa('print-document').click()
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
    await page.emulateMedia({ media: 'print' })
    await expect(doc.qa('document-title')).toBeVisible()
    await expect(doc.qa('answer-wishes')).toBeVisible()
    await expect(doc.qa('print-document')).toBeHidden()
    await expect(doc.qa('document-return')).toBeHidden()
    await expect(page.getByRole('navigation').first()).toBeHidden()
    await page.emulateMedia({ media: 'screen' })

    await expect(doc.qa('document-pdf')).toHaveAttribute('target', '_blank')
    // The new window asks for the PDF; whether it then shows it or saves it is the browser's (a
    // headless shell, as in this suite, has no PDF viewer, so its window stays blank and downloads).
    const pdfPath = `/api/citizen/child-documents/${id}/pdf`
    const [popup, opened] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('request', (request) => request.url().includes(pdfPath)),
      doc.qa('document-pdf').click()
    ])
    expect(opened.frame().page()).toBe(popup)
    expect(opened.isNavigationRequest()).toBe(true)
    await popup.close()
    // raw: a PDF, not JSON
    const pdf = await page.request.get(`/api/citizen/child-documents/${id}/pdf`)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF')

    const children = await callApi<typeof getChildren>(page.request, 'get', '/citizen/children')
    const ella = children.find((child) => child.firstName.startsWith('Ella'))!
    await expect(doc.qa('document-return')).toHaveAttribute('href', `/children/${ella.id}`)
    await doc.open(id, '?returnTo=calendar&readOnly=false')
    await expect(doc.question('wishes')).toBeVisible()
    await doc.qa('document-return').click()
    await expect(page).toHaveURL(/\/calendar$/)
  })

  test('typed answers survive a language switch, and leaving with them asks first', async ({ page, devApi }) => {
    const doc = new ChildDocumentPage(page)
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const id = await doc.newDraft()
    await doc.open(id, '?returnTo=calendar&readOnly=false')
    await doc.question('wishes').fill('Paljon ulkoilua')
    await doc.question('language').getByLabel('muu').check()
    await shell.chooseLanguage('sv')
    await expect(doc.qa('answer-mode')).toContainText('Svara på frågorna')
    await expect(doc.question('wishes')).toHaveValue('Paljon ulkoilua')
    await expect(doc.question('language').getByLabel('muu')).toBeChecked()

    await doc.qa('document-return').click()
    await expect(page.locator('[data-qa="leave-page-warning"]')).toBeVisible()
    await expectAccessible(page)
    await page.locator('[data-qa="leave-page-warning"]').getByRole('button', { name: 'Stanna på sidan' }).click()
    await expect(page).toHaveURL(new RegExp(`/child-documents/${id}`))
    await expect(doc.question('wishes')).toHaveValue('Paljon ulkoilua')
  })

  test('Mikko sends first: Anna is told the document was answered, and her text stays', async ({ page, devApi }) => {
    const doc = new ChildDocumentPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const id = await doc.newDraft()
    await doc.open(id, '?readOnly=false')
    await doc.question('wishes').fill('Annan vastaus')
    await doc.question('language').getByLabel('suomi').check()

    // Mikko answers from his own device before Anna sends
    const mikko = await request.newContext({ baseURL: new URL(page.url()).origin })
    await callApi<typeof devLogin>(mikko, 'post', '/dev-api/login', { ssn: DEMO.mikko.ssn, authLevel: 'STRONG' })
    // raw: the exact status (204) is asserted
    const answered = await mikko.put(`/api/citizen/child-documents/${id}`, {
      data: {
        status: 'COMPLETED',
        content: {
          answers: [
            { questionId: 'wishes', type: 'TEXT', value: 'Mikon vastaus' },
            { questionId: 'language', type: 'RADIO_BUTTON_GROUP', value: 'fi' }
          ]
        }
      } satisfies BodyOf<typeof putChildDocumentAnswer>,
      headers: { 'x-pesa-csrf': '1' }
    })
    expect(answered.status()).toBe(204)
    await mikko.dispose()

    await doc.qa('send-document').click()
    await doc.qa('send-document-dialog').getByRole('button', { name: 'Lähetä vastaukset' }).click()
    await expect(doc.qa('answered-elsewhere')).toBeVisible()
    await expect(doc.question('wishes')).toHaveValue('Annan vastaus')
    await expect(doc.qa('send-document')).toHaveCount(0)
    await expectAccessible(page)
    await doc.qa('show-sent-answers').click()
    await expect(doc.qa('answer-wishes')).toContainText('Mikon vastaus')
    await expect(doc.qa('document-status')).toHaveText('Valmis')
  })
})
