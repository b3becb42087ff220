import { displayStatus, showsDecisionsLink } from './status'

describe('displayStatus', () => {
  it.each([
    ['CREATED', false, 'DRAFT'],
    ['SENT', false, 'SENT'],
    ['WAITING_PLACEMENT', false, 'PROCESSING'],
    ['WAITING_DECISION', false, 'PROCESSING'],
    ['WAITING_UNIT_CONFIRMATION', false, 'PROCESSING'],
    ['WAITING_MAILING', false, 'PROCESSING'],
    ['WAITING_CONFIRMATION', false, 'PENDING'],
    ['ACTIVE', false, 'ACCEPTED'],
    ['ACTIVE', true, 'PENDING'],
    ['REJECTED', false, 'REJECTED'],
    ['CANCELLED', false, 'REJECTED']
  ] as const)('reads %s (decidable %s) as %s', (status, decidable, shown) => {
    expect(displayStatus(status, decidable)).toBe(shown)
  })

  it('links to decisions only when waiting or active, permitted and decidable', () => {
    expect(showsDecisionsLink('ACTIVE', ['READ', 'READ_DECISIONS'], true)).toBe(true)
    expect(showsDecisionsLink('ACTIVE', ['READ'], true)).toBe(false)
    expect(showsDecisionsLink('SENT', ['READ', 'READ_DECISIONS'], true)).toBe(false)
    expect(showsDecisionsLink('WAITING_CONFIRMATION', ['READ_DECISIONS'], false)).toBe(false)
  })
})
