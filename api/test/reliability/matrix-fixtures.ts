import { helsinkiDate } from '@pesa/shared/dates'
import type { RouteRelation } from '../../src/platform/types'
import { insertIncomeFile, demoPdf } from '../../src/seed/income'
import type { Caller, TestApp } from '../support/app'
import { insertServiceApplication } from '../../src/children/repository'
import { insertEvent, insertTime } from '../../src/calendar/event-repository'

/** What a fixture may use: the app, the demo people's ids, and Anna's strong session. */
export interface MatrixContext {
  t: TestApp
  people: { anna: string; mikko: string; liisa: string; pekka: string }
  anna: Caller
}

/**
 * Anna's object of one relation, for the authorization matrix (`authorization-matrix.test.ts`).
 * `ids` answers values by the names routes give them — path parameters, query and body fields
 * (a name that is an array in the schema gets `[value]`) — so every route of the relation finds
 * its object. `otherGuardian`: Mikko, the other guardian of Anna's children, has the relation too.
 */
export interface MatrixFixture {
  ids(context: MatrixContext): Promise<Record<string, string>>
  otherGuardian: boolean
  /**
   * Routes of the relation whose request names another kind of Anna's objects under the same
   * names (a voucher decision beside a fee decision, a placement group to end): their own entry,
   * by the route's url. The matrix uses it instead of the relation's entry for that route.
   */
  routes?: Record<string, MatrixFixture>
  /** Names of values that are no one's object (the municipality's questionnaire): any caller may see them. */
  shared?: string[]
  /**
   * Made again just before each route of the relation: other routes of the run remove every
   * object of the kind (signing out everywhere forgets all of Anna's devices).
   */
  madeForEachRoute?: boolean
}

async function one<T>(context: MatrixContext, sql: string, params: unknown[]): Promise<T> {
  const [row] = await context.t.platform.db.query<T & object>(sql, params)
  if (!row) throw new Error(`Matrix fixture not found: ${sql}`)
  return row
}

/** Anna's child the row's `child_id` names (the query's $1 is Anna). */
const ofAnnasChild = (context: MatrixContext, table: string, extra = '') =>
  one<{ id: string }>(context, `select t.id from ${table} t join guardianship g on g.child_id = t.child_id and g.guardian_id = $1 ${extra} limit 1`, [
    context.people.anna
  ])

const annasChild = (context: MatrixContext) =>
  one<{ id: string }>(
    context,
    `select g.child_id as id from guardianship g join person c on c.id = g.child_id
     where g.guardian_id = $1 order by c.date_of_birth limit 1`,
    [context.people.anna]
  )

/**
 * Two discussion surveys of Anna's child alone (no other family sees them), a month ahead so
 * that booking and cancelling are open: one with a time booked for the child, one with a free time.
 */
const annasSurveys = memoize(async (context: MatrixContext) => {
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const child = await one<{ id: string; unitId: string }>(
    context,
    `select g.child_id as id, p.unit_id as "unitId" from guardianship g join person c on c.id = g.child_id
     join placement p on p.child_id = g.child_id and p.start_date <= $2 and p.end_date >= $2
     where g.guardian_id = $1 order by c.date_of_birth limit 1`,
    [context.people.anna, date]
  )
  const db = context.t.platform.db
  const survey = (title: string) =>
    insertEvent(db, {
      title,
      description: '',
      period: { start: date, end: date },
      eventType: 'DISCUSSION_SURVEY',
      attendees: [{ unitId: child.unitId, groupId: null, childId: child.id }]
    })
  const bookedEventId = await survey('Matriisin varattu keskustelu')
  const bookedTimeId = await insertTime(db, { eventId: bookedEventId, date, startTime: '09:00', endTime: '09:30', childId: child.id })
  const freeEventId = await survey('Matriisin vapaa keskustelu')
  const freeTimeId = await insertTime(db, { eventId: freeEventId, date, startTime: '10:00', endTime: '10:30' })
  return { childId: child.id, bookedEventId, bookedTimeId, freeTimeId }
})

function memoize<T>(make: (context: MatrixContext) => Promise<T>): (context: MatrixContext) => Promise<T> {
  let made: Promise<T> | undefined
  return (context) => (made ??= make(context))
}

/** Anna's sent application with a decision waiting for the answer; Mikko, the other guardian living with her, may answer too. */
async function pendingDecision(context: MatrixContext): Promise<Record<string, string>> {
  return one<{ applicationId: string; id: string; decisionId: string }>(
    context,
    `select a.id as "applicationId", d.id, d.id as "decisionId" from application a join decision d on d.application_id = a.id
     where a.guardian_id = $1 and d.status = 'PENDING' order by d.created_at limit 1`,
    [context.people.anna]
  )
}

const financeDecision = (context: MatrixContext, type: string) =>
  one<{ id: string }>(
    context,
    "select id from finance_decision where head_of_family_id = $1 and type = $2 and status = 'SENT' order by valid_from desc limit 1",
    [context.people.anna, type]
  )

/**
 * One entry a relation. A route with an object relation that has no entry here fails the
 * matrix: an area adding a relation adds its entry (made from the seed or through the API).
 */
export const MATRIX_FIXTURES: Partial<Record<RouteRelation, MatrixFixture>> = {
  'guardian-of-child': {
    otherGuardian: true,
    async ids(context) {
      const { id } = await annasChild(context)
      return { childId: id, childIds: id, children: id, yearMonth: new Date().toISOString().slice(0, 7) }
    },
    routes: {
      '/api/citizen/children/:childId/placements/terminate': {
        // A placement group of the child, ended on a date long past: refused by the area's date rule, never done.
        otherGuardian: true,
        async ids(context) {
          const { id } = await annasChild(context)
          const response = await context.t.request({ method: 'GET', url: `/api/citizen/children/${id}/placements`, as: context.anna })
          const [group] = response.json<{ placements: { type: string; unitId: string }[] }>().placements
          if (!group) throw new Error(`Matrix fixture: no placement group (${response.statusCode} ${response.body})`)
          return { childId: id, type: group.type, unitId: group.unitId, terminationDate: '2000-01-03' }
        }
      }
    }
  },
  'application-party': {
    // A draft Anna makes now: the other guardian never sees a draft.
    otherGuardian: false,
    async ids(context) {
      const child = await one<{ id: string }>(
        context,
        `select g.child_id as id from guardianship g where g.guardian_id = $1
         and not exists (select 1 from application a where a.child_id = g.child_id and a.type = 'CLUB') limit 1`,
        [context.people.anna]
      )
      const response = await context.t.request({
        method: 'POST',
        url: '/api/citizen/applications',
        as: context.anna,
        payload: { childId: child.id, type: 'CLUB' }
      })
      if (response.statusCode !== 200) throw new Error(`Matrix fixture: no draft application (${response.statusCode} ${response.body})`)
      return { applicationId: response.json<{ id: string }>().id }
    },
    routes: Object.fromEntries(
      [
        '/api/citizen/applications/:applicationId/decisions',
        '/api/citizen/applications/:applicationId/actions/accept-decision',
        '/api/citizen/applications/:applicationId/actions/reject-decision',
        '/api/citizen/decisions/:id/download'
      ].map((url) => [url, { otherGuardian: true, ids: pendingDecision }])
    )
  },
  'document-of-child': {
    // Ella's child document to answer; her pedagogical documents are read by both guardians.
    otherGuardian: true,
    async ids(context) {
      const { id } = await ofAnnasChild(context, 'child_document', "where t.status = 'CITIZEN_DRAFT' and t.published_at is not null")
      return { documentId: id }
    },
    routes: {
      '/api/citizen/pedagogical-documents/:documentId/mark-read': {
        otherGuardian: true,
        async ids(context) {
          const { id } = await ofAnnasChild(context, 'pedagogical_document', 'order by t.created_at desc')
          return { documentId: id }
        }
      }
    }
  },
  'event-of-child': {
    // The active questionnaires (every citizen's) answered for Anna's child (Mikko is the child's guardian too).
    otherGuardian: true,
    shared: ['id'],
    async ids(context) {
      const questionnaire = await one<{ id: string }>(context, "select id from holiday_questionnaire where type = 'FIXED_PERIOD' limit 1", [])
      return { id: questionnaire.id, recordKey: (await annasChild(context)).id }
    },
    routes: {
      '/api/citizen/calendar-events/:id/ics': { otherGuardian: true, ids: async (context) => ({ id: (await annasSurveys(context)).bookedEventId }) },
      '/api/citizen/calendar-event-times/:id/ics': { otherGuardian: true, ids: async (context) => ({ id: (await annasSurveys(context)).bookedTimeId }) },
      // POST books the free time (the other guardian's second booking of it changes nothing), DELETE, run last, cancels it.
      '/api/citizen/calendar-event/reservation': {
        otherGuardian: true,
        async ids(context) {
          const surveys = await annasSurveys(context)
          return { calendarEventTimeId: surveys.freeTimeId, childId: surveys.childId }
        }
      },
      '/api/citizen/holiday-period/questionnaire/open-range/:id': {
        otherGuardian: true,
        shared: ['id'],
        async ids(context) {
          const questionnaire = await one<{ id: string }>(context, "select id from holiday_questionnaire where type = 'OPEN_RANGES' limit 1", [])
          return { id: questionnaire.id, recordKey: (await annasChild(context)).id }
        }
      }
    }
  },
  'decision-party': {
    // Assistance decisions of Anna's children, sent: both guardians read them.
    otherGuardian: true,
    async ids(context) {
      return ofAnnasChild(context, 'assistance_need_decision', "where t.status <> 'DRAFT' and t.sent_at is not null order by t.sent_at desc")
    },
    routes: Object.fromEntries(
      ['', '/pdf', '/read'].map((suffix) => [
        `/api/citizen/children/assistance-need-preschool-decisions/:id${suffix}`,
        {
          otherGuardian: true,
          async ids(context: MatrixContext) {
            return ofAnnasChild(context, 'assistance_need_preschool_decision', "where t.status <> 'DRAFT' and t.sent_at is not null order by t.sent_at desc")
          }
        }
      ])
    )
  },
  'finance-decision-party': {
    // Anna is the head of family, Mikko her partner: both are parties.
    otherGuardian: true,
    async ids(context) {
      return financeDecision(context, 'FEE_DECISION')
    },
    routes: {
      ...Object.fromEntries(
        ['/api/citizen/voucher-value-decisions/:id/download', '/api/citizen/process-metadata/voucher-value-decisions/:id'].map((url) => [
          url,
          { otherGuardian: true, ids: (context: MatrixContext) => financeDecision(context, 'VOUCHER_VALUE_DECISION') }
        ])
      )
    }
  },
  'child-image-of-child': {
    // An image given to Anna's child now; both guardians see it.
    otherGuardian: true,
    async ids(context) {
      const child = await one<{ ssn: string }>(context, 'select ssn from person where id = $1', [(await annasChild(context)).id])
      const response = await context.t.request({ method: 'POST', url: '/api/dev-api/children/image', payload: { childSsn: child.ssn } })
      if (response.statusCode !== 200) throw new Error(`Matrix fixture: no child image (${response.statusCode} ${response.body})`)
      return { imageId: response.json<{ id: string }>().id }
    }
  },
  'child-application-party': {
    // Anna's waiting absence application: Mikko, the child's other guardian, sees it but may not cancel it.
    otherGuardian: true,
    async ids(context) {
      return ofAnnasChild(context, 'absence_application', "where t.status = 'WAITING_DECISION' and t.created_by = $1")
    },
    routes: {
      '/api/citizen/service-applications/:id': {
        otherGuardian: true,
        async ids(context) {
          // An open service application Anna sends now (the seed has only decided ones).
          const row = await one<{ childId: string; optionId: string }>(
            context,
            `select s.child_id as "childId", s.option_id as "optionId" from service_application s
             join guardianship g on g.child_id = s.child_id and g.guardian_id = $1 limit 1`,
            [context.people.anna]
          )
          const id = await insertServiceApplication(context.t.platform.db, {
            childId: row.childId,
            personId: context.people.anna,
            startDate: helsinkiDate(new Date()),
            optionId: row.optionId,
            additionalInfo: '',
            sentAt: new Date()
          })
          return { id }
        }
      }
    }
  },
  'thread-participant': {
    // A thread of Anna's account alone among citizens, not sensitive.
    otherGuardian: false,
    async ids(context) {
      const row = await one<{ threadId: string; messageId: string }>(
        context,
        `select t.id as "threadId", m.id as "messageId" from message_thread t
         join message m on m.thread_id = t.id
         join message_thread_participant p on p.thread_id = t.id
         join message_account a on a.id = p.participant_id and a.person_id = $1
         where not t.sensitive and not exists (
           select 1 from message_thread_participant p2 join message_account a2 on a2.id = p2.participant_id
           where p2.thread_id = t.id and a2.type = 'CITIZEN' and a2.person_id <> $1)
         order by t.created_at, m.sent_at limit 1`,
        [context.people.anna]
      )
      return row
    }
  },
  'income-statement-party': {
    // Anna's own draft: her partner Mikko is no party of it.
    otherGuardian: false,
    async ids(context) {
      return one<{ id: string }>(context, "select id from income_statement where person_id = $1 and status = 'DRAFT' limit 1", [context.people.anna])
    }
  },
  'device-owner': {
    // A device Anna's weak login remembered: only she may forget it (Mikko's own devices are his).
    otherGuardian: false,
    madeForEachRoute: true,
    async ids(context) {
      const now = new Date()
      return one<{ id: string }>(
        context,
        `insert into remembered_device (person_id, token_hash, name, created_at, last_used_at, expires_at)
         values ($1, md5(random()::text), 'Firefox, Linux', $2, $2, $2::timestamptz + interval '30 days') returning id`,
        [context.people.anna, now]
      )
    }
  },
  'push-subscription-owner': {
    // A device Anna turned push on for: only she may turn it off (Mikko's devices are his).
    otherGuardian: false,
    async ids(context) {
      return one<{ id: string }>(
        context,
        `insert into push_subscription (person_id, endpoint, p256dh, auth, name, created_at)
         values ($1, 'https://fcm.googleapis.com/fcm/send/' || md5(random()::text), 'BPk', 'aw', 'Chrome, Android', now()) returning id`,
        [context.people.anna]
      )
    }
  },
  'attachment-owner': {
    // A file Anna added to her own handled statement.
    otherGuardian: false,
    async ids(context) {
      const statement = await one<{ id: string }>(context, "select id from income_statement where person_id = $1 and status = 'HANDLED' limit 1", [
        context.people.anna
      ])
      const name = 'palkkatodistus.pdf'
      const attachmentId = await insertIncomeFile(context.t.platform.db, {
        statementId: statement.id,
        attachmentType: 'PAYSLIP_GROSS',
        name,
        content: demoPdf('Palkkatodistus'),
        uploadedByPerson: context.people.anna,
        now: new Date()
      })
      return { attachmentId, requestedFilename: name }
    }
  }
}
