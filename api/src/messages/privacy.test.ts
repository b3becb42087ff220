import { NEW_FAMILY_SSN } from '../seed/applications'
import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'

const BASE = '/api/citizen/messages'

interface Account {
  id: string
  name: string
  type: string
}
interface ReadThread {
  id: string
  redacted: boolean
  title?: string
  sender?: Account
  children?: { childId: string; firstName: string; lastName: string }[]
  messages?: { sender: Account; recipients: Account[] }[]
}

/*
 * What a guardian reads of messages names only staff accounts, the guardian, and the guardians
 * and children of the guardian's own children: every message read, as each demo guardian.
 */
describe('messages name only the reader’s own family', () => {
  let t: TestApp
  let staff: Record<string, string>
  const guardians: [string, string][] = [
    ['anna', DEMO_SSN.anna],
    ['mikko', DEMO_SSN.mikko],
    ['liisa', DEMO_SSN.liisa],
    ['pekka', DEMO_SSN.pekka],
    ['sanna', NEW_FAMILY_SSN.sanna]
  ]

  beforeAll(async () => {
    t = await createTestApp()
    const accounts = (await t.request({ method: 'GET', url: '/api/dev-api/messages/accounts' })).json() as Account[]
    staff = Object.fromEntries(accounts.map((a) => [a.name, a.id]))
    // A staff message about children of two families, and one to every family named directly
    for (const payload of [
      { title: 'Kahden perheen viesti', children: [DEMO_SSN.preschoolChild, DEMO_SSN.liisasChild] },
      { title: 'Kaikille perheille', children: [], guardians: guardians.map(([, ssn]) => ssn), messageType: 'BULLETIN' }
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/dev-api/messages',
        payload: { messageType: 'MESSAGE', senderId: staff['Esikoulu Tähdet'], content: 'Hei', ...payload }
      })
      expect(response.statusCode).toBe(200)
    }
  })
  afterAll(() => t.close())

  /** The person's own account, their children and the guardians of those children, from the register. */
  const familyOf = async (ssn: string) => {
    const [person] = await t.platform.db.query<{ id: string }>('select id from person where ssn = $1', [ssn])
    const children = await t.platform.db.query<{ id: string }>('select child_id as id from guardianship where guardian_id = $1', [person!.id])
    const people = await t.platform.db.query<{ id: string }>(
      `select $1::uuid as id union select other.guardian_id from guardianship mine join guardianship other on other.child_id = mine.child_id
       where mine.guardian_id = $1`,
      [person!.id]
    )
    const accounts = await t.platform.db.query<{ id: string }>('select id from message_account where person_id = any($1::uuid[])', [people.map((p) => p.id)])
    return { childIds: new Set(children.map((c) => c.id)), accountIds: new Set(accounts.map((a) => a.id)) }
  }

  /** Every message read of the guardian: the inbox's pages, each thread, the recipient options. */
  const readEverything = async (as: Caller) => {
    const bodies: string[] = []
    const threads: ReadThread[] = []
    const get = async (path: string) => {
      const response = await t.request({ method: 'GET', url: `${BASE}${path}`, as })
      expect(response.statusCode).toBe(200)
      bodies.push(response.body)
      return response.json() as unknown
    }
    for (let page = 1; ; page++) {
      const body = (await get(`/received?page=${page}`)) as { data: ReadThread[]; pages: number }
      threads.push(...body.data)
      if (page >= body.pages) break
    }
    for (const thread of [...threads]) threads.push((await get(`/threads/${thread.id}`)) as ReadThread)
    const recipients = (await get('/recipients')) as { messageAccounts: Account[] }
    return { bodies, threads, recipientAccounts: recipients.messageAccounts }
  }

  for (const level of ['WEAK', 'STRONG'] as const) {
    it.each(guardians)(`%s (${level}) reads staff, themself and their own family only`, async (_name, ssn) => {
      const caller = await t.login(ssn, level)
      const family = await familyOf(ssn)
      const { threads, recipientAccounts } = await readEverything(caller)
      const accounts = [
        ...recipientAccounts,
        ...threads.flatMap((thread) => [...(thread.sender ? [thread.sender] : []), ...(thread.messages ?? []).flatMap((m) => [m.sender, ...m.recipients])])
      ]
      const strangers = accounts.filter((account) => account.type === 'CITIZEN' && !family.accountIds.has(account.id))
      expect(strangers).toEqual([])
      const otherChildren = threads.flatMap((thread) => thread.children ?? []).filter((child) => !family.childIds.has(child.childId))
      expect(otherChildren).toEqual([])
    })
  }

  it('keeps the other family out of the bulletin and the shared thread, both ways', async () => {
    const anna = await readEverything(await t.login(DEMO_SSN.anna, 'STRONG'))
    const liisa = await readEverything(await t.login(DEMO_SSN.liisa, 'STRONG'))
    expect(anna.threads.some((thread) => thread.title === 'Asiakasmaksut muuttuvat 1.3.')).toBe(true)
    expect(anna.threads.some((thread) => thread.title === 'Kahden perheen viesti')).toBe(true)
    expect(liisa.threads.some((thread) => thread.title === 'Asiakasmaksut muuttuvat 1.3.')).toBe(true)
    expect(liisa.threads.some((thread) => thread.title === 'Kahden perheen viesti')).toBe(true)
    for (const body of anna.bodies) expect(body).not.toMatch(/Korhonen|Onni|Mäkinen|Nieminen/)
    for (const body of liisa.bodies) expect(body).not.toMatch(/Virtanen|Ella|Mäkinen|Nieminen/)
    const shared = anna.threads.find((thread) => thread.title === 'Kahden perheen viesti' && thread.messages)!
    expect(shared.children!.map((child) => child.firstName)).toEqual(['Ella Sofia'])
    expect(shared.messages![0]!.recipients.map((account) => account.name).sort()).toEqual(['Anna Maria Virtanen', 'Mikko Juhani Virtanen'])
  })
})
