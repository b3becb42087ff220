import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { addDays, addMonths, firstOfMonth, helsinkiDate } from '@pesa/shared/dates'
import { insertApplication, replaceOtherGuardians } from '../application-core/repository'
import { ApplicationType } from '../application-core/schemas'
import {
  insertAssistanceDecision,
  insertDecision,
  insertFinanceDecision,
  insertPreschoolAssistanceDecision,
  notifyGuardians,
  sendDecisions
} from '../decisions/repository'
import { DecisionType } from '../decisions/schemas'
import { ApiError, errorResponses } from '../platform/errors'
import type { Queryable } from '../platform/db'
import { findPersonBySsn } from '../population-register/repository'
import { filledApplicationForm } from '../seed/applications'
import { schoolYearStart } from '../seed/demo-units'

/**
 * The staff side of decisions for demos and e2e tests: decisions made and sent for an
 * application, a sent application with its decisions in one call, finance and assistance
 * decisions created and annulled, the PDF renders run now, and a preschool offer for a new child.
 */
export const devDecisionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app
  const { db } = platform
  const tags = ['dev-api']
  const person = async (ssn: string) => {
    const found = await findPersonBySsn(db, ssn)
    if (!found) throw new ApiError('NOT_FOUND', `No person ${ssn}`)
    return found.id
  }
  const unitId = async (tx: Queryable, name: string | undefined, fallback: string) => {
    const [row] = await tx.query<{ id: string }>('select id from unit where name = $1', [name ?? fallback])
    if (!row) throw new ApiError('NOT_FOUND', `No unit ${name ?? fallback}`)
    return row.id
  }
  const NewDecisionBody = Type.Object({
    type: DecisionType,
    unitName: Type.Optional(Type.String()),
    startDate: Type.String({ format: 'date' }),
    endDate: Type.String({ format: 'date' })
  })
  const Ids = Type.Object({ applicationId: Type.String(), decisionIds: Type.Array(Type.String()) })

  /** Makes and sends decisions of an application (staff's WAITING_CONFIRMATION), emailing its parties. */
  async function decideAndSend(
    tx: Queryable,
    applicationId: string,
    decisions: { type: DecisionType; unitName?: string; startDate: string; endDate: string }[],
    now: Date
  ) {
    for (const decision of decisions) {
      await insertDecision(tx, {
        applicationId,
        type: decision.type,
        unitId: await unitId(tx, decision.unitName, 'Päiväkoti Kuusela'),
        startDate: decision.startDate,
        endDate: decision.endDate,
        now
      })
    }
    const sent = await sendDecisions(tx, applicationId, helsinkiDate(now), now)
    await notifyGuardians(platform, tx, sent.partyIds, now)
    return { applicationId, decisionIds: sent.decisionIds }
  }

  app.post(
    '/decisions/applications/:applicationId',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devSendDecisions',
        tags,
        summary: "Decisions for the application, sent now: the application waits for the guardian's answer",
        params: Type.Object({ applicationId: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ decisions: Type.Array(NewDecisionBody, { minItems: 1 }) }),
        response: { 200: Ids, ...errorResponses(404, 409) }
      }
    },
    async (request) => db.transaction((tx) => decideAndSend(tx, request.params.applicationId, request.body.decisions, request.now()))
  )

  app.post(
    '/decisions/fixture',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devDecisionFixture',
        tags,
        summary: 'A sent application of the guardian for the child with its decisions sent (the other guardians recorded, with access)',
        body: Type.Object({
          guardianSsn: Type.String(),
          childSsn: Type.String(),
          type: ApplicationType,
          decisions: Type.Array(NewDecisionBody, { minItems: 1 })
        }),
        response: { 200: Ids, ...errorResponses(404, 409) }
      }
    },
    async (request) => {
      const { body } = request
      const now = request.now()
      const [guardianId, childId] = [await person(body.guardianSsn), await person(body.childSsn)]
      return db.transaction(async (tx) => {
        const applicationId = await createSentApplication(tx, { guardianId, childId, type: body.type, startDate: body.decisions[0]!.startDate, now })
        return decideAndSend(tx, applicationId, body.decisions, now)
      })
    }
  )

  app.post(
    '/decisions/preschool-offer',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devPreschoolOffer',
        tags,
        summary: "A six-year-old child of the guardian (and the guardian's co-guardians) with a pending preschool and connected daycare pair",
        body: Type.Object({ guardianSsn: Type.String(), firstName: Type.Optional(Type.String()) }),
        response: { 200: Type.Object({ childId: Type.String(), applicationId: Type.String(), decisionIds: Type.Array(Type.String()) }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const now = request.now()
      const today = helsinkiDate(now)
      const guardianId = await person(request.body.guardianSsn)
      const nextYearStart = addMonths(schoolYearStart(today), 12)
      const start = nextYearStart
      const end = `${Number(start.slice(0, 4)) + 1}-05-31`
      return db.transaction(async (tx) => {
        const [guardian] = await tx.query<{ last_name: string }>('select last_name from person where id = $1', [guardianId])
        const [child] = await tx.query<{ id: string }>(`insert into person (first_name, last_name, date_of_birth) values ($1, $2, $3) returning id`, [
          request.body.firstName ?? 'Eetu Ilmari',
          guardian!.last_name,
          `${Number(start.slice(0, 4)) - 6}-03-15`
        ])
        const childId = child!.id
        const coGuardians = await tx.query<{ guardian_id: string }>(
          `select distinct g2.guardian_id from guardianship g1 join guardianship g2 on g2.child_id = g1.child_id
           where g1.guardian_id = $1 and g2.guardian_id <> $1`,
          [guardianId]
        )
        for (const id of [guardianId, ...coGuardians.map((row) => row.guardian_id)]) {
          await tx.query('insert into guardianship (guardian_id, child_id) values ($1, $2) on conflict do nothing', [id, childId])
        }
        await tx.query(
          `insert into household_member (household_id, person_id, start_date)
           select household_id, $2, $3 from household_member where person_id = $1 and end_date is null limit 1`,
          [guardianId, childId, `${Number(start.slice(0, 4)) - 6}-03-15`]
        )
        const applicationId = await createSentApplication(tx, { guardianId, childId, type: 'PRESCHOOL', startDate: start, now })
        const sent = await decideAndSend(
          tx,
          applicationId,
          [
            { type: 'PRESCHOOL', startDate: start, endDate: end },
            { type: 'PRESCHOOL_DAYCARE', startDate: start, endDate: end }
          ],
          now
        )
        return { childId, ...sent }
      })
    }
  )

  const FinanceBody = Type.Object({
    type: Type.Union([Type.Literal('FEE_DECISION'), Type.Literal('VOUCHER_VALUE_DECISION')]),
    status: Type.Optional(Type.Union([Type.Literal('DRAFT'), Type.Literal('SENT')])),
    headOfFamilySsn: Type.String(),
    partnerSsn: Type.Optional(Type.String()),
    validFrom: Type.Optional(Type.String({ format: 'date' })),
    validTo: Type.Optional(Type.String({ format: 'date' })),
    children: Type.Array(Type.Object({ ssn: Type.String(), unitName: Type.Optional(Type.String()), amountCents: Type.Integer({ minimum: 0 }) }), {
      minItems: 1
    })
  })

  app.post(
    '/decisions/finance',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateFinanceDecision',
        tags,
        summary: 'A fee or voucher value decision, sent now unless DRAFT',
        body: FinanceBody,
        response: { 200: Type.Object({ id: Type.String() }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const { body } = request
      const now = request.now()
      const status = body.status ?? 'SENT'
      const headOfFamilyId = await person(body.headOfFamilySsn)
      const partnerId = body.partnerSsn ? await person(body.partnerSsn) : null
      const children: { childId: string; unitId: string; placementType: string; amountCents: number }[] = []
      for (const child of body.children) {
        children.push({
          childId: await person(child.ssn),
          unitId: await unitId(db, child.unitName, 'Päiväkoti Kuusela'),
          placementType: 'DAYCARE',
          amountCents: child.amountCents
        })
      }
      const id = await db.transaction(async (tx) => {
        const created = await insertFinanceDecision(tx, {
          type: body.type,
          status,
          validFrom: body.validFrom ?? firstOfMonth(helsinkiDate(now)),
          validTo: body.validTo ?? null,
          sentAt: status === 'SENT' ? now : null,
          headOfFamilyId,
          partnerId,
          children,
          now
        })
        if (status === 'SENT') await notifyGuardians(platform, tx, [headOfFamilyId, ...(partnerId ? [partnerId] : [])], now)
        return created
      })
      return { id }
    }
  )

  app.post(
    '/decisions/finance/:id/annul',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devAnnulFinanceDecision',
        tags,
        summary: 'Annuls a finance decision: guardians no longer see it',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 204: Type.Null() }
      }
    },
    async (request, reply) => {
      await db.query("update finance_decision set status = 'ANNULLED' where id = $1", [request.params.id])
      return reply.code(204).send(null)
    }
  )

  const Status = Type.Union((['DRAFT', 'NEEDS_WORK', 'ACCEPTED', 'REJECTED', 'ANNULLED'] as const).map((value) => Type.Literal(value)))
  app.post(
    '/decisions/assistance',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateAssistanceDecision',
        tags,
        summary: 'An assistance decision of either kind for the child (sent unless DRAFT or NEEDS_WORK)',
        body: Type.Object({
          kind: Type.Union([Type.Literal('ASSISTANCE_NEED'), Type.Literal('ASSISTANCE_NEED_PRESCHOOL')]),
          childSsn: Type.String(),
          status: Status,
          language: Type.Optional(Type.Union([Type.Literal('FI'), Type.Literal('SV')])),
          unitName: Type.Optional(Type.String()),
          annulmentReason: Type.Optional(Type.String())
        }),
        response: { 200: Type.Object({ id: Type.String() }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const { body } = request
      const now = request.now()
      const today = helsinkiDate(now)
      const childId = await person(body.childSsn)
      const common = {
        childId,
        status: body.status,
        language: body.language ?? ('FI' as const),
        validFrom: today,
        validTo: null,
        unitId: await unitId(db, body.unitName, 'Päiväkoti Kuusela'),
        decisionMade: addDays(today, -1),
        annulmentReason: body.annulmentReason,
        now
      }
      const id = await db.transaction(async (tx) => {
        const created =
          body.kind === 'ASSISTANCE_NEED'
            ? await insertAssistanceDecision(tx, {
                ...common,
                assistanceLevels: ['ENHANCED_ASSISTANCE'],
                motivation: 'Tehostettu tuki.',
                viewOfGuardians: 'Huoltajat kannattavat.'
              })
            : await insertPreschoolAssistanceDecision(tx, {
                ...common,
                type: 'NEW',
                decisionBasis: 'Tuki esiopetuksessa.',
                viewOfGuardians: 'Huoltajat kannattavat.'
              })
        if (['ACCEPTED', 'REJECTED', 'ANNULLED'].includes(body.status)) {
          const guardians = await tx.query<{ guardian_id: string }>('select guardian_id from guardianship where child_id = $1', [childId])
          await notifyGuardians(
            platform,
            tx,
            guardians.map((row) => row.guardian_id),
            now
          )
        }
        return created
      })
      return { id }
    }
  )

  app.post(
    '/decisions/assistance/:kind/:id/annul',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devAnnulAssistanceDecision',
        tags,
        summary: 'Annuls an assistance decision with a reason',
        params: Type.Object({
          kind: Type.Union([Type.Literal('ASSISTANCE_NEED'), Type.Literal('ASSISTANCE_NEED_PRESCHOOL')]),
          id: Type.String({ format: 'uuid' })
        }),
        body: Type.Object({ reason: Type.String({ minLength: 1 }) }),
        response: { 204: Type.Null() }
      }
    },
    async (request, reply) => {
      const table = request.params.kind === 'ASSISTANCE_NEED' ? 'assistance_need_decision' : 'assistance_need_preschool_decision'
      await db.query(`update ${table} set status = 'ANNULLED', annulment_reason = $2 where id = $1`, [request.params.id, request.body.reason])
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/decisions/run-jobs',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devRunDecisionJobs',
        tags,
        summary: 'Runs every due job now (decision PDFs among them) and waits for them',
        response: { 204: Type.Null() }
      }
    },
    async (_request, reply) => {
      await app.jobs.drain()
      return reply.code(204).send(null)
    }
  )
}

/** A filled application sent today, its other guardians (the child's other custodians) recorded with access. */
async function createSentApplication(
  tx: Queryable,
  options: { guardianId: string; childId: string; type: ApplicationType; startDate: string; now: Date }
): Promise<string> {
  const today = helsinkiDate(options.now)
  const others = await tx.query<{ guardian_id: string }>('select guardian_id from guardianship where child_id = $1 and guardian_id <> $2', [
    options.childId,
    options.guardianId
  ])
  const [unit] = await tx.query<{ id: string }>("select id from unit where name = 'Päiväkoti Kuusela'")
  const id = await insertApplication(tx, {
    type: options.type,
    status: 'SENT',
    childId: options.childId,
    guardianId: options.guardianId,
    form: filledApplicationForm(options.type, { startDate: options.startDate, unitIds: unit ? [unit.id] : [], phone: '040 123 4567', email: '' }),
    hasOtherGuardian: others.length > 0,
    otherGuardianLivesInSameAddress: others.length > 0 ? true : null,
    allowOtherGuardianAccess: others.length > 0,
    sentDate: today,
    dueDate: addMonths(today, 4),
    now: options.now
  })
  await replaceOtherGuardians(
    tx,
    id,
    others.map((row) => row.guardian_id)
  )
  return id
}
