import type { ChildDocumentDetails } from '@pesa/shared/api/types'
import type { ChildDocumentsTexts } from './fi'

/* The document's status names are typed by the API's enum: a status without its name fails to compile (tsc). */
type SameKeys<Table, Code extends string> = [keyof Table] extends [Code] ? ([Code] extends [keyof Table] ? true : false) : false
const complete = <T extends true>(value: T) => value

describe('child document code tables', () => {
  it('name every status of a document', async () => {
    expect(complete<SameKeys<ChildDocumentsTexts['childDocument']['statuses'], ChildDocumentDetails['status']>>(true)).toBe(true)
    const { default: fi } = await import('./fi')
    expect(fi.childDocument.statuses.CITIZEN_DRAFT).toBe('Odottaa huoltajan vastausta')
  })
})
