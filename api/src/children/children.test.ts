import { DEMO_SSN } from '../seed/demo-people'
import { createTestApp, type TestApp } from '../../test/support/app'

describe('GET /api/citizen/children', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const children = async (ssn: string, authLevel: 'WEAK' | 'STRONG' = 'WEAK') =>
    t.request({ method: 'GET', url: '/api/citizen/children', as: await t.login(ssn, authLevel) })

  it("lists Anna's three children with today's placements, oldest first", async () => {
    const response = await children(DEMO_SSN.anna)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.map((child: { firstName: string }) => child.firstName)).toEqual(['Ella Sofia', 'Aino Helmi', 'Lumi Aurora'])
    expect(body[0]).toMatchObject({ unit: { name: 'Päiväkoti Kuusela' }, group: { name: 'Esikoulu Tähdet' }, placementType: 'PRESCHOOL_DAYCARE' })
    expect(body[1]).toMatchObject({ unit: { name: 'Päiväkoti Tähtitarha' }, placementType: 'DAYCARE' })
    expect(body[2]).toMatchObject({ unit: null, group: null, placementType: null, upcomingPlacementType: null })
  })

  it('gives the other guardian the same children', async () => {
    const mikkos = (await children(DEMO_SSN.mikko)).json().map((child: { id: string }) => child.id)
    const annas = (await children(DEMO_SSN.anna)).json().map((child: { id: string }) => child.id)
    expect(mikkos).toEqual(annas)
  })

  it("shows only the caller's own children", async () => {
    const liisas = (await children(DEMO_SSN.liisa)).json()
    expect(liisas.map((child: { firstName: string }) => child.firstName)).toEqual(['Onni Elias'])
  })

  it('answers an empty list to a person who is nobody’s custodian', async () => {
    expect((await children(DEMO_SSN.pekka)).json()).toEqual([])
  })

  it('shows a placement that has not started as upcoming', async () => {
    await t.request({
      method: 'POST',
      url: '/api/dev-api/placements',
      payload: { childSsn: DEMO_SSN.childWithoutPlacement, unitName: 'Päiväkoti Kuusela', type: 'DAYCARE', startDate: '2099-08-01', endDate: '2100-07-31' }
    })
    const lumi = (await children(DEMO_SSN.anna)).json()[2]
    expect(lumi).toMatchObject({ upcomingPlacementType: 'DAYCARE', upcomingPlacementStartDate: '2099-08-01', upcomingPlacementUnitName: 'Päiväkoti Kuusela' })
  })

  it('answers 401 without a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/citizen/children' })).statusCode).toBe(401)
  })

  it('reads the placements of the day the mocked-time header names (test mode)', async () => {
    const anna = await t.login(DEMO_SSN.anna)
    const response = await t.request({
      method: 'GET',
      url: '/api/citizen/children',
      as: anna,
      headers: { 'x-pesa-mocked-time': '2010-01-01T10:00:00Z' }
    })
    expect(response.json().every((child: { unit: unknown }) => child.unit === null)).toBe(true)
  })

  it('writes an audit row naming the children read', async () => {
    const body = (await children(DEMO_SSN.liisa)).json()
    const rows = await t.platform.db.query<{ target_ids: string[] }>("select target_ids from audit_log where event = 'ChildrenRead'")
    expect(rows).toContainEqual({ target_ids: [body[0].id] })
  })
})
