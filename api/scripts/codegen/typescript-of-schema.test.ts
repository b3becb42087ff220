import { TypeCollector } from './typescript-of-schema'

describe('TypeScript of a JSON schema', () => {
  it('marks required properties as required and the others optional', () => {
    const type = new TypeCollector().typeOf({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } }, required: ['a'] })
    expect(type).toBe('{\n  a: string\n  b?: number\n}')
  })

  it('makes a property with a default optional: the server fills it in, so a caller may leave it out', () => {
    const type = new TypeCollector().typeOf({
      type: 'object',
      properties: { page: { type: 'integer', default: 1 }, guardians: { type: 'array', items: { type: 'string' }, default: [] } },
      required: ['page', 'guardians']
    })
    expect(type).toBe('{\n  page?: number\n  guardians?: string[]\n}')
  })
})
