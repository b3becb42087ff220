import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { randomUUID } from 'node:crypto'
import { insertStatement, markHandled } from '../income/repository'
import { sendExpiryReminders } from '../income/service'
import { IncomeStatementType } from '../income/schemas'
import { ApiError, errorResponses } from '../platform/errors'
import { findPersonBySsn } from '../population-register/repository'
import { demoPdf, insertIncomeFile } from '../seed/income'

const StatementParams = Type.Object({ id: Type.String({ format: 'uuid' }) })

/** The staff side of income statements the citizen flows need: statements in any state, handling, paper attachments, reminders. */
export const devIncomeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform
  const tags = ['dev-api']

  app.post(
    '/income-statements',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateIncomeStatement',
        tags,
        summary: "A statement of the person in any state, without the citizen's rules (body: the stored answers)",
        body: Type.Object({
          ssn: Type.String({ format: 'fi-ssn' }),
          type: IncomeStatementType,
          status: Type.Union([Type.Literal('DRAFT'), Type.Literal('SENT'), Type.Literal('HANDLED')]),
          startDate: Type.String({ format: 'date' }),
          endDate: Type.Optional(Type.String({ format: 'date' })),
          body: Type.Optional(Type.Record(Type.String(), Type.Unknown()))
        }),
        response: { 200: Type.Object({ id: Type.String() }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const { ssn, type, status, startDate, endDate, body } = request.body
      const person = await findPersonBySsn(db, ssn)
      if (!person) throw new ApiError('NOT_FOUND', `No person ${ssn}`)
      const now = request.now()
      const stored = { gross: null, entrepreneur: null, student: false, alimonyPayer: false, otherInfo: '', assure: status !== 'DRAFT', ...body }
      const id = await db.transaction(async (tx) => {
        const statementId = await insertStatement(tx, person.id, person.id, {
          type,
          status: status === 'HANDLED' ? 'SENT' : status,
          startDate,
          endDate: endDate ?? null,
          body: stored,
          now
        })
        if (status === 'HANDLED') await markHandled(tx, statementId, now)
        return statementId
      })
      return { id }
    }
  )

  app.post(
    '/income-statements/:id/handle',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devHandleIncomeStatement',
        tags,
        summary: 'Staff handles a SENT statement',
        params: StatementParams,
        response: { 204: Type.Null(), ...errorResponses(404) }
      }
    },
    async (request, reply) => {
      if (!(await markHandled(db, request.params.id, request.now()))) throw new ApiError('NOT_FOUND', 'No SENT statement with the id')
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/income-statements/:id/paper-attachment',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devAddIncomePaperAttachment',
        tags,
        summary: 'Staff adds a scanned paper attachment (a PDF) to a statement',
        params: StatementParams,
        body: Type.Object({ attachmentType: Type.String(), name: Type.Optional(Type.String()) }),
        response: { 200: Type.Object({ id: Type.String() }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const [statement] = await db.query('select id from income_statement where id = $1', [request.params.id])
      if (!statement) throw new ApiError('NOT_FOUND')
      const { attachmentType, name = 'paperiliite.pdf' } = request.body
      const id = await insertIncomeFile(db, {
        statementId: request.params.id,
        attachmentType,
        name,
        content: demoPdf('Paperiliite'),
        uploadedByEmployee: randomUUID(),
        now: request.now()
      })
      return { id }
    }
  )

  app.post(
    '/income/reminders',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devSendIncomeReminders',
        tags,
        summary: 'Runs the expiry reminders now (4 and 2 weeks before, once each)',
        response: { 200: Type.Object({ sent: Type.Integer() }) }
      }
    },
    async (request) => ({
      sent: await sendExpiryReminders(db, { publicUrl: app.platform.config.publicUrl, municipality: app.platform.municipality }, request.now())
    })
  )
}
