import type { Queryable } from '../platform/db'
import type { ApplicationType, ApplicationUnit, ClubTerm, PreschoolTerm, PublicUnit, ServiceNeedOption } from './schemas'

/** The unit care types that offer each kind of application. */
const CARE_TYPES_OF: Record<ApplicationType, string[]> = {
  CLUB: ['CLUB'],
  DAYCARE: ['CENTRE', 'FAMILY', 'GROUP_FAMILY'],
  PRESCHOOL: ['PRESCHOOL'],
  PREPARATORY: ['PREPARATORY_EDUCATION']
}

/** The application period that says whether a unit takes applications of the kind (preparatory education is applied for with preschool). */
const APPLY_PERIOD_OF: Record<ApplicationType, string> = {
  CLUB: 'club_apply_start',
  DAYCARE: 'daycare_apply_start',
  PRESCHOOL: 'preschool_apply_start',
  PREPARATORY: 'preschool_apply_start'
}

interface UnitRow {
  id: string
  name: string
  care_types: string[]
  provider_type: string
  language: string
  lat: number | null
  lon: number | null
  street_address: string
  postal_code: string
  post_office: string
  phone: string | null
  email: string | null
  url: string | null
  provides_shift_care: boolean
  club_apply_start: string | null
  club_apply_end: string | null
  daycare_apply_start: string | null
  daycare_apply_end: string | null
  preschool_apply_start: string | null
  preschool_apply_end: string | null
}

const period = (start: string | null, end: string | null) => (start ? { start, end } : null)

/** The units that offer the kind of application and have not closed before `today` (units that open later are shown: they take applications already). */
export async function unitsProviding(db: Queryable, applicationType: ApplicationType, today: string): Promise<PublicUnit[]> {
  const rows = await db.query<UnitRow>(
    `select id, name, care_types, provider_type, language, lat, lon, street_address, postal_code, post_office,
            phone, email, url, provides_shift_care, club_apply_start, club_apply_end, daycare_apply_start,
            daycare_apply_end, preschool_apply_start, preschool_apply_end
     from unit where care_types && $1::text[] and (closing_date is null or closing_date >= $2::date) order by name, id`,
    [CARE_TYPES_OF[applicationType], today]
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.care_types as PublicUnit['type'],
    providerType: row.provider_type as PublicUnit['providerType'],
    language: row.language as PublicUnit['language'],
    location: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    streetAddress: row.street_address,
    postalCode: row.postal_code,
    postOffice: row.post_office,
    phone: row.phone,
    email: row.email,
    url: row.url,
    providesShiftCare: row.provides_shift_care,
    clubApplyPeriod: period(row.club_apply_start, row.club_apply_end),
    daycareApplyPeriod: period(row.daycare_apply_start, row.daycare_apply_end),
    preschoolApplyPeriod: period(row.preschool_apply_start, row.preschool_apply_end)
  }))
}

/**
 * The units an application of the kind can prefer: they offer it, take applications of it at all
 * (an application period exists; private units without one are the map's "no applying" units),
 * are open on `date` (the preferred start date), and provide shift care when it is asked for.
 */
export async function applicationUnits(db: Queryable, applicationType: ApplicationType, date: string, shiftCare: boolean): Promise<ApplicationUnit[]> {
  const rows = await db.query<
    Pick<UnitRow, 'id' | 'name' | 'care_types' | 'provider_type' | 'language' | 'street_address' | 'postal_code' | 'post_office' | 'provides_shift_care'>
  >(
    `select id, name, care_types, provider_type, language, street_address, postal_code, post_office, provides_shift_care
     from unit
     where care_types && $1::text[]
       and ${APPLY_PERIOD_OF[applicationType]} is not null
       and (opening_date is null or opening_date <= $2::date)
       and (closing_date is null or closing_date >= $2::date)
       and (provides_shift_care or not $3::boolean)
     order by name, id`,
    [CARE_TYPES_OF[applicationType], date, shiftCare]
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.care_types as ApplicationUnit['type'],
    providerType: row.provider_type as ApplicationUnit['providerType'],
    language: row.language as ApplicationUnit['language'],
    streetAddress: row.street_address,
    postalCode: row.postal_code,
    postOffice: row.post_office,
    providesShiftCare: row.provides_shift_care
  }))
}

/** Rows of club_term and preschool_term as their readers select them; the same read as rows or as JSON (the calendar's one-statement read). */
export interface ClubTermRow {
  term_start: string
  term_end: string
  application_start: string
  application_end: string
  term_breaks: ClubTerm['termBreaks']
}

export const clubTermOf = (row: ClubTermRow): ClubTerm => ({
  term: { start: row.term_start, end: row.term_end },
  applicationPeriod: { start: row.application_start, end: row.application_end },
  termBreaks: row.term_breaks
})

export async function clubTerms(db: Queryable): Promise<ClubTerm[]> {
  const rows = await db.query<ClubTermRow>('select term_start, term_end, application_start, application_end, term_breaks from club_term order by term_start')
  return rows.map(clubTermOf)
}

export interface PreschoolTermRow {
  finnish_start: string
  finnish_end: string
  swedish_start: string
  swedish_end: string
  extended_start: string
  extended_end: string
  application_start: string
  application_end: string
  term_breaks: PreschoolTerm['termBreaks']
}

export const preschoolTermOf = (row: PreschoolTermRow): PreschoolTerm => ({
  finnishPreschool: { start: row.finnish_start, end: row.finnish_end },
  swedishPreschool: { start: row.swedish_start, end: row.swedish_end },
  extendedTerm: { start: row.extended_start, end: row.extended_end },
  applicationPeriod: { start: row.application_start, end: row.application_end },
  termBreaks: row.term_breaks
})

export async function preschoolTerms(db: Queryable): Promise<PreschoolTerm[]> {
  const rows = await db.query<PreschoolTermRow>(
    `select finnish_start, finnish_end, swedish_start, swedish_end, extended_start, extended_end,
            application_start, application_end, term_breaks
     from preschool_term order by finnish_start`
  )
  return rows.map(preschoolTermOf)
}

export async function serviceNeedOptions(db: Queryable, placementTypes: string[]): Promise<ServiceNeedOption[]> {
  const rows = await db.query<{
    id: string
    name_fi: string
    name_sv: string
    name_en: string
    valid_placement_type: ServiceNeedOption['validPlacementType']
    valid_from: string
    valid_to: string | null
  }>(
    `select id, name_fi, name_sv, name_en, valid_placement_type, valid_from, valid_to
     from service_need_option where valid_placement_type = any ($1::text[])
     order by valid_placement_type, display_order, name_fi`,
    [placementTypes]
  )
  return rows.map((row) => ({
    id: row.id,
    nameFi: row.name_fi,
    nameSv: row.name_sv,
    nameEn: row.name_en,
    validPlacementType: row.valid_placement_type,
    validFrom: row.valid_from,
    validTo: row.valid_to
  }))
}
