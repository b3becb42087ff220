import { DEMO_SSN } from '../seed/demo-people'
import { pdfFile, multipartBody, exeFile } from '../platform/attachments/test-files'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'
import * as repository from './repository'

const BASE = '/api/citizen/messages'

interface ListedThread {
  id: string
  redacted: boolean
  title?: string
  hasUnread: boolean
  messages?: { id: string; sender: { id: string; type: string }; content: string; attachments: { id: string; name: string }[] }[]
}

describe('messages', () => {
  let t: TestApp
  let annaWeak: Caller
  let annaStrong: Caller
  let mikko: Caller
  let liisa: Caller
  let pekka: Caller
  let staff: Record<string, string>

  beforeAll(async () => {
    t = await createTestApp()
    annaWeak = await t.login(DEMO_SSN.anna, 'WEAK')
    annaStrong = await t.login(DEMO_SSN.anna, 'STRONG')
    mikko = await t.login(DEMO_SSN.mikko, 'STRONG')
    liisa = await t.login(DEMO_SSN.liisa, 'WEAK')
    pekka = await t.login(DEMO_SSN.pekka, 'WEAK')
    const accounts = (await t.request({ method: 'GET', url: '/api/dev-api/messages/accounts' })).json() as { id: string; name: string }[]
    staff = Object.fromEntries(accounts.map((a) => [a.name, a.id]))
  })
  afterAll(() => t.close())

  const get = (path: string, as?: Caller) => t.request({ method: 'GET', url: `${BASE}${path}`, as })
  const put = (path: string, as?: Caller) => t.request({ method: 'PUT', url: `${BASE}${path}`, as })
  const post = (path: string, as: Caller | undefined, payload: Record<string, unknown>) => t.request({ method: 'POST', url: `${BASE}${path}`, as, payload })
  const unread = async (as: Caller) => (await get('/unread-count', as)).json() as number
  const inbox = async (as: Caller): Promise<ListedThread[]> => {
    const threads: ListedThread[] = []
    for (let page = 1; ; page++) {
      const body = (await get(`/received?page=${page}`, as)).json() as { data: ListedThread[]; pages: number }
      threads.push(...body.data)
      if (page >= body.pages) return threads
    }
  }
  const threadTitled = async (title: string, as: Caller = annaStrong) => {
    const thread = (await inbox(as)).find((candidate) => candidate.title === title)
    if (!thread) throw new Error(`No thread ${title}`)
    return thread
  }
  const staffSend = async (payload: Record<string, unknown>) => {
    const response = await t.request({ method: 'POST', url: '/api/dev-api/messages', payload: { messageType: 'MESSAGE', ...payload } })
    expect(response.statusCode).toBe(200)
    return response.json() as { threadId: string; messageId: string }
  }
  const emailsTo = async (address: string) =>
    t.platform.db.query<{ subject: string; body_text: string }>('select subject, body_text from email_outbox where to_address = $1 order by created_at', [
      address
    ])
  let draftCount = 0
  const draftId = () => `00000000-0000-4000-8000-${String(++draftCount).padStart(12, '0')}`
  const groupOf = (name: string) => staff[name]!
  const recipientsOf = async (as: Caller) =>
    (await get('/recipients', as)).json() as {
      childrenToMessageAccounts: { childId: string | null; newMessage: string[]; reply: string[] }[]
      messageAccounts: { id: string; name: string; type: string }[]
    }
  const childIds = async () => {
    const children = (await t.request({ method: 'GET', url: '/api/citizen/children', as: annaWeak })).json() as { id: string; firstName: string }[]
    return Object.fromEntries(children.map((c) => [c.firstName.split(' ')[0]!, c.id]))
  }
  const mikkosAccount = async () => {
    const { messageAccounts } = await recipientsOf(annaWeak)
    return messageAccounts.find((a) => a.name.startsWith('Mikko'))!.id
  }

  describe('reading', () => {
    it('answers 401 without a session and the caller account with one', async () => {
      expect((await get('/my-account')).statusCode).toBe(401)
      expect((await get('/unread-count')).statusCode).toBe(401)
      const account = await get('/my-account', annaWeak)
      expect(account.statusCode).toBe(200)
      expect(account.json()).toEqual({ accountId: expect.any(String), messageAttachmentsAllowed: true })
    })

    it('lists the inbox ten a page, latest first, with the sensitive thread redacted for a weak login', async () => {
      const first = (await get('/received?page=1', annaWeak)).json() as { data: ListedThread[]; total: number; pages: number }
      expect(first.total).toBe(14)
      expect(first.pages).toBe(2)
      expect(first.data).toHaveLength(10)
      const second = (await get('/received?page=2', annaWeak)).json() as { data: ListedThread[] }
      expect(second.data).toHaveLength(4)
      expect((await get('/received?page=0', annaWeak)).statusCode).toBe(400)

      const redacted = first.data.filter((thread) => thread.redacted)
      expect(redacted).toHaveLength(1)
      expect(Object.keys(redacted[0]!).sort()).toEqual(['hasUnread', 'id', 'lastMessageSentAt', 'redacted', 'sender', 'urgent'])
      expect(JSON.stringify(first)).not.toContain('tuen tarpeen')

      const strong = (await get('/received?page=1', annaStrong)).json() as { data: ListedThread[] }
      expect(strong.data.find((thread) => thread.id === redacted[0]!.id)?.title).toBe('Ainon tuen tarpeen arviointi')
    })

    it('reads an inbox page in six statements: session, account, page, messages, the rest of the threads, audit', async () => {
      // Each statement costs the server and the database a round trip and its rows' parsing: the
      // recipients, children, attachments, family and accounts were five more (bench, "messages inbox").
      await inbox(annaStrong)
      const query = jest.spyOn(t.platform.db, 'query')
      try {
        expect((await get('/received?page=1', annaStrong)).statusCode).toBe(200)
        expect(query.mock.calls.map(([sql]) => sql.trim().split(/\s+/).slice(0, 3).join(' '))).toHaveLength(6)
      } finally {
        query.mockRestore()
      }
    })

    it('reads the rest of the threads in one statement as their five readers do', async () => {
      const [{ id: annaId }] = (await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.anna])) as [{ id: string }]
      const accountId = await repository.citizenAccountId(t.platform.db, annaId)
      const { threads } = await repository.inboxPage(t.platform.db, accountId, 100, 0)
      const messages = await repository.messagesOf(
        t.platform.db,
        accountId,
        threads.map((thread) => thread.id)
      )
      const readableMessageIds = messages.map((message) => message.id)
      const visibleThreadIds = threads.map((thread) => thread.id)
      const senderIds = [...new Set(messages.map((message) => message.sender_id))]
      const details = await repository.threadDetails(t.platform.db, annaId, { readableMessageIds, visibleThreadIds, senderIds })
      const sorted = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
      const recipients = await repository.recipientsOf(t.platform.db, readableMessageIds)
      expect(sorted(details.recipients)).toEqual(sorted(recipients))
      expect(details.children).toEqual(await repository.childrenOf(t.platform.db, visibleThreadIds))
      expect(details.attachments).toEqual(await repository.attachmentsOf(t.platform.db, readableMessageIds))
      expect(details.family).toEqual(await repository.familyOf(t.platform.db, annaId))
      expect(details.accounts).toEqual(
        await repository.accountsByIds(t.platform.db, [...new Set([...senderIds, ...recipients.map((recipient) => recipient.recipient_id)])])
      )
      for (const kind of ['recipients', 'children', 'attachments'] as const) expect([kind, details[kind].length > 0]).toEqual([kind, true])
      expect(details.accounts.size).toBeGreaterThan(1)
    })

    it('counts threads with unread messages from others, the sensitive one included', async () => {
      expect(await unread(annaWeak)).toBe(5)
      expect(await unread(pekka)).toBe(0)
    })

    it("answers one thread of the caller's, redacted for a weak login when sensitive; another's is 404", async () => {
      const trip = await threadTitled('Retki Metsäpirtille torstaina')
      expect((await get(`/threads/${trip.id}`, annaWeak)).json()).toMatchObject({ id: trip.id, title: 'Retki Metsäpirtille torstaina', replyAllowed: true })
      const sensitive = await threadTitled('Ainon tuen tarpeen arviointi')
      expect((await get(`/threads/${sensitive.id}`, annaWeak)).json()).toMatchObject({ redacted: true, urgent: false })
      expect((await get(`/threads/${sensitive.id}`, annaStrong)).json()).toMatchObject({ redacted: false, sensitive: true })
      expect((await get(`/threads/${trip.id}`, liisa)).statusCode).toBe(404)
      expect((await get(`/threads/${trip.id}`, pekka)).statusCode).toBe(404)
      expect((await get(`/threads/${trip.id}`)).statusCode).toBe(401)
    })

    it('gives Liisa her bulletin and the messages feature though her unit does not use messaging', async () => {
      const threads = await inbox(liisa)
      expect(threads.map((thread) => thread.title)).toEqual(['Asiakasmaksut muuttuvat 1.3.'])
      const status = (await t.request({ method: 'GET', url: '/api/citizen/auth/status', as: liisa })).json()
      expect(status.accessibleFeatures).toMatchObject({ messages: true, composeNewMessage: false })
    })
  })

  describe('read, unread and delete', () => {
    it('marks a thread read up to the message shown, and the newest staff message unread again', async () => {
      const { threadId } = await staffSend({
        senderId: groupOf('Kettukolo'),
        title: 'Kaksi viestiä',
        content: 'Ensimmäinen',
        children: [DEMO_SSN.preschoolChild]
      })
      const before = await unread(mikko)
      const firstId = (await threadTitled('Kaksi viestiä', mikko)).messages![0]!.id
      await t.request({
        method: 'POST',
        url: `/api/dev-api/messages/threads/${threadId}/reply`,
        payload: { senderId: groupOf('Kettukolo'), content: 'Toinen' }
      })
      expect((await put(`/threads/${threadId}/read?upTo=${firstId}`, mikko)).statusCode).toBe(204)
      expect((await threadTitled('Kaksi viestiä', mikko)).hasUnread).toBe(true)
      expect((await put(`/threads/${threadId}/read`, mikko)).statusCode).toBe(204)
      expect(await unread(mikko)).toBe(before - 1)
      expect((await put(`/threads/${threadId}/last-received-message/read`, mikko)).statusCode).toBe(204)
      expect(await unread(mikko)).toBe(before)
      const latest = (await threadTitled('Kaksi viestiä', mikko)).messages!
      expect(latest.map((m) => (m as { readAt?: string | null }).readAt === null)).toEqual([false, true])
    })

    it('refuses reading a sensitive thread with a weak login, and another person any thread', async () => {
      const sensitive = await threadTitled('Ainon tuen tarpeen arviointi')
      const response = await put(`/threads/${sensitive.id}/read`, annaWeak)
      expect(response.statusCode).toBe(403)
      expect(response.json().errorCode).toBe('STRONG_AUTH_REQUIRED')
      expect((await put(`/threads/${sensitive.id}/read`, liisa)).statusCode).toBe(404)
      expect((await put(`/threads/${sensitive.id}/last-received-message/read`, liisa)).statusCode).toBe(404)
      expect((await put(`/threads/${sensitive.id}/archive`, liisa)).statusCode).toBe(404)
      expect((await put(`/threads/${sensitive.id}/read`)).statusCode).toBe(401)
    })

    it('refuses a weak login deleting or marking unread a sensitive thread it may not read', async () => {
      const { threadId } = await staffSend({
        senderId: staff['Jukka Heino (johtaja, Päiväkoti Tähtitarha)'],
        title: 'Arkaluonteinen',
        content: 'Hei',
        children: [DEMO_SSN.daycareChild],
        sensitive: true
      })
      expect((await put(`/threads/${threadId}/read`, annaStrong)).statusCode).toBe(204)
      for (const path of [`/threads/${threadId}/archive`, `/threads/${threadId}/last-received-message/read`]) {
        const response = await put(path, annaWeak)
        expect(response.statusCode).toBe(403)
        expect(response.json().errorCode).toBe('STRONG_AUTH_REQUIRED')
      }
      const kept = (await inbox(annaStrong)).find((thread) => thread.id === threadId)!
      expect(kept.hasUnread).toBe(false)
      expect((await put(`/threads/${threadId}/last-received-message/read`, annaStrong)).statusCode).toBe(204)
      expect((await put(`/threads/${threadId}/archive`, annaStrong)).statusCode).toBe(204)
    })

    it('deletes a thread for the caller only, until a later message brings it back', async () => {
      const { threadId } = await staffSend({ senderId: groupOf('Pikkutähdet'), title: 'Poistettava', content: 'Hei', children: [DEMO_SSN.daycareChild] })
      expect((await put(`/threads/${threadId}/archive`, annaWeak)).statusCode).toBe(204)
      expect((await inbox(annaStrong)).some((thread) => thread.id === threadId)).toBe(false)
      expect((await inbox(mikko)).some((thread) => thread.id === threadId)).toBe(true)
      expect((await get(`/threads/${threadId}`, annaWeak)).statusCode).toBe(404)
      await t.request({
        method: 'POST',
        url: `/api/dev-api/messages/threads/${threadId}/reply`,
        payload: { senderId: groupOf('Pikkutähdet'), content: 'Vielä' }
      })
      expect((await inbox(annaStrong)).some((thread) => thread.id === threadId)).toBe(true)
    })
  })

  describe('recipients', () => {
    it("offers each placed child's group and director with the other guardian, and the municipality for replies", async () => {
      const children = await childIds()
      const { childrenToMessageAccounts, messageAccounts } = await recipientsOf(annaWeak)
      const named = (ids: string[]) => ids.map((id) => messageAccounts.find((a) => a.id === id)!.name).sort()
      const ella = childrenToMessageAccounts.find((entry) => entry.childId === children.Ella)!
      expect(named(ella.newMessage)).toEqual(['Esikoulu Tähdet', 'Mikko Juhani Virtanen', 'Sari Laine (johtaja, Päiväkoti Kuusela)'].sort())
      const aino = childrenToMessageAccounts.find((entry) => entry.childId === children.Aino)!
      expect(named(aino.newMessage)).toEqual(['Jukka Heino (johtaja, Päiväkoti Tähtitarha)', 'Mikko Juhani Virtanen', 'Pikkutähdet'].sort())
      expect(childrenToMessageAccounts.some((entry) => entry.childId === children.Lumi)).toBe(false)
      const childless = childrenToMessageAccounts.find((entry) => entry.childId === null)!
      expect(childless.newMessage).toEqual([])
      expect(named(childless.reply)).toHaveLength(3)
      expect((await recipientsOf(pekka)).childrenToMessageAccounts).toEqual([{ childId: null, newMessage: [], reply: expect.any(Array) }])
      expect((await get('/recipients')).statusCode).toBe(401)
    })
  })

  describe('new message', () => {
    const send = (as: Caller, body: Record<string, unknown>) => post('', as, { attachmentIds: [], draftId: draftId(), ...body })

    it('answers ten sends of one draft at the same moment alike, with one thread (a double click never a 500)', async () => {
      const children = await childIds()
      const body = {
        title: 'Kymmenen kertaa',
        content: 'Sama viesti',
        recipients: [groupOf('Esikoulu Tähdet')],
        children: [children.Ella],
        attachmentIds: [],
        draftId: draftId()
      }
      const answers = await Promise.all(Array.from({ length: 10 }, () => post('', annaWeak, body)))
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
      expect(new Set(answers.map((answer) => answer.json().messageId)).size).toBe(1)
      const [row] = await t.platform.db.query<{ count: number }>("select count(*)::int as count from message_thread where title = 'Kymmenen kertaa'")
      expect(row!.count).toBe(1)
    })

    it('starts a thread to the group with the other guardian as a copy, a file attached, one email to the other guardian without content', async () => {
      const children = await childIds()
      const mikkoId = await mikkosAccount()
      const upload = multipartBody('file', 'lääkärintodistus.pdf', pdfFile())
      const uploaded = await t.request({
        method: 'POST',
        url: '/api/citizen/attachments/messages',
        as: annaWeak,
        payload: upload.body,
        headers: { 'content-type': upload.contentType }
      })
      expect(uploaded.statusCode).toBe(200)
      const emailsBefore = (await emailsTo('mikko.virtanen@example.fi')).length
      const body = {
        title: 'Ella poissa maanantaina',
        content: 'Ella on maanantaina mummolassa.\nTerveisin Anna',
        recipients: [groupOf('Esikoulu Tähdet'), mikkoId],
        children: [children.Ella],
        attachmentIds: [uploaded.json().id],
        draftId: draftId()
      }
      const sent = await post('', annaWeak, body)
      expect(sent.statusCode).toBe(200)
      const again = await post('', annaWeak, body)
      expect(again.json()).toEqual(sent.json())

      const staffThreads = (await t.request({ method: 'GET', url: `/api/dev-api/messages/accounts/${groupOf('Esikoulu Tähdet')}/threads` })).json()
      expect(staffThreads[0]).toMatchObject({
        title: 'Ella poissa maanantaina',
        messages: [{ content: body.content, attachmentNames: ['lääkärintodistus.pdf'] }]
      })
      const emails = await emailsTo('mikko.virtanen@example.fi')
      expect(emails).toHaveLength(emailsBefore + 1)
      expect(emails.at(-1)!.body_text).not.toContain('Ella')
      expect(emails.at(-1)!.subject).not.toContain('Ella')
      const mine = (await inbox(annaStrong)).find((thread) => thread.id === sent.json().threadId)!
      expect(mine.hasUnread).toBe(false)
    })

    it('refuses children in two units, a group of another child, a copy only, empty fields, files the municipality does not take', async () => {
      const children = await childIds()
      const mikkoId = await mikkosAccount()
      const base = { title: 'Otsikko', content: 'Teksti', recipients: [groupOf('Esikoulu Tähdet')], children: [children.Ella] }
      expect((await send(annaWeak, { ...base, children: [children.Ella, children.Aino] })).json().errorCode).toBe('SINGLE_UNIT_REQUIRED')
      expect((await send(annaWeak, { ...base, recipients: [groupOf('Pikkutähdet')] })).json().errorCode).toBe('RECIPIENT_NOT_ALLOWED')
      expect((await send(annaWeak, { ...base, recipients: [staff['Varhaiskasvatuksen palveluohjaus']] })).json().errorCode).toBe('RECIPIENT_NOT_ALLOWED')
      const onlyCopy = await send(annaWeak, { ...base, recipients: [mikkoId] })
      expect(onlyCopy.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: { recipients: 'REQUIRED' } })
      const empty = await send(annaWeak, { ...base, title: ' ', content: '', children: [] })
      expect(empty.statusCode).toBe(400)
      expect(empty.json().fieldErrors).toEqual({ title: 'REQUIRED', content: 'REQUIRED', children: 'REQUIRED' })
      expect((await send(annaWeak, { ...base, children: [children.Lumi] })).json().fieldErrors).toEqual({ children: 'SELECT_ONE' })
      expect((await send(annaWeak, { ...base, title: 'x'.repeat(201) })).statusCode).toBe(400)

      const upload = multipartBody('file', 'kuva.pdf', pdfFile())
      const mikkosUpload = await t.request({
        method: 'POST',
        url: '/api/citizen/attachments/messages',
        as: mikko,
        payload: upload.body,
        headers: { 'content-type': upload.contentType }
      })
      expect((await send(annaWeak, { ...base, attachmentIds: [mikkosUpload.json().id] })).json().errorCode).toBe('ATTACHMENT_UNKNOWN')
      t.platform.municipality = { ...t.platform.municipality, messageAttachmentsAllowed: false }
      try {
        expect((await send(annaWeak, { ...base, attachmentIds: [mikkosUpload.json().id] })).json().errorCode).toBe('ATTACHMENTS_NOT_ALLOWED')
        expect((await get('/my-account', annaWeak)).json().messageAttachmentsAllowed).toBe(false)
      } finally {
        t.platform.municipality = { ...t.platform.municipality, messageAttachmentsAllowed: undefined }
      }
    })

    it('refuses a guardian without a child in a messaging unit (403), and no session (401)', async () => {
      const body = { title: 'Hei', content: 'Hei', recipients: [groupOf('Humlorna')], children: [] }
      expect((await send(liisa, body)).statusCode).toBe(403)
      expect((await send(pekka, body)).statusCode).toBe(403)
      expect((await t.request({ method: 'POST', url: BASE, payload: { ...body, attachmentIds: [], draftId: draftId() } })).statusCode).toBe(401)
    })

    it('takes no file from a guardian who may not start a message, nor while the municipality takes no files: nothing stored', async () => {
      const upload = (as: Caller) => {
        const file = multipartBody('file', 'kuva.pdf', pdfFile())
        return t.request({ method: 'POST', url: '/api/citizen/attachments/messages', as, payload: file.body, headers: { 'content-type': file.contentType } })
      }
      const storedBy = async (ssn: string) =>
        Number(
          (
            await t.platform.db.query<{ count: string }>(
              'select count(*) as count from attachment a join person p on p.id = a.uploaded_by_person where p.ssn = $1',
              [ssn]
            )
          )[0]!.count
        )
      for (const [caller, ssn] of [
        [liisa, DEMO_SSN.liisa],
        [pekka, DEMO_SSN.pekka]
      ] as const) {
        const refused = await upload(caller)
        expect(refused.statusCode).toBe(403)
        expect(refused.json().errorCode).toBe('FORBIDDEN')
        expect(await storedBy(ssn)).toBe(0)
      }
      t.platform.municipality = { ...t.platform.municipality, messageAttachmentsAllowed: false }
      try {
        const before = await storedBy(DEMO_SSN.anna)
        const refused = await upload(annaWeak)
        expect(refused.json().errorCode).toBe('ATTACHMENTS_NOT_ALLOWED')
        expect(await storedBy(DEMO_SSN.anna)).toBe(before)
      } finally {
        t.platform.municipality = { ...t.platform.municipality, messageAttachmentsAllowed: undefined }
      }
    })

    it('refuses a renamed executable as a message file', async () => {
      const upload = multipartBody('file', 'ohje.pdf', exeFile())
      const response = await t.request({
        method: 'POST',
        url: '/api/citizen/attachments/messages',
        as: annaWeak,
        payload: upload.body,
        headers: { 'content-type': upload.contentType }
      })
      expect(response.json().errorCode).toBe('CONTENT_TYPE_INVALID')
    })
  })

  describe('reply', () => {
    const reply = (messageId: string, as: Caller, body: Record<string, unknown>) => post(`/${messageId}/reply`, as, { draftId: draftId(), ...body })

    it('answers a thread to its staff; the other guardian sees it unread and gets one email', async () => {
      const trip = await threadTitled('Retki Metsäpirtille torstaina')
      const message = trip.messages![0]!
      const mikkoId = await mikkosAccount()
      const before = await unread(mikko)
      const emailsBefore = (await emailsTo('mikko.virtanen@example.fi')).length
      const sent = await reply(message.id, annaWeak, { content: 'Kiitos, Ella on mukana!', recipientAccountIds: [message.sender.id, mikkoId] })
      expect(sent.statusCode).toBe(200)
      expect(sent.json().threadId).toBe(trip.id)
      expect(await unread(mikko)).toBe(before)
      const mikkos = (await threadTitled('Retki Metsäpirtille torstaina', mikko)).messages!
      expect(mikkos.at(-1)!.content).toBe('Kiitos, Ella on mukana!')
      expect((await threadTitled('Retki Metsäpirtille torstaina', mikko)).hasUnread).toBe(true)
      expect(await emailsTo('mikko.virtanen@example.fi')).toHaveLength(emailsBefore + 1)
      // No second email while the notified message is unread
      await reply(message.id, annaWeak, { content: 'Ja eväät mukaan.', recipientAccountIds: [message.sender.id, mikkoId] })
      expect(await emailsTo('mikko.virtanen@example.fi')).toHaveLength(emailsBefore + 1)
      expect((await threadTitled('Retki Metsäpirtille torstaina')).hasUnread).toBe(false)
    })

    it('refuses bulletins, copies and closed applications (REPLY_NOT_ALLOWED), new or foreign recipients, empty text', async () => {
      for (const title of ['Päiväkodin joulujuhla', 'Tiedoksi: eteisen remontti', 'Ainon varhaiskasvatushakemus']) {
        const thread = await threadTitled(title)
        const message = thread.messages![0]!
        const refused = await reply(message.id, annaWeak, { content: 'Kiitos', recipientAccountIds: [message.sender.id] })
        expect(refused.json().errorCode).toBe('REPLY_NOT_ALLOWED')
      }
      const trip = (await threadTitled('Valokuvaus ensi viikolla')).messages![0]!
      expect(
        (await reply(trip.id, annaWeak, { content: 'Hei', recipientAccountIds: [staff['Sari Laine (johtaja, Päiväkoti Kuusela)']] })).json().errorCode
      ).toBe('RECIPIENT_NOT_ALLOWED')
      expect((await reply(trip.id, annaWeak, { content: 'Hei', recipientAccountIds: [groupOf('Pikkutähdet')] })).json().errorCode).toBe('RECIPIENT_NOT_ALLOWED')
      expect((await reply(trip.id, annaWeak, { content: ' ', recipientAccountIds: [trip.sender.id] })).json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        fieldErrors: { content: 'REQUIRED' }
      })
      expect((await reply(trip.id, annaWeak, { content: 'Hei', recipientAccountIds: [] })).json().fieldErrors).toEqual({ recipientAccountIds: 'REQUIRED' })
    })

    it('answers an open application thread to the service worker', async () => {
      const message = (await threadTitled('Lumin hakemuksen liitteet')).messages![0]!
      expect((await reply(message.id, annaWeak, { content: 'Ei tarvita vuorohoitoa.', recipientAccountIds: [message.sender.id] })).statusCode).toBe(200)
    })

    it('needs strong identification for a sensitive thread, and is 404 for another person', async () => {
      const message = (await threadTitled('Ainon tuen tarpeen arviointi')).messages![0]!
      const weak = await reply(message.id, annaWeak, { content: 'Sopii', recipientAccountIds: [message.sender.id] })
      expect(weak.json().errorCode).toBe('STRONG_AUTH_REQUIRED')
      expect((await reply(message.id, liisa, { content: 'Sopii', recipientAccountIds: [message.sender.id] })).statusCode).toBe(404)
      expect((await reply(message.id, annaStrong, { content: 'Tiistai sopii.', recipientAccountIds: [message.sender.id] })).statusCode).toBe(200)
    })
  })

  describe('attachments and emails', () => {
    it("downloads a received file intact; another person gets 404; a sensitive thread's file needs strong identification", async () => {
      const trip = await threadTitled('Retki Metsäpirtille torstaina')
      const file = trip.messages![0]!.attachments[0]!
      const download = (as: Caller) => t.request({ method: 'GET', url: `/api/citizen/attachments/${file.id}/download/${file.name}`, as })
      const response = await download(annaWeak)
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect((await download(liisa)).statusCode).toBe(404)

      const secret = await staffSend({
        senderId: staff['Jukka Heino (johtaja, Päiväkoti Tähtitarha)'],
        title: 'Lausunto',
        content: 'Liitteenä',
        sensitive: true,
        children: [DEMO_SSN.daycareChild],
        attachments: [{ name: 'lausunto.pdf', contentType: 'application/pdf', contentBase64: pdfFile().toString('base64') }]
      })
      const [row] = await t.platform.db.query<{ id: string }>('select id from attachment where owner_id = $1', [secret.messageId])
      expect((await t.request({ method: 'GET', url: `/api/citizen/attachments/${row!.id}/download/x.pdf`, as: annaWeak })).json().errorCode).toBe(
        'STRONG_AUTH_REQUIRED'
      )
      expect((await t.request({ method: 'GET', url: `/api/citizen/attachments/${row!.id}/download/x.pdf`, as: annaStrong })).statusCode).toBe(200)
    })

    it('emails once per unread run, and obeys the notification settings', async () => {
      const address = 'anna.virtanen@example.fi'
      const before = (await emailsTo(address)).length
      const { threadId } = await staffSend({
        senderId: groupOf('Pikkutähdet'),
        title: 'Email 1',
        content: 'Salainen sisältö',
        children: [DEMO_SSN.daycareChild]
      })
      await t.request({
        method: 'POST',
        url: `/api/dev-api/messages/threads/${threadId}/reply`,
        payload: { senderId: groupOf('Pikkutähdet'), content: 'Toinen' }
      })
      const emails = await emailsTo(address)
      expect(emails).toHaveLength(before + 1)
      expect(emails.at(-1)!.body_text).toContain('/messages')
      expect(emails.at(-1)!.body_text).not.toContain('Salainen')

      await t.request({ method: 'PUT', url: '/api/citizen/personal-data/notification-settings', as: annaStrong, payload: ['MESSAGE_NOTIFICATION'] })
      await staffSend({ senderId: groupOf('Pikkutähdet'), title: 'Email 2', content: 'Hei', children: [DEMO_SSN.daycareChild] })
      expect(await emailsTo(address)).toHaveLength(before + 1)
      await staffSend({ senderId: groupOf('Pikkutähdet'), messageType: 'BULLETIN', title: 'Tiedote', content: 'Hei', children: [DEMO_SSN.daycareChild] })
      expect(await emailsTo(address)).toHaveLength(before + 2)
      await t.request({ method: 'PUT', url: '/api/citizen/personal-data/notification-settings', as: annaStrong, payload: [] })
    })

    it("writes the email in the recipient's language, typed by the notification, for the sender's opt-out check", async () => {
      const address = 'mikko.virtanen@example.fi'
      await t.platform.db.query("update person set last_language = 'sv' where ssn = $1", [DEMO_SSN.mikko])
      const { threadId } = await staffSend({ senderId: groupOf('Pikkutähdet'), title: 'Språk', content: 'Hemligt innehåll', children: [DEMO_SSN.daycareChild] })
      const [email] = await t.platform.db.query<{
        subject: string
        body_text: string
        body_html: string
        email_type: string
        language: string
        person_id: string
      }>(
        `select o.subject, o.body_text, o.body_html, o.email_type, o.language, o.person_id from email_outbox o
         where o.to_address = $1 order by o.created_at desc, o.id desc limit 1`,
        [address]
      )
      expect(email).toMatchObject({ subject: 'Pesä: nytt meddelande', email_type: 'MESSAGE_NOTIFICATION', language: 'sv' })
      expect(email!.body_text).toContain('/messages?lang=sv')
      expect(email!.body_text).not.toMatch(/Hemligt|Språk|Aino|Pikkutähdet/)
      expect(email!.body_html).not.toMatch(/Hemligt|Språk|Aino/)
      const [mikkoId] = await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [DEMO_SSN.mikko])
      expect(email!.person_id).toBe(mikkoId!.id)
      // A bulletin is its own type, in English for someone who last acted in English
      await t.platform.db.query("update person set last_language = 'en' where ssn = $1", [DEMO_SSN.mikko])
      await staffSend({ senderId: groupOf('Pikkutähdet'), messageType: 'BULLETIN', title: 'Info', content: 'Hei', children: [DEMO_SSN.daycareChild] })
      const [bulletin] = await t.platform.db.query<{ subject: string; email_type: string }>(
        'select subject, email_type from email_outbox where to_address = $1 order by created_at desc, id desc limit 1',
        [address]
      )
      expect(bulletin).toEqual({ subject: 'Pesä: new bulletin', email_type: 'BULLETIN_NOTIFICATION' })
      await t.platform.db.query('update person set last_language = null where ssn = $1', [DEMO_SSN.mikko])
      expect(threadId).toBeTruthy()
    })
  })
})
