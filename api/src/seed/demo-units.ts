import type { Queryable } from '../platform/db'
import type { DemoPeople } from './demo-people'

export interface NewUnit {
  name: string
  careTypes: string[]
  providerType: string
  language: 'fi' | 'sv' | 'en'
  location: { lat: number; lon: number } | null
  streetAddress: string
  postalCode: string
  postOffice: string
  url?: string | null
  phone?: string | null
  email?: string | null
  providesShiftCare?: boolean
  clubApplyPeriod?: { start: string; end: string | null } | null
  daycareApplyPeriod?: { start: string; end: string | null } | null
  preschoolApplyPeriod?: { start: string; end: string | null } | null
  /** When the unit opens and closes; null or missing: open since ever, not closing */
  openingDate?: string | null
  closingDate?: string | null
  features?: string[]
  groups?: string[]
}

export async function insertUnit(db: Queryable, unit: NewUnit): Promise<{ id: string; groupIds: string[] }> {
  const [row] = await db.query<{ id: string }>(
    `insert into unit (name, care_types, provider_type, language, lat, lon, street_address, postal_code, post_office,
       url, phone, email, provides_shift_care, club_apply_start, club_apply_end, daycare_apply_start, daycare_apply_end,
       preschool_apply_start, preschool_apply_end, features, opening_date, closing_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22) returning id`,
    [
      unit.name,
      unit.careTypes,
      unit.providerType,
      unit.language,
      unit.location?.lat ?? null,
      unit.location?.lon ?? null,
      unit.streetAddress,
      unit.postalCode,
      unit.postOffice,
      unit.url ?? null,
      unit.phone ?? null,
      unit.email ?? null,
      unit.providesShiftCare ?? false,
      unit.clubApplyPeriod?.start ?? null,
      unit.clubApplyPeriod?.end ?? null,
      unit.daycareApplyPeriod?.start ?? null,
      unit.daycareApplyPeriod?.end ?? null,
      unit.preschoolApplyPeriod?.start ?? null,
      unit.preschoolApplyPeriod?.end ?? null,
      unit.features ?? [],
      unit.openingDate ?? null,
      unit.closingDate ?? null
    ]
  )
  const groupIds: string[] = []
  for (const name of unit.groups ?? []) {
    const [group] = await db.query<{ id: string }>('insert into unit_group (unit_id, name) values ($1, $2) returning id', [row!.id, name])
    groupIds.push(group!.id)
  }
  return { id: row!.id, groupIds }
}

export async function insertPlacement(
  db: Queryable,
  placement: { childId: string; unitId: string; groupId?: string; type: string; startDate: string; endDate: string }
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into placement (child_id, unit_id, group_id, type, start_date, end_date) values ($1, $2, $3, $4, $5, $6) returning id',
    [placement.childId, placement.unitId, placement.groupId ?? null, placement.type, placement.startDate, placement.endDate]
  )
  return row!.id
}

/** The first of August that starts the school year `today` belongs to. */
export function schoolYearStart(today: string): string {
  const year = Number(today.slice(0, 4))
  return today.slice(5) >= '08-01' ? `${year}-08-01` : `${year - 1}-08-01`
}

const ALWAYS_OPEN = { start: '2020-01-01', end: null }
const CITIZEN_FEATURES = ['RESERVATIONS', 'MESSAGING', 'CHILD_DOCUMENTATION', 'PLACEMENT_TERMINATION', 'SERVICE_APPLICATIONS']

export interface DemoUnits {
  kuusela: string
  tahtitarha: string
  solrosen: string
}

/**
 * The units the demo families' placements need. The unit map's seed adds the rest of the
 * municipality's units.
 */
export async function seedDemoUnits(db: Queryable, people: DemoPeople, today: string): Promise<DemoUnits> {
  const kuusela = await insertUnit(db, {
    name: 'Päiväkoti Kuusela',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    location: { lat: 64.1312, lon: 28.3905 },
    streetAddress: 'Kuusitie 8',
    postalCode: '88600',
    postOffice: 'Pesälä',
    url: 'https://pesala.example.fi/paivakodit/kuusela',
    phone: '08 123 4001',
    daycareApplyPeriod: ALWAYS_OPEN,
    preschoolApplyPeriod: ALWAYS_OPEN,
    features: CITIZEN_FEATURES,
    groups: ['Kettukolo', 'Esikoulu Tähdet']
  })
  const tahtitarha = await insertUnit(db, {
    name: 'Päiväkoti Tähtitarha',
    careTypes: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    location: { lat: 64.1265, lon: 28.4102 },
    streetAddress: 'Tähtikuja 2',
    postalCode: '88610',
    postOffice: 'Pesälä',
    url: 'https://pesala.example.fi/paivakodit/tahtitarha',
    phone: '08 123 4002',
    providesShiftCare: true,
    daycareApplyPeriod: ALWAYS_OPEN,
    features: CITIZEN_FEATURES,
    groups: ['Pikkutähdet', 'Kuunsäteet']
  })
  const solrosen = await insertUnit(db, {
    name: 'Daghemmet Solrosen',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    location: { lat: 64.1381, lon: 28.3712 },
    streetAddress: 'Solrosvägen 4',
    postalCode: '88600',
    postOffice: 'Pesälä',
    url: 'https://pesala.example.fi/daghem/solrosen',
    daycareApplyPeriod: ALWAYS_OPEN,
    preschoolApplyPeriod: ALWAYS_OPEN,
    features: ['RESERVATIONS'],
    groups: ['Humlorna']
  })

  const yearStart = schoolYearStart(today)
  const yearEndYear = Number(yearStart.slice(0, 4)) + 1
  await insertPlacement(db, {
    childId: people.preschoolChild,
    unitId: kuusela.id,
    groupId: kuusela.groupIds[1],
    type: 'PRESCHOOL_DAYCARE',
    startDate: yearStart,
    endDate: `${yearEndYear}-05-31`
  })
  await insertPlacement(db, {
    childId: people.daycareChild,
    unitId: tahtitarha.id,
    groupId: tahtitarha.groupIds[0],
    type: 'DAYCARE',
    startDate: '2024-08-01',
    endDate: '2028-07-31'
  })
  await insertPlacement(db, {
    childId: people.liisasChild,
    unitId: solrosen.id,
    groupId: solrosen.groupIds[0],
    type: 'DAYCARE',
    startDate: '2024-01-08',
    endDate: '2027-07-31'
  })
  return { kuusela: kuusela.id, tahtitarha: tahtitarha.id, solrosen: solrosen.id }
}
