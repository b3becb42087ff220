import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { addDays, helsinkiDate } from '@pesa/shared/dates'
import { getApplication, insertApplication, replaceOtherGuardians, updateForm, updateStatus } from '../application-core/repository'
import { ApplicationForm, ApplicationStatus, ApplicationType } from '../application-core/schemas'
import { randomUUID } from 'node:crypto'
import { addMonths, dueDate, transition } from '../application-core/status'
import { APPLICATION_OWNER_TYPE } from '../applications/routes'
import { purgeStaleDrafts } from '../applications/service'
import { otherGuardiansOf } from '../applications/repository'
import { ApiError, errorResponses } from '../platform/errors'
import { findPersonBySsn } from '../population-register/repository'
import { filledApplicationForm } from '../seed/applications'
import { demoPdf } from '../seed/income'
import { applicationUnits } from '../units/repository'

/**
 * The staff side of applications for demos and e2e tests: an application in any status with a
 * filled form, staff moving it through processing (the same transition function as the
 * guardian's), staff edits of the form and the due date, and the draft purge at a given time.
 */
export const applicationsDevApi: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform
  const tags = ['dev-api']
  /** The owner type the applications area registered (its routes are registered before the dev API) */
  const files = () => app.attachments.ownerTypes.get(APPLICATION_OWNER_TYPE)!
  const IdParams = Type.Object({ applicationId: Type.String({ format: 'uuid' }) })
  const person = async (ssn: string) => {
    const found = await findPersonBySsn(db, ssn)
    if (!found) throw new ApiError('NOT_FOUND', `No person ${ssn}`)
    return found
  }

  app.post(
    '/applications',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devCreateApplication',
        tags,
        summary: 'An application in any status with a filled form (the first units on offer), sent `sentDaysAgo` days ago unless CREATED',
        body: Type.Object({
          guardianSsn: Type.String(),
          childSsn: Type.String(),
          type: ApplicationType,
          status: ApplicationStatus,
          startDate: Type.Optional(Type.String({ format: 'date' })),
          sentDaysAgo: Type.Optional(Type.Integer({ minimum: 0 })),
          allowOtherGuardianAccess: Type.Optional(Type.Boolean())
        }),
        response: { 200: Type.Object({ id: Type.String() }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const body = request.body
      const now = request.now()
      const today = helsinkiDate(now)
      const [guardian, child] = [await person(body.guardianSsn), await person(body.childSsn)]
      const startDate = body.startDate ?? addDays(today, 30)
      const units = await applicationUnits(db, body.type, startDate, false)
      const form = filledApplicationForm(body.type, {
        startDate,
        unitIds: units.slice(0, 1).map((unit) => unit.id),
        phone: guardian.phone || '040 000 0000',
        email: guardian.verified_email ?? guardian.email ?? ''
      })
      const others = await otherGuardiansOf(db, child.id, guardian.id)
      const sentDate = body.status === 'CREATED' ? null : addDays(today, -(body.sentDaysAgo ?? 0))
      const id = await insertApplication(db, {
        type: body.type,
        status: body.status,
        childId: child.id,
        guardianId: guardian.id,
        form,
        hasOtherGuardian: others.length > 0,
        otherGuardianLivesInSameAddress: others.length > 0 && others.every((other) => other.sameAddress),
        allowOtherGuardianAccess: body.allowOtherGuardianAccess ?? others.length > 0,
        sentDate,
        dueDate: sentDate ? addMonths(sentDate, 4) : null,
        now
      })
      if (sentDate)
        await replaceOtherGuardians(
          db,
          id,
          others.map((other) => other.id)
        )
      return { id }
    }
  )

  app.post(
    '/applications/:applicationId/status',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devMoveApplication',
        tags,
        summary: "Staff move the application (spec part 1 §4); 409 APPLICATION_NOT_EDITABLE for a move that is not one of staff's",
        params: IdParams,
        body: Type.Object({ status: ApplicationStatus }),
        response: { 204: Type.Null(), ...errorResponses(404, 409) }
      }
    },
    async (request, reply) => {
      const application = await getApplication(db, request.params.applicationId)
      if (!application) throw new ApiError('NOT_FOUND')
      await updateStatus(db, application.id, { status: transition(application.status, request.body.status, 'STAFF'), now: request.now() })
      return reply.code(204).send(null)
    }
  )

  app.put(
    '/applications/:applicationId/form',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devEditApplication',
        tags,
        summary: 'Staff edit the form as the guardian asked them to (no rules: staff decide)',
        params: IdParams,
        body: Type.Object({ form: ApplicationForm }),
        response: { 204: Type.Null(), ...errorResponses(404) }
      }
    },
    async (request, reply) => {
      const application = await getApplication(db, request.params.applicationId)
      if (!application) throw new ApiError('NOT_FOUND')
      await updateForm(db, application.id, {
        form: request.body.form,
        hasOtherGuardian: application.hasOtherGuardian,
        otherGuardianLivesInSameAddress: application.otherGuardianLivesInSameAddress,
        allowOtherGuardianAccess: application.allowOtherGuardianAccess,
        now: request.now()
      })
      return reply.code(204).send(null)
    }
  )

  app.put(
    '/applications/:applicationId/due-date',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devSetApplicationDueDate',
        tags,
        summary: 'Staff set the due date',
        params: IdParams,
        body: Type.Object({ dueDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]) }),
        response: { 204: Type.Null() }
      }
    },
    async (request, reply) => {
      await db.query('update application set due_date = $2 where id = $1', [request.params.applicationId, request.body.dueDate])
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/persons/:ssn/duplicate-of/:originalSsn',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devMarkDuplicatePerson',
        tags,
        summary: 'Records the person as a duplicate of another (applications list only the original)',
        params: Type.Object({ ssn: Type.String(), originalSsn: Type.String() }),
        response: { 204: Type.Null(), ...errorResponses(404) }
      }
    },
    async (request, reply) => {
      const [duplicate, original] = [await person(request.params.ssn), await person(request.params.originalSsn)]
      await db.query('update person set duplicate_of = $2 where id = $1', [duplicate.id, original.id])
      return reply.code(204).send(null)
    }
  )

  app.post(
    '/applications/purge-drafts',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devPurgeApplicationDrafts',
        tags,
        summary: 'Runs the draft housekeeping as at the given instant',
        body: Type.Object({ at: Type.String({ format: 'date-time' }) }),
        response: { 200: Type.Object({ deleted: Type.Integer() }) }
      }
    },
    async (request) => ({ deleted: await purgeStaleDrafts(db, files(), new Date(request.body.at)) })
  )

  app.post(
    '/applications/:applicationId/paper-attachment',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'devAddApplicationPaperAttachment',
        tags,
        summary:
          'Staff add a scanned paper attachment (a PDF) to an application; an urgency file of a sent urgent application moves its due date (spec part 1 §9)',
        params: IdParams,
        body: Type.Object({ attachmentType: Type.Union([Type.Literal('URGENCY'), Type.Literal('EXTENDED_CARE')]), name: Type.Optional(Type.String()) }),
        response: { 200: Type.Object({ id: Type.String(), dueDate: Type.Union([Type.String(), Type.Null()]) }), ...errorResponses(404) }
      }
    },
    async (request) => {
      const application = await getApplication(db, request.params.applicationId)
      if (!application) throw new ApiError('NOT_FOUND')
      const { attachmentType, name = 'paperiliite.pdf' } = request.body
      const now = request.now()
      const content = demoPdf('Paperiliite')
      const id = randomUUID()
      return db.transaction(async (tx) => {
        await tx.query(
          `insert into attachment (id, owner_type, owner_id, attachment_type, name, content_type, size, storage, status,
             uploaded_by_person, uploaded_by_employee, created_at, attached_at)
           values ($1, $2, $3, $4, $5, 'application/pdf', $6, 'DATABASE', 'READY', null, $7, $8, $8)`,
          [id, APPLICATION_OWNER_TYPE, application.id, attachmentType, name, content.length, randomUUID(), now]
        )
        await tx.query('insert into attachment_chunk (attachment_id, seq, data) values ($1, 0, $2)', [id, content])
        let due = application.dueDate
        if (application.sentDate && application.form.preferences.urgent && attachmentType === 'URGENCY') {
          const [first] = await tx.query<{ day: string }>(
            `select to_char(min(created_at) at time zone 'Europe/Helsinki', 'YYYY-MM-DD') as day from attachment
             where owner_type = $1 and owner_id = $2 and attachment_type = 'URGENCY'`,
            [APPLICATION_OWNER_TYPE, application.id]
          )
          due = dueDate(application.sentDate, true, first?.day ?? null)
          await tx.query('update application set due_date = $2 where id = $1', [application.id, due])
        }
        return { id, dueDate: due }
      })
    }
  )
}
