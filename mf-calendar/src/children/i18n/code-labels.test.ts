import type { ApplicationType, ChildDocumentDetails } from '@pesa/shared/api/types'
import { labelOrCode } from '@pesa/shared/labels'
import type { ChildrenTexts } from './fi'

/*
 * The child pages' tables of code names are typed by the API's enums (`satisfies Record<Enum, string>`),
 * so a new code without its name is a type error, not a raw code on a page. `SameKeys` fails to
 * compile (tsc, scripts/typecheck.mjs) when a table is widened to `Record<string, string>` or
 * misses a code; the jest part checks the runtime lookup the screens use.
 */
type SameKeys<Table, Code extends string> = [keyof Table] extends [Code] ? ([Code] extends [keyof Table] ? true : false) : false
const complete = <T extends true>(value: T) => value

type ChildDocumentStatus = ChildDocumentDetails['status']
const checks = [
  complete<SameKeys<ChildrenTexts['children']['documents']['statuses'], ChildDocumentStatus>>(true),
  complete<SameKeys<ChildrenTexts['children']['termination']['kinds'], ApplicationType>>(true)
]

// @ts-expect-error a table missing a code of its enum does not compile
const missing = { DAYCARE: 'Varhaiskasvatus', PRESCHOOL: 'Esiopetus' } satisfies Record<ApplicationType, string>

describe('child page code tables', () => {
  it('are complete over their enums, and a code the table does not know shows as itself', async () => {
    expect(checks.every(Boolean)).toBe(true)
    const { default: fi } = await import('./fi')
    expect(labelOrCode(fi.children.termination.kinds, 'CLUB')).toBe('Kerho')
    expect(labelOrCode(fi.children.termination.kinds, 'SOMETHING_NEW')).toBe('SOMETHING_NEW')
    expect(labelOrCode(missing, 'toString')).toBe('toString')
  })
})
