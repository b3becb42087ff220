import type { Queryable } from '../platform/db'
import type { MessageAccount, MessageAccountType } from './schemas'

/** An account's shown name: a guardian's from the register, staff accounts their own. */
const ACCOUNT_NAME = "case when a.type = 'CITIZEN' then p.first_name || ' ' || p.last_name else a.name end"

/** The caller's account, created on first use (every guardian can receive). */
export async function citizenAccountId(db: Queryable, personId: string): Promise<string> {
  // Read first: every inbox read asks, and the account exists after a person's first time, so the
  // insert (a statement and a round trip of its own) is paid once. Two first reads at once both
  // insert; the conflict keeps one row and both read it.
  const [existing] = await db.query<{ id: string }>('select id from message_account where person_id = $1', [personId])
  if (existing) return existing.id
  await db.query("insert into message_account (type, person_id) values ('CITIZEN', $1) on conflict (person_id) do nothing", [personId])
  const [row] = await db.query<{ id: string }>('select id from message_account where person_id = $1', [personId])
  return row!.id
}

/** Accounts for the other guardians of the caller's children, so they can be chosen as recipients. */
export async function ensureCoGuardianAccounts(db: Queryable, personId: string): Promise<void> {
  await db.query(
    `insert into message_account (type, person_id)
     select distinct 'CITIZEN', other.guardian_id from guardianship mine
     join guardianship other on other.child_id = mine.child_id and other.guardian_id <> mine.guardian_id
     where mine.guardian_id = $1
     on conflict (person_id) do nothing`,
    [personId]
  )
}

export async function accountsByIds(db: Queryable, ids: readonly string[]): Promise<Map<string, MessageAccount>> {
  if (ids.length === 0) return new Map()
  const rows = await db.query<{ id: string; type: MessageAccountType; name: string }>(
    `select a.id, a.type, ${ACCOUNT_NAME} as name from message_account a left join person p on p.id = a.person_id where a.id = any($1::uuid[])`,
    [ids]
  )
  return new Map(rows.map((row) => [row.id, { id: row.id, type: row.type, name: row.name }]))
}

export interface PlacementAccountRow {
  child_id: string
  unit_id: string
  /** now or within two weeks: a new message may go to its staff */
  current: boolean
  account_id: string
  account_type: MessageAccountType
}

/**
 * The staff accounts of the caller's children's placements in units that use messaging: the
 * child's own group and the unit's personal accounts.
 */
export async function placementAccounts(db: Queryable, guardianId: string, today: string): Promise<PlacementAccountRow[]> {
  return db.query<PlacementAccountRow>(
    `select g.child_id, p.unit_id, (p.end_date >= $2::date and p.start_date <= $2::date + 14) as current,
            a.id as account_id, a.type as account_type
     from guardianship g
     join placement p on p.child_id = g.child_id
     join unit u on u.id = p.unit_id and 'MESSAGING' = any (u.features)
     join message_account a on (a.type = 'GROUP' and a.group_id = p.group_id) or (a.type = 'PERSONAL' and a.unit_id = p.unit_id)
     where g.guardian_id = $1`,
    [guardianId, today]
  )
}

/** The other guardians' accounts per child of the caller. */
export async function coGuardianAccounts(db: Queryable, guardianId: string): Promise<{ child_id: string; account_id: string }[]> {
  return db.query(
    `select mine.child_id, a.id as account_id
     from guardianship mine
     join guardianship other on other.child_id = mine.child_id and other.guardian_id <> mine.guardian_id
     join message_account a on a.person_id = other.guardian_id
     where mine.guardian_id = $1`,
    [guardianId]
  )
}

/**
 * The part of other people a guardian's messages may name: the guardian's children, and the
 * message accounts of those children's guardians (the guardian's own included).
 */
export async function familyOf(db: Queryable, personId: string): Promise<{ childIds: Set<string>; accountIds: Set<string> }> {
  // One statement for both: every thread and inbox read asks.
  const [row] = await db.query<{ child_ids: string[]; account_ids: string[] }>(
    `select
       array(select child_id::text from guardianship where guardian_id = $1) as child_ids,
       array(
         select a.id::text from message_account a
         where a.person_id = $1
            or a.person_id in (select other.guardian_id from guardianship mine join guardianship other on other.child_id = mine.child_id where mine.guardian_id = $1)
       ) as account_ids`,
    [personId]
  )
  return { childIds: new Set(row!.child_ids), accountIds: new Set(row!.account_ids) }
}

/** The municipality's shared accounts, which answer threads about no child. */
export async function municipalAccountIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>("select id from message_account where type in ('MUNICIPAL', 'SERVICE_WORKER', 'FINANCE') order by type, name")
  return rows.map((row) => row.id)
}

export interface ThreadRow {
  id: string
  message_type: 'MESSAGE' | 'BULLETIN'
  title: string
  urgent: boolean
  sensitive: boolean
  is_copy: boolean
  application_status: string | null
  last_message_at: Date
}

const THREAD_COLUMNS = 't.id, t.message_type, t.title, t.urgent, t.sensitive, t.is_copy, t.application_status, tp.last_message_at'

/** One page of the account's inbox, latest first, with the number of threads in it. */
export async function inboxPage(db: Queryable, accountId: string, limit: number, offset: number): Promise<{ threads: ThreadRow[]; total: number }> {
  const rows = await db.query<ThreadRow & { total: number }>(
    `select ${THREAD_COLUMNS}, count(*) over ()::int as total
     from message_thread_participant tp join message_thread t on t.id = tp.thread_id
     where tp.participant_id = $1 and not tp.deleted
     order by tp.last_message_at desc, t.id
     limit $2 offset $3`,
    [accountId, limit, offset]
  )
  if (rows.length === 0 && offset > 0) {
    const [count] = await db.query<{ total: number }>(
      'select count(*)::int as total from message_thread_participant where participant_id = $1 and not deleted',
      [accountId]
    )
    return { threads: [], total: count?.total ?? 0 }
  }
  return { threads: rows, total: rows[0]?.total ?? 0 }
}

/** A thread the account takes part in and has not deleted; another's is not found. */
export async function participantThread(db: Queryable, accountId: string, threadId: string): Promise<ThreadRow | undefined> {
  const [row] = await db.query<ThreadRow>(
    `select ${THREAD_COLUMNS} from message_thread_participant tp join message_thread t on t.id = tp.thread_id
     where tp.participant_id = $1 and tp.thread_id = $2 and not tp.deleted`,
    [accountId, threadId]
  )
  return row
}

export interface MessageRow {
  id: string
  thread_id: string
  sender_id: string
  content: string
  sent_at: Date
  read_at: Date | null
  /** the caller is one of its recipients */
  received: boolean
}

/** The messages of the threads that the account sent or received, oldest first. */
export async function messagesOf(db: Queryable, accountId: string, threadIds: readonly string[]): Promise<MessageRow[]> {
  if (threadIds.length === 0) return []
  return db.query<MessageRow>(
    `select m.id, m.thread_id, m.sender_id, m.content, m.sent_at, me.read_at, me.message_id is not null as received
     from message m
     left join message_recipient me on me.message_id = m.id and me.recipient_id = $1
     where m.thread_id = any($2::uuid[]) and (m.sender_id = $1 or me.message_id is not null)
     order by m.sent_at, m.id`,
    [accountId, threadIds]
  )
}

export async function recipientsOf(db: Queryable, messageIds: readonly string[]): Promise<{ message_id: string; recipient_id: string }[]> {
  if (messageIds.length === 0) return []
  return db.query('select message_id, recipient_id from message_recipient where message_id = any($1::uuid[])', [messageIds])
}

export async function childrenOf(
  db: Queryable,
  threadIds: readonly string[]
): Promise<{ thread_id: string; child_id: string; first_name: string; last_name: string }[]> {
  if (threadIds.length === 0) return []
  return db.query(
    `select tc.thread_id, tc.child_id, p.first_name, p.last_name from message_thread_child tc join person p on p.id = tc.child_id
     where tc.thread_id = any($1::uuid[]) order by p.date_of_birth, p.first_name`,
    [threadIds]
  )
}

export async function attachmentsOf(
  db: Queryable,
  messageIds: readonly string[]
): Promise<{ id: string; owner_id: string; name: string; content_type: string; size: number }[]> {
  if (messageIds.length === 0) return []
  return db.query(
    `select id, owner_id, name, content_type, size::int as size from attachment
     where owner_type = 'MESSAGE' and owner_id = any($1::uuid[]) and status = 'READY' order by created_at, id`,
    [messageIds]
  )
}

/** Marks the account's received messages of the thread read, up to `upTo` (sent at or before it). */
export async function markRead(db: Queryable, accountId: string, threadId: string, upTo: string | undefined, now: Date): Promise<void> {
  await db.query(
    `update message_recipient r set read_at = $4
     from message m
     where m.id = r.message_id and m.thread_id = $2 and r.recipient_id = $1 and r.read_at is null
       and ($3::uuid is null or m.sent_at <= (select sent_at from message where id = $3 and thread_id = $2))`,
    [accountId, threadId, upTo ?? null, now]
  )
}

/** Unmarks the newest message staff sent the account in the thread; false when there is none. */
export async function markLastReceivedUnread(db: Queryable, accountId: string, threadId: string): Promise<boolean> {
  const rows = await db.query(
    `update message_recipient set read_at = null
     where recipient_id = $1 and message_id = (
       select m.id from message m
       join message_recipient r on r.message_id = m.id and r.recipient_id = $1
       join message_account s on s.id = m.sender_id and s.type <> 'CITIZEN'
       where m.thread_id = $2 order by m.sent_at desc, m.id desc limit 1)
     returning message_id`,
    [accountId, threadId]
  )
  return rows.length > 0
}

export async function archive(db: Queryable, accountId: string, threadId: string): Promise<void> {
  await db.query('update message_thread_participant set deleted = true where participant_id = $1 and thread_id = $2', [accountId, threadId])
}

/** Threads of the account with an unread message from someone else (the navigation badge). */
export async function unreadThreadCount(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(distinct m.thread_id)::int as count
     from message_recipient r
     join message m on m.id = r.message_id
     join message_thread_participant tp on tp.thread_id = m.thread_id and tp.participant_id = r.recipient_id and not tp.deleted
     where r.recipient_id = $1 and r.read_at is null and m.sender_id <> $1`,
    [accountId]
  )
  return row?.count ?? 0
}

/**
 * One account's sends take turns: a send repeated at the same moment (a double click, a retry
 * over a slow line) then finds the first one by its draft id instead of racing it into the
 * `(sender_id, draft_id)` unique index, and is answered as the first one was.
 */
export async function lockSender(db: Queryable, accountId: string): Promise<void> {
  await db.query('select 1 from message_account where id = $1 for no key update', [accountId])
}

export async function findMessageBySender(db: Queryable, senderId: string, draftId: string): Promise<{ id: string; thread_id: string } | undefined> {
  const [row] = await db.query<{ id: string; thread_id: string }>('select id, thread_id from message where sender_id = $1 and draft_id = $2', [
    senderId,
    draftId
  ])
  return row
}

/** A message the account sent or received, with its thread; another's is not found. */
export async function visibleMessage(db: Queryable, accountId: string, messageId: string): Promise<{ thread_id: string } | undefined> {
  const [row] = await db.query<{ thread_id: string }>(
    `select m.thread_id from message m
     join message_thread_participant tp on tp.thread_id = m.thread_id and tp.participant_id = $1
     where m.id = $2 and (m.sender_id = $1 or exists (select 1 from message_recipient where message_id = m.id and recipient_id = $1))`,
    [accountId, messageId]
  )
  return row
}

export async function threadById(db: Queryable, threadId: string): Promise<(Omit<ThreadRow, 'last_message_at'> & { child_ids: string[] }) | undefined> {
  const [row] = await db.query<Omit<ThreadRow, 'last_message_at'> & { child_ids: string[] }>(
    `select t.id, t.message_type, t.title, t.urgent, t.sensitive, t.is_copy, t.application_status,
            coalesce(array(select child_id from message_thread_child where thread_id = t.id), '{}') as child_ids
     from message_thread t where t.id = $1`,
    [threadId]
  )
  return row
}

export async function participantIds(db: Queryable, threadId: string): Promise<string[]> {
  const rows = await db.query<{ participant_id: string }>('select participant_id from message_thread_participant where thread_id = $1', [threadId])
  return rows.map((row) => row.participant_id)
}

export async function insertThread(
  db: Queryable,
  thread: {
    messageType: 'MESSAGE' | 'BULLETIN'
    title: string
    urgent: boolean
    sensitive: boolean
    isCopy: boolean
    applicationId: string | null
    applicationStatus: string | null
    childIds: readonly string[]
    now: Date
  }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into message_thread (message_type, title, urgent, sensitive, is_copy, application_id, application_status, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [thread.messageType, thread.title, thread.urgent, thread.sensitive, thread.isCopy, thread.applicationId, thread.applicationStatus, thread.now]
  )
  if (thread.childIds.length > 0) {
    await db.query('insert into message_thread_child (thread_id, child_id) select $1, unnest($2::uuid[])', [row!.id, thread.childIds])
  }
  return row!.id
}

/**
 * Adds a message to the thread: its recipients unread, every participant's inbox order moved,
 * and the thread back in the inbox of each recipient who had deleted it.
 */
export async function insertMessage(
  db: Queryable,
  message: { threadId: string; senderId: string; recipientIds: readonly string[]; content: string; draftId: string | null; now: Date }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into message (thread_id, sender_id, content, sent_at, draft_id) values ($1, $2, $3, $4, $5) returning id',
    [message.threadId, message.senderId, message.content, message.now, message.draftId]
  )
  const messageId = row!.id
  await db.query('insert into message_recipient (message_id, recipient_id) select $1, unnest($2::uuid[])', [messageId, message.recipientIds])
  await db.query(
    `insert into message_thread_participant (thread_id, participant_id, last_message_at)
     select $1, unnest($2::uuid[]), $3
     on conflict (participant_id, thread_id) do update set last_message_at = excluded.last_message_at, deleted = false`,
    [message.threadId, [message.senderId, ...message.recipientIds], message.now]
  )
  return messageId
}

export interface NotifiableRecipient {
  account_id: string
  person_id: string
  email: string
}

/**
 * The guardians among the recipients who get an email about the message: an email address,
 * the notification type not turned off (the personal details' settings), and no earlier
 * email about this thread whose message they have not read yet.
 */
export async function recipientsToNotify(db: Queryable, messageId: string, emailType: string): Promise<NotifiableRecipient[]> {
  return db.query<NotifiableRecipient>(
    `select r.recipient_id as account_id, p.id as person_id, p.email
     from message_recipient r
     join message m on m.id = r.message_id
     join message_account a on a.id = r.recipient_id and a.type = 'CITIZEN'
     join person p on p.id = a.person_id
     where r.message_id = $1 and coalesce(p.email, '') <> ''
       and not exists (select 1 from email_notification_opt_out o where o.person_id = p.id and o.email_type = $2)
       and not exists (
         select 1 from message_recipient earlier join message em on em.id = earlier.message_id
         where em.thread_id = m.thread_id and earlier.recipient_id = r.recipient_id and earlier.message_id <> m.id
           and earlier.notified_at is not null and earlier.read_at is null)`,
    [messageId, emailType]
  )
}

export async function markNotified(db: Queryable, messageId: string, accountIds: readonly string[], now: Date): Promise<void> {
  await db.query('update message_recipient set notified_at = $3 where message_id = $1 and recipient_id = any($2::uuid[])', [messageId, accountIds, now])
}

/** Is the caller's account a sender or recipient of the message (an attachment's owner)? */
export async function messageAccess(db: Queryable, accountId: string, messageId: string): Promise<{ sensitive: boolean } | undefined> {
  const [row] = await db.query<{ sensitive: boolean }>(
    `select t.sensitive from message m join message_thread t on t.id = m.thread_id
     where m.id = $2 and (m.sender_id = $1 or exists (select 1 from message_recipient where message_id = m.id and recipient_id = $1))`,
    [accountId, messageId]
  )
  return row
}

/**
 * Who hears of the message by push (issue 37 §3) and what the notice may say: the guardian
 * recipients, the thread, whether it is sensitive, and the sending unit's name (a unit, group or
 * staff member's account answers its unit; the municipality's own accounts their name).
 */
export async function pushAudience(
  db: Queryable,
  messageId: string
): Promise<{ personIds: string[]; threadId: string; sensitive: boolean; unitName: string | null } | undefined> {
  const [row] = await db.query<{ person_ids: string[] | null; thread_id: string; sensitive: boolean; unit_name: string | null }>(
    `select t.id as thread_id, t.sensitive,
       coalesce(u.name, case when a.type in ('MUNICIPAL', 'SERVICE_WORKER', 'FINANCE') then nullif(a.name, '') end) as unit_name,
       (select array_agg(ra.person_id) from message_recipient r join message_account ra on ra.id = r.recipient_id and ra.type = 'CITIZEN'
        where r.message_id = m.id) as person_ids
     from message m join message_thread t on t.id = m.thread_id join message_account a on a.id = m.sender_id
     left join unit_group g on g.id = a.group_id
     left join unit u on u.id = coalesce(a.unit_id, g.unit_id)
     where m.id = $1`,
    [messageId]
  )
  return row && { personIds: row.person_ids ?? [], threadId: row.thread_id, sensitive: row.sensitive, unitName: row.unit_name }
}

/** What loadThreads shows besides the threads and their messages (threadDetails). */
export interface ThreadDetails {
  recipients: { message_id: string; recipient_id: string }[]
  children: { thread_id: string; child_id: string; first_name: string; last_name: string }[]
  attachments: { id: string; owner_id: string; name: string; content_type: string; size: number }[]
  family: { childIds: Set<string>; accountIds: Set<string> }
  accounts: Map<string, MessageAccount>
}

/*
 * In one statement what recipientsOf, childrenOf, attachmentsOf, familyOf and accountsByIds read
 * in five (every inbox page and thread read asks for all of them): each set one JSON array, in its
 * reader's order, with the same values (no timestamps among them; messages.test.ts compares the two).
 * The accounts are those of the senders and of the readable messages' recipients.
 */
const THREAD_DETAILS = `
select
  (select coalesce(json_agg(x), '[]') from (
     select message_id, recipient_id from message_recipient where message_id = any($2::uuid[])) x) as recipients,
  (select coalesce(json_agg(json_build_object('thread_id', tc.thread_id, 'child_id', tc.child_id, 'first_name', p.first_name, 'last_name', p.last_name)
                            order by p.date_of_birth, p.first_name), '[]')
     from message_thread_child tc join person p on p.id = tc.child_id
     where tc.thread_id = any($3::uuid[])) as children,
  (select coalesce(json_agg(json_build_object('id', id, 'owner_id', owner_id, 'name', name, 'content_type', content_type, 'size', size::int)
                            order by created_at, id), '[]')
     from attachment
     where owner_type = 'MESSAGE' and owner_id = any($2::uuid[]) and status = 'READY') as attachments,
  array(select child_id::text from guardianship where guardian_id = $1) as family_child_ids,
  array(
    select a.id::text from message_account a
    where a.person_id = $1
       or a.person_id in (select other.guardian_id from guardianship mine join guardianship other on other.child_id = mine.child_id where mine.guardian_id = $1)
  ) as family_account_ids,
  (select coalesce(json_agg(x), '[]') from (
     select a.id, a.type, ${ACCOUNT_NAME} as name from message_account a left join person p on p.id = a.person_id
     where a.id = any($4::uuid[]) or a.id in (select recipient_id from message_recipient where message_id = any($2::uuid[]))) x) as accounts`

export async function threadDetails(
  db: Queryable,
  personId: string,
  { readableMessageIds, visibleThreadIds, senderIds }: { readableMessageIds: string[]; visibleThreadIds: string[]; senderIds: string[] }
): Promise<ThreadDetails> {
  const [row] = await db.query<{
    recipients: ThreadDetails['recipients']
    children: ThreadDetails['children']
    attachments: ThreadDetails['attachments']
    family_child_ids: string[]
    family_account_ids: string[]
    accounts: MessageAccount[]
  }>(THREAD_DETAILS, [personId, readableMessageIds, visibleThreadIds, senderIds])
  return {
    recipients: row!.recipients,
    children: row!.children,
    attachments: row!.attachments,
    family: { childIds: new Set(row!.family_child_ids), accountIds: new Set(row!.family_account_ids) },
    accounts: new Map(row!.accounts.map((account) => [account.id, { id: account.id, type: account.type, name: account.name }]))
  }
}
