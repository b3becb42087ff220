import type { PublicUnit } from '@pesa/shared/api/units'

/** A unit of the test municipality; fields a test does not care about have plain values. */
export function testUnit(overrides: Partial<PublicUnit> & { id: string }): PublicUnit {
  return {
    name: `Unit ${overrides.id}`,
    type: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    location: { lat: 64.13, lon: 28.39 },
    streetAddress: 'Katu 1',
    postalCode: '88600',
    postOffice: 'Pesälä',
    phone: null,
    email: null,
    url: null,
    providesShiftCare: false,
    clubApplyPeriod: null,
    daycareApplyPeriod: { start: '2020-01-01', end: null },
    preschoolApplyPeriod: null,
    ...overrides
  }
}
