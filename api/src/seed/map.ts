import type { Queryable } from '../platform/db'
import type { SeedContext } from './context'
import { insertUnit, schoolYearStart, type NewUnit } from './demo-units'

type Period = { start: string; end: string | null }

interface SeedUnit {
  name: string
  careTypes: string[]
  providerType: string
  language: 'fi' | 'sv'
  /** Offset from the city centre in hundreds of metres (north, east); null for a unit without a place on the map */
  at: [number, number] | null
  street: string
  postalCode: string
  shiftCare?: boolean
  /** Which application periods the unit has; private units often have none */
  applying?: ('club' | 'daycare' | 'preschool')[]
}

const CENTRE = { lat: 64.13, lon: 28.39 }
/** One hundred metres in degrees at this latitude. */
const LAT_STEP = 0.0009
const LON_STEP = 0.00205

const location = (at: [number, number]) => ({
  lat: Math.round((CENTRE.lat + at[0] * LAT_STEP) * 1e6) / 1e6,
  lon: Math.round((CENTRE.lon + at[1] * LON_STEP) * 1e6) / 1e6
})

const DAYCARE = ['daycare'] as const
const DAYCARE_PRESCHOOL = ['daycare', 'preschool'] as const

/** The municipality's other units, beside the three the demo families' placements use. */
const UNITS: SeedUnit[] = [
  {
    name: 'Päiväkoti Haapala',
    careTypes: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [6, -4],
    street: 'Haapatie 3',
    postalCode: '88600',
    applying: [...DAYCARE]
  },
  {
    name: 'Päiväkoti Pihlajamäki',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [12, 8],
    street: 'Pihlajamäentie 14',
    postalCode: '88620',
    applying: [...DAYCARE_PRESCHOOL]
  },
  {
    name: 'Päiväkoti Metsätähti',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [-15, 10],
    street: 'Metsätähdenkatu 2',
    postalCode: '88610',
    shiftCare: true,
    applying: [...DAYCARE_PRESCHOOL]
  },
  {
    name: 'Päiväkoti Satakieli',
    careTypes: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [20, -12],
    street: 'Satakielenkuja 5',
    postalCode: '88630',
    applying: [...DAYCARE]
  },
  {
    name: 'Päiväkoti Kielo',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [-8, -15],
    street: 'Kielotie 9',
    postalCode: '88640',
    applying: [...DAYCARE_PRESCHOOL]
  },
  {
    name: 'Päiväkoti Sammakkolampi',
    careTypes: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [30, 20],
    street: 'Lammentie 21',
    postalCode: '88650',
    shiftCare: true,
    applying: [...DAYCARE]
  },
  {
    name: 'Päiväkoti Peltola',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [-25, 25],
    street: 'Peltolantie 4',
    postalCode: '88660',
    applying: [...DAYCARE_PRESCHOOL]
  },
  {
    name: 'Päiväkoti Järvenranta',
    careTypes: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [3, 30],
    street: 'Rantakatu 30',
    postalCode: '88620',
    applying: [...DAYCARE]
  },
  {
    name: 'Päiväkoti Kanervakangas',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [-40, -10],
    street: 'Kanervantie 7',
    postalCode: '88670',
    applying: [...DAYCARE_PRESCHOOL]
  },
  {
    name: 'Päiväkoti Tuulenpesä',
    careTypes: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [45, -30],
    street: 'Tuulentie 11',
    postalCode: '88680',
    applying: [...DAYCARE]
  },
  {
    name: 'Perhepäivähoito Mäkelä',
    careTypes: ['FAMILY'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [8, 14],
    street: 'Mäkeläntie 6',
    postalCode: '88620',
    applying: [...DAYCARE]
  },
  {
    name: 'Perhepäivähoito Rinne',
    careTypes: ['FAMILY'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [-18, -6],
    street: 'Rinnekatu 2',
    postalCode: '88640',
    applying: [...DAYCARE]
  },
  {
    name: 'Ryhmäperhepäiväkoti Nuppu',
    careTypes: ['GROUP_FAMILY'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [16, -20],
    street: 'Nupunpolku 1',
    postalCode: '88630',
    applying: [...DAYCARE]
  },
  {
    name: 'Ryhmäperhepäiväkoti Kotikolo',
    careTypes: ['GROUP_FAMILY'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: null,
    street: 'Kolokuja 3',
    postalCode: '88690',
    applying: [...DAYCARE]
  },
  {
    name: 'Kerho Sammalpeikot',
    careTypes: ['CLUB'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [-4, 6],
    street: 'Sammaltie 2',
    postalCode: '88600',
    applying: ['club']
  },
  {
    name: 'Kerho Leikkimökki',
    careTypes: ['CLUB'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [22, 5],
    street: 'Leikkikuja 8',
    postalCode: '88650',
    applying: ['club']
  },
  {
    name: 'Kerho Metsämörri',
    careTypes: ['CLUB'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [-30, -28],
    street: 'Mörrinpolku 4',
    postalCode: '88670',
    applying: ['club']
  },
  {
    name: 'Klubben Myrstacken',
    careTypes: ['CLUB'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    at: [5, -9],
    street: 'Myrstigen 1',
    postalCode: '88600',
    applying: ['club']
  },
  {
    name: 'Kirkonkylän koulu, esiopetus',
    careTypes: ['PRESCHOOL'],
    providerType: 'MUNICIPAL_SCHOOL',
    language: 'fi',
    at: [-2, 3],
    street: 'Koulukatu 1',
    postalCode: '88600',
    applying: ['preschool']
  },
  {
    name: 'Mäntymäen koulu, esiopetus',
    careTypes: ['PRESCHOOL', 'PREPARATORY_EDUCATION'],
    providerType: 'MUNICIPAL_SCHOOL',
    language: 'fi',
    at: [18, 24],
    street: 'Mäntymäentie 10',
    postalCode: '88650',
    applying: ['preschool']
  },
  {
    name: 'Koivurannan koulu, esiopetus',
    careTypes: ['PRESCHOOL'],
    providerType: 'MUNICIPAL_SCHOOL',
    language: 'fi',
    at: [-22, 15],
    street: 'Koivurannantie 3',
    postalCode: '88660',
    applying: ['preschool']
  },
  {
    name: 'Kyläkoulu Pesäjoki, esiopetus',
    careTypes: ['PRESCHOOL', 'CLUB'],
    providerType: 'MUNICIPAL_SCHOOL',
    language: 'fi',
    at: null,
    street: 'Pesäjoentie 120',
    postalCode: '88690',
    applying: ['preschool', 'club']
  },
  {
    name: 'Valistusskolan, förskola',
    careTypes: ['PRESCHOOL', 'PREPARATORY_EDUCATION'],
    providerType: 'MUNICIPAL_SCHOOL',
    language: 'sv',
    at: [10, -2],
    street: 'Skolgatan 5',
    postalCode: '88600',
    applying: ['preschool']
  },
  {
    name: 'Daghemmet Blåklockan',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    at: [-6, 18],
    street: 'Blåklockvägen 2',
    postalCode: '88610',
    applying: [...DAYCARE_PRESCHOOL]
  },
  {
    name: 'Daghemmet Vitsippan',
    careTypes: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    at: [26, -6],
    street: 'Vitsippsgränd 7',
    postalCode: '88630',
    applying: [...DAYCARE]
  },
  {
    name: 'Familjedagvård Lindholm',
    careTypes: ['FAMILY'],
    providerType: 'MUNICIPAL',
    language: 'sv',
    at: [14, -14],
    street: 'Lindvägen 3',
    postalCode: '88630',
    applying: [...DAYCARE]
  },
  {
    name: 'Päiväkoti Touhula Pesälä',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'PURCHASED',
    language: 'fi',
    at: [-12, 4],
    street: 'Kauppakatu 18',
    postalCode: '88600',
    applying: [...DAYCARE_PRESCHOOL]
  },
  {
    name: 'Päiväkoti Pikku Pesä',
    careTypes: ['CENTRE'],
    providerType: 'PURCHASED',
    language: 'fi',
    at: [35, 2],
    street: 'Pesäkuja 2',
    postalCode: '88650',
    shiftCare: true,
    applying: [...DAYCARE]
  },
  {
    name: 'Päiväkoti Onnentupa',
    careTypes: ['CENTRE'],
    providerType: 'PURCHASED',
    language: 'fi',
    at: [-33, 6],
    street: 'Onnentie 5',
    postalCode: '88670',
    applying: [...DAYCARE]
  },
  {
    name: 'Päiväkoti Esperi Kotirinne',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'PRIVATE_SERVICE_VOUCHER',
    language: 'fi',
    at: [9, -24],
    street: 'Kotirinteentie 12',
    postalCode: '88630',
    applying: [...DAYCARE_PRESCHOOL]
  },
  {
    name: 'Päiväkoti Mesikämmen',
    careTypes: ['CENTRE'],
    providerType: 'PRIVATE_SERVICE_VOUCHER',
    language: 'fi',
    at: [-10, 28],
    street: 'Mesikämmenentie 1',
    postalCode: '88660',
    applying: [...DAYCARE]
  },
  {
    name: 'Päiväkoti Satumetsä',
    careTypes: ['CENTRE'],
    providerType: 'PRIVATE_SERVICE_VOUCHER',
    language: 'fi',
    at: [40, 15],
    street: 'Satumetsäntie 9',
    postalCode: '88680',
    shiftCare: true,
    applying: [...DAYCARE]
  },
  {
    name: 'Daghemmet Trollskogen',
    careTypes: ['CENTRE'],
    providerType: 'PRIVATE_SERVICE_VOUCHER',
    language: 'sv',
    at: [-14, -22],
    street: 'Trollstigen 6',
    postalCode: '88640',
    applying: [...DAYCARE]
  },
  {
    name: 'Montessoripäiväkoti Villa Aurinko',
    careTypes: ['CENTRE'],
    providerType: 'PRIVATE',
    language: 'fi',
    at: [2, -11],
    street: 'Aurinkokatu 4',
    postalCode: '88600'
  },
  {
    name: 'Englanninkielinen päiväkoti Little Owls',
    careTypes: ['CENTRE'],
    providerType: 'PRIVATE',
    language: 'fi',
    at: [-5, 12],
    street: 'Pöllökuja 3',
    postalCode: '88610'
  },
  {
    name: 'Yksityinen perhepäiväkoti Mustikka',
    careTypes: ['FAMILY'],
    providerType: 'PRIVATE',
    language: 'fi',
    at: null,
    street: 'Mustikkatie 8',
    postalCode: '88690'
  },
  {
    name: 'Lasten kerho Pomppulinna',
    careTypes: ['CLUB'],
    providerType: 'PRIVATE',
    language: 'fi',
    at: [28, -18],
    street: 'Linnankatu 2',
    postalCode: '88630'
  },
  {
    name: 'Privata daghemmet Ekorren',
    careTypes: ['CENTRE'],
    providerType: 'PRIVATE',
    language: 'sv',
    at: [24, 12],
    street: 'Ekorrvägen 10',
    postalCode: '88650',
    applying: [...DAYCARE]
  },
  {
    name: 'Naapurikunnan päiväkoti Rajala',
    careTypes: ['CENTRE'],
    providerType: 'EXTERNAL_PURCHASED',
    language: 'fi',
    at: [-55, 40],
    street: 'Rajalantie 1',
    postalCode: '88700',
    applying: [...DAYCARE]
  },
  {
    name: 'Päiväkoti Kettukallio',
    careTypes: ['CENTRE', 'PRESCHOOL'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [-1, -22],
    street: 'Kettukalliontie 6',
    postalCode: '88640',
    applying: [...DAYCARE_PRESCHOOL]
  },
  {
    name: 'Päiväkoti Auringonkukka',
    careTypes: ['CENTRE'],
    providerType: 'MUNICIPAL',
    language: 'fi',
    at: [4, 9],
    street: 'Kukkakatu 12',
    postalCode: '88600',
    shiftCare: true,
    applying: [...DAYCARE]
  }
]

/** Streets of the address register, with the stretch of house numbers along them. */
const STREETS: { street: string; postalCode: string; from: [number, number]; to: [number, number]; numbers: number[] }[] = [
  { street: 'Kauppakatu', postalCode: '88600', from: [-14, -6], to: [-10, 14], numbers: [1, 5, 9, 12, 18, 24, 30] },
  { street: 'Koulukatu', postalCode: '88600', from: [-6, 2], to: [8, 4], numbers: [1, 3, 7, 10, 15] },
  { street: 'Rantakatu', postalCode: '88620', from: [0, 20], to: [6, 36], numbers: [2, 8, 14, 22, 30] },
  { street: 'Pihlajamäentie', postalCode: '88620', from: [8, 2], to: [16, 14], numbers: [1, 6, 14, 20] },
  { street: 'Kuusitie', postalCode: '88600', from: [0, -2], to: [4, 2], numbers: [2, 4, 8, 12] },
  { street: 'Tähtikuja', postalCode: '88610', from: [-4, 8], to: [-5, 12], numbers: [1, 2, 5] },
  { street: 'Solrosvägen', postalCode: '88600', from: [7, -10], to: [10, -8], numbers: [1, 4, 9] },
  { street: 'Metsätähdenkatu', postalCode: '88610', from: [-16, 6], to: [-14, 14], numbers: [2, 7, 11] },
  { street: 'Kielotie', postalCode: '88640', from: [-10, -18], to: [-6, -12], numbers: [3, 9, 15] },
  { street: 'Peltolantie', postalCode: '88660', from: [-28, 20], to: [-22, 30], numbers: [4, 10, 16, 25] },
  { street: 'Kanervantie', postalCode: '88670', from: [-44, -14], to: [-36, -6], numbers: [1, 7, 13] },
  { street: 'Tuulentie', postalCode: '88680', from: [42, -34], to: [48, -26], numbers: [5, 11, 19] },
  { street: 'Lammentie', postalCode: '88650', from: [26, 16], to: [34, 24], numbers: [3, 12, 21] },
  { street: 'Skolgatan', postalCode: '88600', from: [9, -4], to: [11, 0], numbers: [1, 5, 8] },
  { street: 'Haapatie', postalCode: '88600', from: [5, -6], to: [7, -2], numbers: [1, 3, 8] },
  { street: 'Mäkeläntie', postalCode: '88620', from: [6, 12], to: [10, 16], numbers: [2, 6, 9] },
  { street: 'Satakielenkuja', postalCode: '88630', from: [19, -13], to: [21, -11], numbers: [1, 5] },
  { street: 'Aurinkokatu', postalCode: '88600', from: [1, -14], to: [3, -8], numbers: [2, 4, 11] },
  { street: 'Kotirinteentie', postalCode: '88630', from: [7, -28], to: [11, -20], numbers: [3, 12, 17] },
  { street: 'Pesäjoentie', postalCode: '88690', from: [-60, -50], to: [-50, -40], numbers: [80, 120, 150] }
]

function addresses() {
  return STREETS.flatMap(({ street, postalCode, from, to, numbers }) =>
    numbers.map((number, index) => {
      const share = numbers.length === 1 ? 0 : index / (numbers.length - 1)
      const at: [number, number] = [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share]
      return { streetAddress: `${street} ${number}`, postalCode, ...location(at) }
    })
  )
}

function unitOf(unit: SeedUnit, open: Period): NewUnit {
  const applying = new Set(unit.applying ?? [])
  const slug = unit.name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')
  return {
    name: unit.name,
    careTypes: unit.careTypes,
    providerType: unit.providerType,
    language: unit.language,
    location: unit.at ? location(unit.at) : null,
    streetAddress: unit.street,
    postalCode: unit.postalCode,
    postOffice: 'Pesälä',
    url: unit.providerType.startsWith('PRIVATE') ? `https://${slug}.example.fi` : `https://pesala.example.fi/varhaiskasvatus/${slug}`,
    phone: null,
    providesShiftCare: unit.shiftCare ?? false,
    clubApplyPeriod: applying.has('club') ? open : null,
    daycareApplyPeriod: applying.has('daycare') ? open : null,
    preschoolApplyPeriod: applying.has('preschool') ? open : null
  }
}

const SERVICE_NEED_OPTIONS: [string, string, string, string][] = [
  ['DAYCARE', 'Kokopäiväinen, yli 35 h/vko', 'Heldag, över 35 h/v', 'Full day, over 35 h/week'],
  ['DAYCARE', 'Kokopäiväinen, 25–35 h/vko', 'Heldag, 25–35 h/v', 'Full day, 25–35 h/week'],
  ['DAYCARE', 'Kokopäiväinen, enintään 25 h/vko', 'Heldag, högst 25 h/v', 'Full day, at most 25 h/week'],
  ['DAYCARE_PART_TIME', 'Osapäiväinen, enintään 5 h/pv', 'Halvdag, högst 5 h/dag', 'Part day, at most 5 h/day'],
  ['DAYCARE_PART_TIME', 'Osapäiväinen, enintään 20 h/vko', 'Halvdag, högst 20 h/v', 'Part day, at most 20 h/week'],
  [
    'PRESCHOOL_DAYCARE',
    'Esiopetus ja liittyvä varhaiskasvatus, yli 25 h/vko',
    'Förskola och anslutande småbarnspedagogik, över 25 h/v',
    'Preschool and connected daycare, over 25 h/week'
  ],
  [
    'PRESCHOOL_DAYCARE',
    'Esiopetus ja liittyvä varhaiskasvatus, enintään 25 h/vko',
    'Förskola och anslutande småbarnspedagogik, högst 25 h/v',
    'Preschool and connected daycare, at most 25 h/week'
  ],
  ['PRESCHOOL_CLUB', 'Esiopetus ja kerho', 'Förskola och klubb', 'Preschool and club']
]

async function seedTerms(db: Queryable, today: string): Promise<void> {
  const firstYear = Number(schoolYearStart(today).slice(0, 4)) - 1
  for (const year of [firstYear, firstYear + 1, firstYear + 2]) {
    await db.query(
      `insert into club_term (term_start, term_end, application_start, application_end, term_breaks)
       values ($1, $2, $3, $4, $5)`,
      [`${year}-08-15`, `${year + 1}-05-31`, `${year}-01-08`, `${year + 1}-05-31`, JSON.stringify([{ start: `${year}-12-21`, end: `${year + 1}-01-06` }])]
    )
    await db.query(
      `insert into preschool_term (finnish_start, finnish_end, swedish_start, swedish_end, extended_start, extended_end,
         application_start, application_end, term_breaks)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        `${year}-08-11`,
        `${year + 1}-05-30`,
        `${year}-08-13`,
        `${year + 1}-05-30`,
        `${year}-08-01`,
        `${year + 1}-07-31`,
        `${year}-01-08`,
        `${year + 1}-05-30`,
        JSON.stringify([
          { start: `${year}-10-13`, end: `${year}-10-17` },
          { start: `${year}-12-22`, end: `${year + 1}-01-06` }
        ])
      ]
    )
  }
}

/** The rest of the municipality's units, the address register, terms and service-need options. */
export async function seedMap({ db, today }: SeedContext): Promise<void> {
  const open: Period = { start: '2020-01-01', end: null }
  for (const unit of UNITS) await insertUnit(db, unitOf(unit, open))
  for (const address of addresses()) {
    await db.query('insert into map_address (street_address, postal_code, post_office, lat, lon) values ($1, $2, $3, $4, $5)', [
      address.streetAddress,
      address.postalCode,
      'Pesälä',
      address.lat,
      address.lon
    ])
  }
  await seedTerms(db, today)
  for (const [index, [type, fi, sv, en]] of SERVICE_NEED_OPTIONS.entries()) {
    await db.query(
      `insert into service_need_option (name_fi, name_sv, name_en, valid_placement_type, valid_from, display_order)
       values ($1, $2, $3, $4, '2020-01-01', $5)`,
      [fi, sv, en, type, index]
    )
  }
}
