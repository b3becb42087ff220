import { provideMunicipalityConfig, type MunicipalityConfig } from '@pesa/shared'
import type { PublicUnit } from '@pesa/shared/api/units'

/** A fetch answer's headers, as the client reads them (the request id of an error). */
export const NO_HEADERS = { get: () => null }

const text = (value: string) => ({ fi: value, sv: value, en: value })

/** A municipality as the map reads it; the rest of the configuration is plain. */
const MUNICIPALITY: MunicipalityConfig = {
  id: 'test',
  name: text('Testilä'),
  environmentLabel: null,
  logo: { url: '/logo.svg', alt: text('Testilä') },
  links: { privacyPolicy: text('https://example.fi/privacy'), feedback: text('https://example.fi/feedback') },
  featureFlags: {
    preschool: true,
    hideClubApplication: false,
    showMetadataToCitizen: false,
    urgencyAttachments: false,
    requireAttachments: false,
    preschoolApplication: { connectedDaycarePreferredStartDate: false, serviceNeedOption: false },
    daycareApplication: { serviceNeedOption: false, dailyTimes: false },
    discussionReservations: false,
    citizenAttendanceSummary: false,
    serviceApplications: false,
    absenceApplications: false,
    citizenShiftCareAbsence: false,
    intermittentShiftCare: false
  },
  citizenReservationThresholdHours: 150,
  maxPreferredUnits: 3,
  map: {
    center: { lat: 64.13, lon: 28.39 },
    initialZoom: 13,
    addressZoom: 14,
    maxZoom: 18,
    searchArea: { minLat: 63.9, minLon: 27.9, maxLat: 64.4, maxLon: 28.9 },
    tileUrl: 'http://127.0.0.1:1/{z}/{x}/{y}.png',
    tileAttribution: 'Test tiles',
    routePlannerBaseUrl: 'https://reittiopas.example.fi/reitti',
    careTypeFilters: ['DAYCARE', 'CLUB', 'PRESCHOOL'],
    providerTypeFilters: ['MUNICIPAL', 'PURCHASED', 'PRIVATE', 'PRIVATE_SERVICE_VOUCHER']
  },
  textOverrides: {}
}

/**
 * The map's federation boundary in component tests: a municipality's configuration (map
 * settings and texts as given) and an API answering the given units (and no addresses).
 */
export function fakeMapApi(
  units: PublicUnit[],
  municipality: { map?: Partial<MunicipalityConfig['map']>; textOverrides?: MunicipalityConfig['textOverrides'] } = {}
): jest.Mock {
  provideMunicipalityConfig({ ...MUNICIPALITY, map: { ...MUNICIPALITY.map, ...municipality.map }, textOverrides: municipality.textOverrides ?? {} })
  const fetch = jest.fn(async (url: string) => {
    const body = url.includes('/citizen/public/units/') ? units : url.includes('/map-api/autocomplete') ? { type: 'FeatureCollection', features: [] } : {}
    return { ok: true, headers: NO_HEADERS, status: 200, text: async () => JSON.stringify(body) }
  })
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch
  return fetch
}
