import type { getReceivedMessages } from '@pesa/shared/api/messages'
import { callApi } from '../support/api'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { holdRequests } from '../support/hold'
import { MessagesPage } from './messages.page'

const ELLA = '030620A342Y'
const ONNI = '100522A3105'
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

  test('a poll brings a new thread to a fully loaded inbox: no thread drops off, and the badge follows without focus', async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await page.clock.install()
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await expect(messages.badge()).toContainText('5')
    await messages.qa('load-more-threads').scrollIntoViewIfNeeded()
    await expect(messages.threadItems()).toHaveCount(14)
    const titles = await messages.threadItems().locator('[data-qa="thread-item-title"]').allTextContents()

    await messages.staffSend({ sender: 'Esikoulu Tähdet', title: 'Uusi tiedote tänään', content: 'Hei!', children: [ELLA] })
    await page.clock.runFor(31_000)
    await expect(messages.threadItem('Uusi tiedote tänään')).toBeVisible()
    await expect(messages.threadItems()).toHaveCount(15)
    await expect(messages.threadItems().locator('[data-qa="thread-item-title"]')).toHaveText(['Uusi tiedote tänään', ...titles])
    await expect(messages.badge()).toContainText('6')
  })

  test('an inbox item deletes its thread after asking; the open thread closes on a wide screen', async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await messages.openThread('Valokuvaus ensi viikolla')
    await expect(messages.qa('back-to-inbox')).toBeHidden()
    await messages.qa('close-thread').click()
    await expect(page).toHaveURL(/\/messages$/)
    await expect(messages.qa('thread')).toHaveCount(0)
    await expect(messages.threadItem('Valokuvaus ensi viikolla')).toBeVisible()

    // The open thread deleted from its inbox item: asked, gone from the list and the view, and after a reload
    await messages.openThread('Kuvia syksyn askartelusta')
    await page.getByRole('button', { name: 'Poista viestiketju Kuvia syksyn askartelusta' }).click()
    await expect(messages.qa('delete-dialog')).toBeVisible()
    await expectAccessible(page)
    await messages.qa('delete-dialog').getByRole('button', { name: 'Poista' }).click()
    await expect(messages.qa('timed-notification')).toContainText('Viestiketju poistettu')
    await expect(page).toHaveURL(/\/messages$/)
    await expect(messages.threadItem('Kuvia syksyn askartelusta')).toHaveCount(0)
    await page.reload()
    await expect(messages.threadItems().first()).toBeVisible()
    await expect(messages.threadItem('Kuvia syksyn askartelusta')).toHaveCount(0)

    // Cancel keeps it; a sensitive thread shown redacted has no delete (it needs strong identification)
    await page.getByRole('button', { name: 'Poista viestiketju Valokuvaus ensi viikolla' }).click()
    await messages.qa('delete-dialog').getByRole('button', { name: 'Peruuta' }).click()
    await expect(messages.threadItem('Valokuvaus ensi viikolla')).toBeVisible()
    const redacted = page.locator('[data-qa="thread-list"] > li').filter({ hasText: 'Arkaluonteinen viesti' })
    await expect(redacted).toHaveCount(1)
    await expect(redacted.getByRole('button')).toHaveCount(0)

    // On a phone the thread takes the screen and its way back is the back link
    await page.setViewportSize({ width: 375, height: 800 })
    await messages.openThread('Valokuvaus ensi viikolla')
    await expect(messages.qa('close-thread')).toBeHidden()
    await messages.qa('back-to-inbox').click()
    await expect(page).toHaveURL(/\/messages$/)
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
    // One notice of the new message to Mikko, without its content; on some days the calendar's
    // reminder of missing reservations goes to him too, which is not this message's.
    const toMikko = (await messages.emails()).filter((email) => email.toAddress === 'mikko.virtanen@example.fi')
    expect(toMikko.filter((email) => email.subject === 'Pesä: uusi viesti')).toHaveLength(1)
    for (const email of toMikko) expect(email.bodyText).not.toContain('mummolassa')
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

  test('while the inbox loads the thread pane does not claim there are no messages; after the read it says what is true', async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const release = await holdRequests(page, '**/api/citizen/messages/received?**')
    await messages.open()
    await expect(messages.qa('thread-placeholder')).toHaveText('Valitse viesti luettavaksi.')
    release()
    await expect(messages.threadItems()).toHaveCount(10)
    await expect(messages.qa('thread-placeholder')).toHaveText('Valitse viesti luettavaksi.')
    // Pekka is no one's custodian and has no messages: once read, his inbox says so.
    await page.unroute('**/api/citizen/messages/received?**')
    await devApi.login(DEMO.pekka.ssn, 'WEAK')
    await messages.open()
    await expect(messages.qa('thread-placeholder')).toHaveText('Sinulla ei ole viestejä.')
  })

  test("Liisa reads her bulletin, cannot start a message, and Anna's thread is not found", async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    const inbox = await callApi<typeof getReceivedMessages>(page.request, 'get', '/citizen/messages/received?page=1')
    const annasThread = inbox.data[0]!.id
    await devApi.login(DEMO.liisa.ssn, 'WEAK')
    await messages.open()
    await expect(messages.threadItems()).toHaveCount(1)
    await expect(messages.qa('new-message')).toBeDisabled()
    await messages.open('/messages?editorVisible=true')
    await expect(messages.threadItems()).toHaveCount(1)
    await expect(messages.qa('message-editor')).toHaveCount(0)
    await page.goto(`/messages/${annasThread}`)
    await expect(page.getByText(/ei löytynyt|not found/i).first()).toBeVisible()
  })

  test('the bulletin to two families and a thread about Ella and Onni name only the reader’s own family', async ({ page, devApi }) => {
    const messages = new MessagesPage(page)
    await messages.staffSend({ sender: 'Esikoulu Tähdet', title: 'Kahden perheen retki', content: 'Hei!', children: [ELLA, ONNI] })
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await messages.qa('load-more-threads').scrollIntoViewIfNeeded()
    await expect(messages.threadItems()).toHaveCount(15)
    await expect(page.locator('main')).not.toContainText(/Korhonen|Onni/)
    await messages.openThread('Asiakasmaksut muuttuvat 1.3.')
    await expect(messages.qa('thread')).toContainText('Mikko Juhani Virtanen')
    await expect(messages.qa('thread')).not.toContainText('Korhonen')
    await messages.openThread('Kahden perheen retki')
    await expect(messages.qa('thread')).toContainText('Ella')
    await messages.qa('reply').click()
    await expect(messages.qa('reply-form')).toContainText('Esikoulu Tähdet')
    await expect(page.locator('main')).not.toContainText(/Korhonen|Onni/)

    await devApi.login(DEMO.liisa.ssn, 'WEAK')
    await messages.open()
    await messages.openThread('Asiakasmaksut muuttuvat 1.3.')
    await expect(messages.qa('thread')).toContainText('Liisa Annikki Korhonen')
    await expect(page.locator('main')).not.toContainText(/Virtanen|Ella/)
    await messages.openThread('Kahden perheen retki')
    await expect(messages.qa('thread')).toContainText('Onni')
    await expect(page.locator('main')).not.toContainText(/Virtanen|Ella/)
  })

  test('25 MB + 1 byte and a file without an extension are refused with a localized error, nothing attached', async ({ page, devApi }) => {
    // Several logins, reloads and an axe run: more than the default budget on a loaded machine
    test.slow()
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open('/messages?editorVisible=true')
    await messages.qa('editor-content').fill('Teksti pysyy')
    const input = page.locator('[data-qa="editor-attachments"] [data-qa="file-upload-input"]')
    const tooLarge = Buffer.alloc(25 * 1024 * 1024 + 1, 0x20)
    tooLarge.write('%PDF-1.4\n', 'latin1')
    await input.setInputFiles({ name: 'iso.pdf', mimeType: 'application/pdf', buffer: tooLarge })
    await expect(page.locator('[data-qa="editor-attachments"] [data-qa="file-upload-error"]').last()).toContainText('liian suuri')
    await input.setInputFiles({ name: 'tiedosto', mimeType: 'application/octet-stream', buffer: PDF })
    await expect(page.locator('[data-qa="editor-attachments"] [data-qa="file-upload-error"]').last()).toContainText('tiedostopääte')
    await expect(page.locator('[data-qa="editor-attachments"] [data-qa="file-upload-file"]')).toHaveCount(0)
    await expect(messages.qa('editor-content')).toHaveValue('Teksti pysyy')
    await expectAccessible(page)

    // The server refuses the same files on its own: 413 before storing, 400 for no extension
    const upload = (name: string, buffer: Buffer) =>
      // raw: a multipart upload the server refuses (413, 400), outside the generated JSON client
      page.request.post('/api/citizen/attachments/messages', {
        multipart: { file: { name, mimeType: 'application/pdf', buffer } },
        headers: { [CSRF_HEADER]: '1' }
      })
    const large = await upload('iso.pdf', tooLarge)
    expect(large.status()).toBe(413)
    expect((await large.json()).errorCode).toBe('FILE_TOO_LARGE')
    const bare = await upload('tiedosto', PDF)
    expect(bare.status()).toBe(400)
  })

  for (const [lang, text] of [
    ['fi', 'Tiedostosta palkka.pdf löytyi haittaohjelma. Tiedosto poistettiin eikä sitä tallennettu.'],
    ['sv', 'Filen palkka.pdf innehåller skadlig kod. Filen togs bort och sparades inte.'],
    ['en', 'palkka.pdf contains malware. The file was removed and not saved.']
  ] as const) {
    test(`an infected file is refused by the scanner, named in ${lang}, and nothing is attached`, async ({ page, devApi }) => {
      test.slow()
      const messages = new MessagesPage(page)
      await devApi.login(DEMO.anna.ssn, 'WEAK')
      await messages.open(`/messages?editorVisible=true&lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const input = page.locator('[data-qa="editor-attachments"] [data-qa="file-upload-input"]')
      // The EICAR test file (harmless; detected by every scanner), named as a PDF
      const eicar = Buffer.from(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR', '-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''), 'latin1')
      await input.setInputFiles({ name: 'palkka.pdf', mimeType: 'application/pdf', buffer: eicar })
      await expect(page.locator('[data-qa="editor-attachments"] [data-qa="file-upload-error"]')).toHaveText(text)
      await expect(page.locator('[data-qa="editor-attachments"] [data-qa="file-upload-file"]')).toHaveCount(0)
      await expectAccessible(page)
      // A clean file after it is taken
      await input.setInputFiles({ name: 'poissaolo.pdf', mimeType: 'application/pdf', buffer: PDF })
      await expect(page.locator('[data-qa="editor-attachments"] [data-qa="file-upload-file"]')).toHaveCount(1)
    })
  }

  test('a half-written reply and new message survive a reload and a new login after expiry, are gone after send, and logout clears them', async ({
    page,
    devApi
  }) => {
    // Several logins, reloads and an axe run: more than the default budget on a loaded machine
    test.slow()
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await messages.openThread('Valokuvaus ensi viikolla')
    await messages.qa('reply').click()
    await messages.qa('reply-content').fill('Puolikas vastaus')
    await page.goto('/messages?editorVisible=true')
    await messages.qa('editor-title').fill('Puolikas otsikko')
    await messages.qa('editor-content').fill('Puolikas viesti')

    await page.reload()
    await expect(messages.qa('editor-title')).toHaveValue('Puolikas otsikko')

    await devApi.expireSessions(DEMO.anna.ssn)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open('/messages?editorVisible=true')
    await expect(messages.qa('editor-title')).toHaveValue('Puolikas otsikko')
    await expect(messages.qa('editor-content')).toHaveValue('Puolikas viesti')
    await messages.open()
    await messages.openThread('Valokuvaus ensi viikolla')
    await expect(messages.qa('reply-content')).toHaveValue('Puolikas vastaus')
    await messages.qa('send-reply').click()
    await expect(messages.qa('timed-notification')).toBeVisible()
    await page.reload()
    await expect(messages.qa('thread-title')).toHaveText('Valokuvaus ensi viikolla')
    await expect(messages.qa('reply-content')).toHaveCount(0)

    // Logging out clears what is left in the tab
    await page
      .locator('[data-qa$="-logout"]')
      .first()
      .evaluate((link: HTMLElement) => link.click())
    await expect(page).not.toHaveURL(/\/messages/)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open('/messages?editorVisible=true')
    await expect(messages.qa('editor-title')).toHaveValue('')
  })

  test('a failed send keeps the text and says so in the editor (§8)', async ({ page, devApi }) => {
    // Several logins, reloads and an axe run: more than the default budget on a loaded machine
    test.slow()
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await messages.openThread('Valokuvaus ensi viikolla')
    await messages.qa('reply').click()
    await messages.qa('reply-content').fill('Ei mene perille')
    await page.route('**/api/citizen/messages/*/reply', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }))
    await messages.qa('send-reply').click()
    await expect(messages.qa('reply-error')).toContainText('epäonnistui')
    await expect(messages.qa('reply-content')).toHaveValue('Ei mene perille')
    await expectAccessible(page)
    await page.unroute('**/api/citizen/messages/*/reply')
    await messages.qa('send-reply').click()
    await expect(messages.qa('timed-notification')).toBeVisible()
  })

  test('strong identification opens a sensitive thread, readable and answerable', async ({ page, devApi }) => {
    // Several logins, reloads and an axe run: more than the default budget on a loaded machine
    test.slow()
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await page.getByText('Arkaluonteinen viesti').first().click()
    await messages.qa('strong-login').click()
    await page.locator(`input[name="ssn"][value="${DEMO.anna.ssn}"]`).check()
    await page.locator('[data-qa="identify"]').click()
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]+$/)
    await expect(messages.qa('thread')).toBeVisible()
    await expect(messages.qa('message-content').first()).toContainText('tuen tarpeesta')
    await messages.qa('reply').click()
    await messages.qa('reply-content').fill('Kiitos, sopii.')
    await messages.qa('send-reply').click()
    await expect(messages.qa('message-content').last()).toHaveText('Kiitos, sopii.')
  })

  test('a reply sent by keyboard alone', async ({ page, devApi }) => {
    // Several logins, reloads and an axe run: more than the default budget on a loaded machine
    test.slow()
    const messages = new MessagesPage(page)
    await devApi.login(DEMO.anna.ssn, 'WEAK')
    await messages.open()
    await messages.threadItem('Valokuvaus ensi viikolla').focus()
    await page.keyboard.press('Enter')
    await expect(messages.qa('thread-title')).toHaveText('Valokuvaus ensi viikolla')
    await messages.qa('reply').focus()
    await page.keyboard.press('Enter')
    await expect(messages.qa('reply-content')).toBeVisible()
    await messages.qa('reply-content').focus()
    await page.keyboard.type('Näppäimistöllä kirjoitettu.')
    // From the text to the send button by Tab alone
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      if (await messages.qa('send-reply').evaluate((button) => button === document.activeElement)) break
    }
    await expect(messages.qa('send-reply')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(messages.qa('timed-notification')).toBeVisible()
    await expect(messages.qa('message-content').last()).toHaveText('Näppäimistöllä kirjoitettu.')
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
