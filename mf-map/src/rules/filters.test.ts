import { DEFAULT_FILTERS, defaultFilters, filterUnits, toggle } from './filters'
import { testUnit } from './test-units'

const units = [
  testUnit({ id: 'centre-fi' }),
  testUnit({ id: 'family-sv', type: ['FAMILY'], language: 'sv' }),
  testUnit({ id: 'school', type: ['PRESCHOOL'], providerType: 'MUNICIPAL_SCHOOL' }),
  testUnit({ id: 'club', type: ['CLUB'], providerType: 'PRIVATE' }),
  testUnit({ id: 'voucher-shift', providerType: 'PRIVATE_SERVICE_VOUCHER', providesShiftCare: true }),
  testUnit({ id: 'purchased', type: ['CENTRE', 'PRESCHOOL'], providerType: 'PURCHASED' })
]
const ids = (filters: Partial<typeof DEFAULT_FILTERS>) => filterUnits(units, { ...DEFAULT_FILTERS, ...filters }).map((unit) => unit.id)

describe('filterUnits', () => {
  it('shows daycare (centre, family and group family) by default, in every language and of every provider', () => {
    expect(ids({})).toEqual(['centre-fi', 'family-sv', 'voucher-shift', 'purchased'])
  })

  it('keeps the care type chosen', () => {
    expect(ids({ careType: 'PRESCHOOL' })).toEqual(['school', 'purchased'])
    expect(ids({ careType: 'CLUB' })).toEqual(['club'])
  })

  it('keeps the languages chosen', () => {
    expect(ids({ languages: ['sv'] })).toEqual(['family-sv'])
    expect(ids({ languages: ['fi', 'sv'] })).toEqual(ids({}))
  })

  it("counts the schools' preschools as municipal", () => {
    expect(ids({ careType: 'PRESCHOOL', providerTypes: ['MUNICIPAL'] })).toEqual(['school'])
  })

  it('keeps the providers chosen', () => {
    expect(ids({ providerTypes: ['PURCHASED', 'PRIVATE_SERVICE_VOUCHER'] })).toEqual(['voucher-shift', 'purchased'])
  })

  it('keeps only shift-care units when asked', () => {
    expect(ids({ shiftCare: true })).toEqual(['voucher-shift'])
  })
})

describe('defaultFilters', () => {
  it('starts from daycare when the municipality offers it (spec part 1 §2), else from its first care type', () => {
    expect(defaultFilters(['CLUB', 'DAYCARE'])).toEqual(DEFAULT_FILTERS)
    expect(defaultFilters(['PRESCHOOL', 'CLUB'])).toEqual({ ...DEFAULT_FILTERS, careType: 'PRESCHOOL' })
  })
})

describe('toggle', () => {
  it('adds a value that is missing and removes one that is there', () => {
    expect(toggle(['fi'], 'sv')).toEqual(['fi', 'sv'])
    expect(toggle(['fi', 'sv'], 'fi')).toEqual(['sv'])
  })
})
