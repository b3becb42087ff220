import { citizenAccountId, inboxPage, unreadThreadCount } from '../../src/messages/repository'
import { generatedPerson, TEST_CHILDREN as CHILDREN, useGeneratedMunicipality } from './test-municipality'

describe('large municipality: messages', () => {
  const database = useGeneratedMunicipality()

  const guardianThreadCounts = () =>
    database().query<{ person_id: string; threads: number; bulletins: number }>(
      `select p.id as person_id, count(*) filter (where t.message_type = 'MESSAGE')::int as threads,
              count(*) filter (where t.message_type = 'BULLETIN')::int as bulletins
       from person p join message_account a on a.person_id = p.id
       join message_thread_participant tp on tp.participant_id = a.id join message_thread t on t.id = tp.thread_id
       where ${generatedPerson('p')} group by p.id`
    )

  it('gives every guardian of a placed child 28 threads with the group and its 12 bulletins, about 40 a family', async () => {
    const counts = await guardianThreadCounts()
    expect(counts.length).toBeGreaterThan(CHILDREN / 2)
    for (const count of counts) {
      expect(count.threads).toBe(28)
      expect(count.bulletins).toBe(12)
    }
  })

  it('writes 1 to 5 messages a thread, each received by the other side, all in the past year', async () => {
    const [shape] = await database().query<{ fewest: number; most: number; unreceived: number; oldest: string }>(
      `select min(n)::int as fewest, max(n)::int as most,
              (select count(*)::int from message m join message_thread t on t.id = m.thread_id
               where t.title like 'Viesti %' and not exists (select 1 from message_recipient r where r.message_id = m.id)) as unreceived,
              (select min(sent_at)::date::text from message) as oldest
       from (select count(*) as n from message m join message_thread t on t.id = m.thread_id where t.message_type = 'MESSAGE' group by t.id) c`
    )
    expect(shape).toEqual({ fewest: 1, most: 5, unreceived: 0, oldest: expect.any(String) })
    expect(shape!.oldest >= '2025-11-01').toBe(true)
  })

  it('reads a generated guardian’s inbox page and unread count through the service’s queries', async () => {
    const [guardian] = await guardianThreadCounts()
    const account = await citizenAccountId(database(), guardian!.person_id)
    const page = await inboxPage(database(), account, 10, 0)
    expect(page.total).toBe(40)
    expect(page.threads).toHaveLength(10)
    const unreadOf = await database().query<{ account_id: string; unread: boolean }>(
      `select a.id as account_id, bool_or(r.read_at is null) as unread from message_account a join person p on p.id = a.person_id
       join message_recipient r on r.recipient_id = a.id where ${generatedPerson('p')} group by a.id`
    )
    const withUnread = unreadOf.find((row) => row.unread)!
    const allRead = unreadOf.find((row) => !row.unread)!
    expect(await unreadThreadCount(database(), withUnread.account_id)).toBeGreaterThan(0)
    expect(await unreadThreadCount(database(), allRead.account_id)).toBe(0)
  })
})
