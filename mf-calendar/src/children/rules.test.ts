import type { ChildDocumentSummary, PlacementGroup, ServiceApplication, ServiceNeedSummary } from '@pesa/shared/api/types'
import { attendanceMonths, dateOf, foldedText, groupDocuments, pageOf, serviceApplicationOpen, terminationDateRange } from './rules'

const document = (id: string, type: string) => ({ id, type }) as ChildDocumentSummary

describe('groupDocuments', () => {
  it('puts VASU, LEOPS and the migrated plans together, HOJKS apart and everything else last, in order', () => {
    const groups = groupDocuments([
      document('1', 'OTHER_DECISION'),
      document('2', 'VASU'),
      document('3', 'HOJKS'),
      document('4', 'MIGRATED_LEOPS'),
      document('5', 'LEOPS'),
      document('6', 'MIGRATED_VASU'),
      document('7', 'CITIZEN_BASIC')
    ])
    expect(groups.plans.map((d) => d.id)).toEqual(['2', '4', '5', '6'])
    expect(groups.hojks.map((d) => d.id)).toEqual(['3'])
    expect(groups.others.map((d) => d.id)).toEqual(['1', '7'])
  })
})

describe('pageOf', () => {
  const items = Array.from({ length: 12 }, (_, i) => i)
  it('gives ten a page and counts the pages', () => {
    expect(pageOf(items, 1)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], pages: 2 })
    expect(pageOf(items, 2)).toEqual({ items: [10, 11], pages: 2 })
  })
  it('keeps a page past the end on the last one and an empty list on one page', () => {
    expect(pageOf(items, 5).items).toEqual([10, 11])
    expect(pageOf([], 1)).toEqual({ items: [], pages: 1 })
  })
})

describe('foldedText', () => {
  it('leaves a text of 50 characters whole', () => {
    expect(foldedText('x'.repeat(50))).toBeNull()
  })
  it('cuts a longer one at a word', () => {
    const text = 'Tänään leikimme metsässä ja rakensimme majan kuusen juurelle.'
    expect(foldedText(text)).toBe('Tänään leikimme metsässä ja rakensimme majan…')
  })
  it('cuts a text without spaces at the length', () => {
    expect(foldedText('y'.repeat(80))).toBe(`${'y'.repeat(50)}…`)
  })
})

describe('attendanceMonths', () => {
  const need = (startDate: string) => ({ startDate }) as ServiceNeedSummary
  it('runs from the current month back to the first month of the earliest need', () => {
    expect(attendanceMonths('2026-11-24', [need('2026-09-15'), need('2026-08-01')])).toEqual(['2026-11', '2026-10', '2026-09', '2026-08'])
  })
  it('shows at most twelve months and none without a need that has started', () => {
    expect(attendanceMonths('2026-11-24', [need('2020-01-01')])).toHaveLength(12)
    expect(attendanceMonths('2026-11-24', [need('2027-01-01')])).toEqual([])
    expect(attendanceMonths('2026-11-24', [])).toEqual([])
  })
  it('crosses the year', () => {
    expect(attendanceMonths('2027-01-05', [need('2026-11-01')])).toEqual(['2027-01', '2026-12', '2026-11'])
  })
})

describe('serviceApplicationOpen', () => {
  it('is true while an application is undecided', () => {
    const decided = { decision: { status: 'ACCEPTED' } } as ServiceApplication
    expect(serviceApplicationOpen([decided])).toBe(false)
    expect(serviceApplicationOpen([decided, { decision: null } as ServiceApplication])).toBe(true)
  })
})

describe('terminationDateRange', () => {
  const placement = (type: string, endDate: string) => ({ id: endDate, type, startDate: '2026-01-01', endDate })
  const group = {
    placements: [placement('PRESCHOOL_DAYCARE', '2027-05-31'), placement('PRESCHOOL', '2027-07-31')],
    additionalPlacements: []
  } as unknown as PlacementGroup

  it('runs from today to the latest end of the whole group', () => {
    expect(terminationDateRange(group, false, '2026-11-24')).toEqual({ min: '2026-11-24', max: '2027-07-31' })
  })
  it('with daycare only, to the latest end of the placements with a daycare part', () => {
    expect(terminationDateRange(group, true, '2026-11-24')).toEqual({ min: '2026-11-24', max: '2027-05-31' })
  })
})

describe('dateOf', () => {
  it('shows an instant as its Helsinki date: 22:30 UTC is already the next day', () => {
    expect(dateOf('2026-03-14T22:30:00.000Z')).toBe('15.03.2026')
    expect(dateOf('2026-07-31T20:59:00Z')).toBe('31.07.2026')
    expect(dateOf('2026-07-31T21:00:00Z')).toBe('01.08.2026')
  })
})
