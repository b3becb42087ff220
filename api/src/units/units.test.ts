import { DEMO_SSN } from '../seed/demo-people'
import { insertUnit, type NewUnit } from '../seed/demo-units'
import { createTestApp, type Caller, type TestApp } from '../../test/support/app'

describe('units API', () => {
  let t: TestApp

  const open = { start: '2020-01-01', end: null }
  const unit = (name: string, extra: Partial<NewUnit>): NewUnit => ({
    name,
    careTypes: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    location: { lat: 64.14, lon: 28.4 },
    streetAddress: 'Testitie 1',
    postalCode: '88600',
    postOffice: 'Pesälä',
    daycareApplyPeriod: open,
    ...extra
  })

  beforeAll(async () => {
    t = await createTestApp()
    await insertUnit(t.platform.db, unit('Päiväkoti Suljettu', { closingDate: '2021-12-31' }))
    await insertUnit(t.platform.db, unit('Päiväkoti Avautuva', { openingDate: '2031-08-01' }))
    await insertUnit(t.platform.db, unit('Päiväkoti Sulkeutuva', { closingDate: '2031-07-31' }))
  })
  afterAll(() => t.close())

  describe('GET /api/citizen/public/units/{applicationType}', () => {
    it('lists daycare units (centre, family, group family) of every provider with every field, anonymously', async () => {
      const response = await t.request({ method: 'GET', url: '/api/citizen/public/units/DAYCARE' })
      expect(response.statusCode).toBe(200)
      const units = response.json() as {
        name: string
        type: string[]
        providerType: string
        language: string
        location: unknown
        daycareApplyPeriod: unknown
      }[]
      expect(units.length).toBeGreaterThanOrEqual(30)
      expect(units.every((unit) => unit.type.some((type) => ['CENTRE', 'FAMILY', 'GROUP_FAMILY'].includes(type)))).toBe(true)
      expect(new Set(units.map((unit) => unit.providerType))).toEqual(
        new Set(['MUNICIPAL', 'PURCHASED', 'PRIVATE', 'PRIVATE_SERVICE_VOUCHER', 'EXTERNAL_PURCHASED'])
      )
      expect(new Set(units.map((unit) => unit.language))).toEqual(new Set(['fi', 'sv']))
      expect(units.some((unit) => unit.location === null)).toBe(true)
      expect(units.some((unit) => unit.providerType === 'PRIVATE' && unit.daycareApplyPeriod === null)).toBe(true)
      expect(units.find((unit) => unit.name === 'Päiväkoti Tähtitarha')).toEqual({
        id: expect.any(String),
        name: 'Päiväkoti Tähtitarha',
        type: ['CENTRE'],
        providerType: 'MUNICIPAL',
        language: 'fi',
        location: { lat: 64.1265, lon: 28.4102 },
        streetAddress: 'Tähtikuja 2',
        postalCode: '88610',
        postOffice: 'Pesälä',
        phone: '08 123 4002',
        email: null,
        url: 'https://pesala.example.fi/paivakodit/tahtitarha',
        providesShiftCare: true,
        clubApplyPeriod: null,
        daycareApplyPeriod: { start: '2020-01-01', end: null },
        preschoolApplyPeriod: null
      })
    })

    it('lists preschools including the schools (MUNICIPAL_SCHOOL)', async () => {
      const units = (await t.request({ method: 'GET', url: '/api/citizen/public/units/PRESCHOOL' })).json() as { type: string[]; providerType: string }[]
      expect(units.every((unit) => unit.type.includes('PRESCHOOL'))).toBe(true)
      expect(units.some((unit) => unit.providerType === 'MUNICIPAL_SCHOOL')).toBe(true)
    })

    it('lists clubs and preparatory education', async () => {
      for (const [type, careType] of [
        ['CLUB', 'CLUB'],
        ['PREPARATORY', 'PREPARATORY_EDUCATION']
      ]) {
        const units = (await t.request({ method: 'GET', url: `/api/citizen/public/units/${type}` })).json() as { type: string[] }[]
        expect(units.length).toBeGreaterThan(0)
        expect(units.every((unit) => unit.type.includes(careType!))).toBe(true)
      }
    })

    it('leaves out units that have closed, and shows units that open later', async () => {
      const names = ((await t.request({ method: 'GET', url: '/api/citizen/public/units/DAYCARE' })).json() as { name: string }[]).map((u) => u.name)
      expect(names).not.toContain('Päiväkoti Suljettu')
      expect(names).toContain('Päiväkoti Avautuva')
      expect(names).toContain('Päiväkoti Sulkeutuva')
    })

    it('lets browsers keep the list for five minutes', async () => {
      const response = await t.request({ method: 'GET', url: '/api/citizen/public/units/CLUB' })
      expect(response.headers['cache-control']).toBe('public, max-age=300')
    })

    it('refuses an unknown application type', async () => {
      const response = await t.request({ method: 'GET', url: '/api/citizen/public/units/SCHOOL' })
      expect(response.statusCode).toBe(400)
      expect(response.json().errorCode).toBe('VALIDATION_FAILED')
    })
  })

  describe('GET /api/citizen/public/club-terms and /preschool-terms', () => {
    it('lists three school years of club terms with their application periods', async () => {
      const terms = (await t.request({ method: 'GET', url: '/api/citizen/public/club-terms' })).json()
      expect(terms).toHaveLength(3)
      expect(terms[0]).toEqual({
        term: { start: expect.stringMatching(/-08-15$/), end: expect.stringMatching(/-05-31$/) },
        applicationPeriod: { start: expect.any(String), end: expect.any(String) },
        termBreaks: [{ start: expect.stringMatching(/-12-21$/), end: expect.stringMatching(/-01-06$/) }]
      })
    })

    it('lists preschool terms with the Finnish, Swedish and extended terms', async () => {
      const terms = (await t.request({ method: 'GET', url: '/api/citizen/public/preschool-terms' })).json()
      expect(terms).toHaveLength(3)
      expect(Object.keys(terms[1]).sort()).toEqual(['applicationPeriod', 'extendedTerm', 'finnishPreschool', 'swedishPreschool', 'termBreaks'])
      expect(terms[1].extendedTerm.start <= terms[1].finnishPreschool.start).toBe(true)
    })
  })

  describe('GET /api/citizen/public/service-needs/options', () => {
    it('lists the options of the asked placement types', async () => {
      const response = await t.request({
        method: 'GET',
        url: '/api/citizen/public/service-needs/options?placementTypes=DAYCARE&placementTypes=DAYCARE_PART_TIME'
      })
      expect(response.statusCode).toBe(200)
      const options = response.json() as { validPlacementType: string; nameFi: string; nameSv: string; nameEn: string }[]
      expect(options).toHaveLength(6)
      expect(new Set(options.map((option) => option.validPlacementType))).toEqual(new Set(['DAYCARE', 'DAYCARE_PART_TIME']))
      expect(options[0]).toMatchObject({ nameFi: 'Kokopäiväinen, yli 35 h/vko', nameSv: 'Heldag, över 35 h/v', validTo: null })
    })

    it('refuses a missing or unknown placement type', async () => {
      expect((await t.request({ method: 'GET', url: '/api/citizen/public/service-needs/options' })).statusCode).toBe(400)
      expect((await t.request({ method: 'GET', url: '/api/citizen/public/service-needs/options?placementTypes=NIGHT' })).statusCode).toBe(400)
    })
  })

  describe('GET /api/citizen/units?type=&date=&shiftCare=', () => {
    let anna: Caller
    beforeAll(async () => {
      anna = await t.login(DEMO_SSN.anna, 'WEAK')
    })

    type Unit = { name: string; type: string[]; providerType: string; providesShiftCare: boolean }
    const units = async (query: string): Promise<Unit[]> => {
      const response = await t.request({ method: 'GET', url: `/api/citizen/units?${query}`, as: anna })
      expect(response.statusCode).toBe(200)
      return response.json() as Unit[]
    }
    const names = async (query: string) => (await units(query)).map((u) => u.name)

    it('lists the daycare units that take daycare applications, by name, in the editor’s shape', async () => {
      const daycare = await units('type=DAYCARE&date=2031-01-15')
      expect(daycare.length).toBeGreaterThan(20)
      expect(daycare.every((u) => u.type.some((type) => ['CENTRE', 'FAMILY', 'GROUP_FAMILY'].includes(type)))).toBe(true)
      expect(daycare.map((u) => u.name)).toEqual(daycare.map((u) => u.name).sort())
      expect(daycare.find((u) => u.name === 'Päiväkoti Tähtitarha')).toEqual({
        id: expect.any(String),
        name: 'Päiväkoti Tähtitarha',
        type: ['CENTRE'],
        providerType: 'MUNICIPAL',
        language: 'fi',
        streetAddress: 'Tähtikuja 2',
        postalCode: '88610',
        postOffice: 'Pesälä',
        providesShiftCare: true
      })
    })

    it('leaves out the units that take no applications of the type (the map’s "no applying" units), but not service-voucher units', async () => {
      const publicUnits = (await t.request({ method: 'GET', url: '/api/citizen/public/units/DAYCARE' })).json() as (Unit & { daycareApplyPeriod: unknown })[]
      const notApplying = publicUnits.filter((u) => u.daycareApplyPeriod === null).map((u) => u.name)
      expect(notApplying.length).toBeGreaterThan(0)
      const offered = await units('type=DAYCARE&date=2031-01-15')
      expect(offered.filter((u) => notApplying.includes(u.name))).toEqual([])
      expect(offered.some((u) => u.providerType === 'PRIVATE_SERVICE_VOUCHER')).toBe(true)
    })

    it('offers only units open on the date: not before opening, not after closing', async () => {
      expect(await names('type=DAYCARE&date=2031-07-31')).toEqual(expect.arrayContaining(['Päiväkoti Sulkeutuva']))
      expect(await names('type=DAYCARE&date=2031-07-31')).not.toContain('Päiväkoti Avautuva')
      expect(await names('type=DAYCARE&date=2031-08-01')).toEqual(expect.arrayContaining(['Päiväkoti Avautuva']))
      expect(await names('type=DAYCARE&date=2031-08-01')).not.toContain('Päiväkoti Sulkeutuva')
      expect(await names('type=DAYCARE&date=2021-06-01')).toContain('Päiväkoti Suljettu')
      expect(await names('type=DAYCARE&date=2031-01-15')).not.toContain('Päiväkoti Suljettu')
    })

    it('offers only shift-care units when shift care is asked for', async () => {
      const shiftCare = await units('type=DAYCARE&date=2031-01-15&shiftCare=true')
      expect(shiftCare.map((u) => u.name)).toContain('Päiväkoti Tähtitarha')
      expect(shiftCare.every((u) => u.providesShiftCare)).toBe(true)
      const all = await names('type=DAYCARE&date=2031-01-15')
      expect(all.length).toBeGreaterThan(shiftCare.length)
      expect(await names('type=DAYCARE&date=2031-01-15&shiftCare=false')).toEqual(all)
    })

    it('lists preschools (schools too), preparatory education and clubs by their care types', async () => {
      const preschool = await units('type=PRESCHOOL&date=2031-01-15')
      expect(preschool.length).toBeGreaterThan(0)
      expect(preschool.every((u) => u.type.includes('PRESCHOOL'))).toBe(true)
      expect(preschool.some((u) => u.providerType === 'MUNICIPAL_SCHOOL')).toBe(true)
      const preparatory = await units('type=PREPARATORY&date=2031-01-15')
      expect(preparatory.length).toBeGreaterThan(0)
      expect(preparatory.every((u) => u.type.includes('PREPARATORY_EDUCATION'))).toBe(true)
      const clubs = await units('type=CLUB&date=2031-01-15')
      expect(clubs.length).toBeGreaterThan(0)
      expect(clubs.every((u) => u.type.includes('CLUB'))).toBe(true)
    })

    it.each([
      ['no type', 'date=2031-01-15', 'type'],
      ['an unknown type', 'type=SCHOOL&date=2031-01-15', 'type'],
      ['no date', 'type=DAYCARE', 'date'],
      ['an impossible date', 'type=DAYCARE&date=2031-02-30', 'date'],
      ['a date in another format', 'type=DAYCARE&date=15.01.2031', 'date'],
      ['shiftCare that is not a boolean', 'type=DAYCARE&date=2031-01-15&shiftCare=maybe', 'shiftCare']
    ])('answers 400 to %s', async (_case, query, field) => {
      const response = await t.request({ method: 'GET', url: `/api/citizen/units?${query}`, as: anna })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', fieldErrors: { [field]: expect.any(String) } })
    })

    it('answers 400 to a parameter it does not know', async () => {
      const response = await t.request({ method: 'GET', url: '/api/citizen/units?type=DAYCARE&date=2031-01-15&unitId=1', as: anna })
      expect(response.statusCode).toBe(400)
    })

    it('answers 401 to an anonymous caller', async () => {
      const response = await t.request({ method: 'GET', url: '/api/citizen/units?type=DAYCARE&date=2031-01-15' })
      expect(response.statusCode).toBe(401)
      expect(response.json().errorCode).toBe('UNAUTHORIZED')
    })
  })
})
