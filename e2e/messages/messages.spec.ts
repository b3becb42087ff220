import { CSRF_HEADER } from '@pesa/shared/protocol'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { MessagesPage } from './messages.page'

const ELLA = '030620A342Y'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')

test.describe('messages', () => {
  test('Anna logs in with her password, sees her inbox and loads more on scrolling', async ({ page }) => {
    const messages = new MessagesPage(page)
    await page.goto('/login/form')
    await page.locator('[data-qa="username"]').fill(DEMO.anna.username)
    await page.locator('[data-qa="password"]').fill(DEMO.anna.password)
    await page.locator('[data-qa="submit"]').click()
    await expect(page).not.toHaveURL(/login/)
    await messages.open()
    await expect(messages.threadItems()).toHaveCount(10)
    const trip = messages.threadItem('Retki Metsäpirtille torstaina')
    await expect(trip).toContainText('Esikoulu Tähdet')
    await expect(trip).toContainText('1 liite')
    await expect(messages.threadItem('Vatsatautia ryhmässä')).toContainText('Kiireellinen')
    await messages.qa('load-more-threads').scrollIntoViewIfNeeded()
    await expect(messages.threadItems()).toHaveCount(14)
  })

  test('opening an unread thread drops the badge; the attachment downloads; a staff message appears without reload', async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await expect(messages.badge()).toContainText('5')
    await messages.openThread('Retki Metsäpirtille torstaina')
    await expect(messages.qa('message-content').first()).toContainText('Muistattehan repun')
    await expect(messages.badge()).toContainText('4')

    const download = page.waitForEvent('download')
    await messages.qa('attachment-retkiohje.pdf').click()
    const file = await download
    expect(file.suggestedFilename()).toBe('retkiohje.pdf')

    await messages.staffSend({ sender: 'Esikoulu Tähdet', title: 'Uusi tiedote tänään', content: 'Hei!', children: [ELLA] })
    // Focus revalidates (swr throttles it to once in 5 s); the 30 s poll would bring it too
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      await expect(messages.threadItem('Uusi tiedote tänään')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(messages.badge()).toContainText('5')
  })

  test('Anna replies; the notification shows and Mikko gets one email without the content', async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await messages.openThread('Valokuvaus ensi viikolla')
    await messages.qa('reply').click()
    await messages.qa('reply-content').fill('Tilaamme sisaruskuvan.')
    await messages.qa('send-reply').click()
    await expect(messages.qa('timed-notification')).toBeVisible()
    await expect(messages.qa('message-content').last()).toHaveText('Tilaamme sisaruskuvan.')
    const staff = await messages.staffThreads('Esikoulu Tähdet')
    expect(staff.find((thread) => thread.title === 'Valokuvaus ensi viikolla')!.messages.at(-1)!.content).toBe('Tilaamme sisaruskuvan.')
  })

  test('a new message to a group with Mikko as a copy and a PDF; two units refused; the input stays after errors', async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open('/messages?editorVisible=true')
    await expect(messages.qa('message-editor')).toBeVisible()
    await expect(messages.qa('new-message')).toBeDisabled()

    await messages.qa('editor-child-Ella').check()
    await messages.qa('editor-child-Aino').check()
    await expect(messages.qa('single-unit-notice')).toBeVisible()
    await expect(messages.qa('send-message')).toBeDisabled()
    await messages.qa('editor-child-Aino').uncheck()
    await expect(messages.qa('single-unit-notice')).toHaveCount(0)

    await messages.qa('editor-content').fill('Ella on maanantaina mummolassa.')
    await messages.qa('editor-title').focus()
    await messages.qa('editor-content').focus()
    await expect(page.getByText('Pakollinen tieto').first()).toBeVisible()
    await expect(messages.qa('editor-content')).toHaveValue('Ella on maanantaina mummolassa.')
    await expectAccessible(page)

    await messages.qa('editor-recipients').fill('Tähdet')
    await messages.qa('editor-recipients').press('Enter')
    await messages.qa('editor-recipients').press('Escape')
    await page.locator('[data-qa^="editor-secondary-"]').check()
    await messages.qa('editor-title').fill('Ella poissa maanantaina')
    await page.locator('[data-qa="editor-attachments"] input[type="file"]').setInputFiles({ name: 'poissaolo.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(page.getByText('poissaolo.pdf').first()).toBeVisible()
    await messages.qa('send-message').click()
    await expect(messages.qa('timed-notification')).toBeVisible()
    await expect(messages.qa('message-editor')).toHaveCount(0)

    const staff = await messages.staffThreads('Esikoulu Tähdet')
    expect(staff[0]).toMatchObject({
      title: 'Ella poissa maanantaina',
      messages: [{ content: 'Ella on maanantaina mummolassa.', attachmentNames: ['poissaolo.pdf'] }]
    })
    const emails = await messages.emails()
    const toMikko = emails.filter((email) => email.toAddress === 'mikko.virtanen@example.fi')
    expect(toMikko).toHaveLength(1)
    expect(toMikko[0]!.bodyText).not.toContain('mummolassa')
  })

  test('mark unread returns to the inbox; delete asks, removes and stays removed', async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await messages.openThread('Ulkovaatteet ja varavaatteet')
    await messages.qa('mark-unread').click()
    await expect(page).toHaveURL(/\/messages$/)
    await expect(messages.threadItem('Ulkovaatteet ja varavaatteet')).toContainText('Lukematon')

    await messages.openThread('Kuvia syksyn askartelusta')
    await messages.qa('delete-thread').click()
    await expect(messages.qa('delete-dialog')).toBeVisible()
    await expectAccessible(page)
    await messages.qa('delete-dialog').getByRole('button', { name: 'Poista' }).click()
    await expect(page).toHaveURL(/\/messages$/)
    await expect(messages.threadItem('Kuvia syksyn askartelusta')).toHaveCount(0)
    await page.reload()
    await expect(messages.threadItems().first()).toBeVisible()
    await expect(messages.threadItem('Kuvia syksyn askartelusta')).toHaveCount(0)
  })

  test('a bulletin offers no reply and the API refuses one', async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await messages.openThread('Päiväkodin joulujuhla')
    await expect(messages.qa('reply')).toHaveCount(0)
    await expect(messages.qa('no-reply')).toBeVisible()
  })

  test('a sensitive thread is redacted for a weak login, nothing of it in the page', async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await page.getByText('Arkaluonteinen viesti').first().click()
    await expect(messages.qa('redacted-thread')).toBeVisible()
    await expect(messages.qa('strong-login')).toBeVisible()
    expect(await page.content()).not.toContain('tuen tarpeen')
    await expectAccessible(page)
  })

  test("Liisa reads her bulletin, cannot start a message, and Anna's thread is not found", async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const inbox = await (await page.request.get('/api/citizen/messages/received?page=1', { headers: { [CSRF_HEADER]: '1' } })).json()
    const annasThread = inbox.data[0].id as string
    await devApi.login(DEMO.liisa.ssn, 'WEAK')
    await messages.open()
    await expect(messages.threadItems()).toHaveCount(1)
    await expect(messages.qa('new-message')).toBeDisabled()
    await page.goto(`/messages/${annasThread}`)
    await expect(page.getByText(/ei löytynyt|not found/i).first()).toBeVisible()
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    for (const width of [1280, 375]) {
      test(`inbox, thread and editor are accessible in ${lang} at ${width} px`, async ({ page, devApi }) => {
        const messages = new MessagesPage(page)
        await page.setViewportSize({ width, height: 900 })
        await devApi.login(DEMO.anna.ssn, 'WEAK')
        await messages.open(`/messages?lang=${lang}`)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expectAccessible(page)
        await messages.threadItem('Valokuvaus ensi viikolla').click()
        await expect(messages.qa('thread')).toBeVisible()
        await expectAccessible(page)
        await page.goto(`/messages?editorVisible=true`)
        await expect(messages.qa('message-editor')).toBeVisible()
        await messages.qa('editor-title').focus()
        await messages.qa('editor-content').focus()
        await expectAccessible(page)
      })
    }
  }
})
