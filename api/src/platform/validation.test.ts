import Fastify from 'fastify'
import type { FastifySchemaValidationError } from 'fastify/types/schema'
import { Type } from '@sinclair/typebox'
import { AJV_OPTIONS, fieldErrorsOf, fieldsWithNul } from './validation'

/** The field errors a body earns from the route schema, through the same validator options as the app. */
async function fieldErrorsFor(schema: ReturnType<typeof Type.Object>, body: unknown) {
  const app = Fastify({ ajv: AJV_OPTIONS })
  app.post('/', { schema: { body: schema }, attachValidation: true }, async (request) => ({
    fieldErrors: request.validationError ? fieldErrorsOf(request.validationError.validation as FastifySchemaValidationError[]) : {}
  }))
  const response = await app.inject({ method: 'POST', url: '/', payload: body as Record<string, unknown> })
  await app.close()
  return response.json().fieldErrors
}

describe('fieldErrorsOf', () => {
  const schema = Type.Object({
    name: Type.String({ minLength: 1 }),
    count: Type.Integer(),
    choice: Type.Union([Type.Literal('DAYCARE'), Type.Literal('CLUB')]),
    ssn: Type.String({ format: 'fi-ssn' }),
    phone: Type.String({ format: 'pesa-phone' }),
    homepage: Type.String({ format: 'https-url' }),
    startDate: Type.String({ format: 'date' }),
    units: Type.Array(Type.String(), { minItems: 1 }),
    guardian: Type.Object({ email: Type.String({ format: 'pesa-email' }) })
  })
  const valid = {
    name: 'Liisa',
    count: 2,
    choice: 'CLUB',
    ssn: '120385-1243',
    phone: '044 555 0123',
    homepage: 'https://pesala.example.fi',
    startDate: '2026-08-01',
    units: ['a'],
    guardian: { email: 'liisa@example.fi' }
  }

  it('answers nothing for a valid body', async () => {
    expect(await fieldErrorsFor(schema, valid)).toEqual({})
  })

  it('answers each failure in the shared validators vocabulary, nested fields as dotted paths', async () => {
    const { guardian: _, ...withoutGuardian } = valid
    expect(
      await fieldErrorsFor(schema, {
        ...withoutGuardian,
        name: '',
        count: 2.5,
        choice: 'PRESCHOOL',
        ssn: '120385-1244',
        phone: 'abc',
        homepage: 'http://pesala.example.fi',
        startDate: '2026-02-30',
        units: []
      })
    ).toEqual({
      name: 'REQUIRED',
      count: 'INTEGER',
      choice: 'SELECT_ONE',
      ssn: 'INVALID_SSN',
      phone: 'INVALID_PHONE',
      homepage: 'HTTPS_URL_REQUIRED',
      startDate: 'INVALID_DATE',
      units: 'REQUIRED',
      guardian: 'REQUIRED'
    })
    expect(await fieldErrorsFor(schema, { ...valid, guardian: { email: 'liisa@' } })).toEqual({ 'guardian.email': 'INVALID_EMAIL' })
  })
})

describe('the date format', () => {
  const schema = Type.Object({ date: Type.String({ format: 'date' }) })

  it('takes only real calendar dates', async () => {
    for (const date of ['2026-02-30', '2027-02-29', '2026-04-31', '2026-1-05']) expect(await fieldErrorsFor(schema, { date })).toEqual({ date: 'INVALID_DATE' })
    expect(await fieldErrorsFor(schema, { date: '2028-02-29' })).toEqual({})
    // The shared validator's rule, not ajv-formats' (which takes a year 0000, and PostgreSQL answered a 500 for it).
    expect(await fieldErrorsFor(schema, { date: '0000-01-01' })).toEqual({ date: 'INVALID_DATE' })
  })
})

describe('fieldsWithNul', () => {
  it('names each field whose text or name holds a NUL, however deep', () => {
    expect(fieldsWithNul({ username: 'a\u0000b', password: 'ok', rows: [{ note: '\u0000' }], ['x\u0000']: 1 })).toEqual({
      username: 'INVALID_FORMAT',
      'rows.0.note': 'INVALID_FORMAT',
      '(body)': 'INVALID_FORMAT'
    })
    expect(fieldsWithNul('\u0000')).toEqual({ '(body)': 'INVALID_FORMAT' })
    expect(fieldsWithNul({ text: 'ääkköset 𝕏', n: 1, none: null })).toEqual({})
  })
})
