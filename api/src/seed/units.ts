import { addDays, isoWeekday } from '@pesa/shared/dates'
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

/** The point `at` hundreds of metres (north, east) from the city centre. */
export const location = (at: [number, number]) => ({
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

/**
 * The winter holiday of the spring term: Monday to Friday of ISO week 10, as in the municipality's
 * schools. It gives the spring term a break ahead of the story's January, which the absence
 * application test needs (an application in a break and one from a break into the term).
 */
export function winterHoliday(springYear: number): { start: string; end: string } {
  const january4 = `${springYear}-01-04` // always in ISO week 1
  const monday = addDays(january4, 1 - isoWeekday(january4) + 9 * 7)
  return { start: monday, end: addDays(monday, 4) }
}

/** The breaks of the preschool term that starts in August of `autumnYear`: autumn, Christmas and winter. */
export function preschoolTermBreaks(autumnYear: number): { start: string; end: string }[] {
  return [
    { start: `${autumnYear}-10-13`, end: `${autumnYear}-10-17` },
    { start: `${autumnYear}-12-22`, end: `${autumnYear + 1}-01-06` },
    winterHoliday(autumnYear + 1)
  ]
}

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
        JSON.stringify(preschoolTermBreaks(year))
      ]
    )
  }
}

/** The rest of the municipality's units, the terms and the service-need options. */
export async function seedUnits({ db, today }: SeedContext): Promise<void> {
  const open: Period = { start: '2020-01-01', end: null }
  for (const unit of UNITS) await insertUnit(db, unitOf(unit, open))
  await seedTerms(db, today)
  for (const [index, [type, fi, sv, en]] of SERVICE_NEED_OPTIONS.entries()) {
    await db.query(
      `insert into service_need_option (name_fi, name_sv, name_en, valid_placement_type, valid_from, display_order)
       values ($1, $2, $3, $4, '2020-01-01', $5)`,
      [fi, sv, en, type, index]
    )
  }
}
