import { Type, type Static } from '@sinclair/typebox'

export const LocalizedText = Type.Object({ fi: Type.String(), sv: Type.String(), en: Type.String() }, { title: 'LocalizedText' })

/** Feature flags of the spec (part 1 §1, part 2 §6): what this municipality shows. */
export const FeatureFlags = Type.Object(
  {
    preschool: Type.Boolean(),
    hideClubApplication: Type.Boolean(),
    showMetadataToCitizen: Type.Boolean(),
    urgencyAttachments: Type.Boolean(),
    requireAttachments: Type.Boolean(),
    preschoolApplication: Type.Object({ connectedDaycarePreferredStartDate: Type.Boolean(), serviceNeedOption: Type.Boolean() }),
    daycareApplication: Type.Object({ serviceNeedOption: Type.Boolean(), dailyTimes: Type.Boolean() }),
    discussionReservations: Type.Boolean(),
    citizenAttendanceSummary: Type.Boolean(),
    serviceApplications: Type.Boolean(),
    absenceApplications: Type.Boolean(),
    citizenShiftCareAbsence: Type.Boolean(),
    intermittentShiftCare: Type.Boolean()
  },
  { title: 'FeatureFlags', additionalProperties: false }
)

export const MapConfig = Type.Object(
  {
    center: Type.Object({ lat: Type.Number(), lon: Type.Number() }),
    initialZoom: Type.Integer(),
    addressZoom: Type.Integer(),
    maxZoom: Type.Integer(),
    /** Bounds of address search (the geocoder's boundary rectangle) */
    searchArea: Type.Object({ minLat: Type.Number(), minLon: Type.Number(), maxLat: Type.Number(), maxLon: Type.Number() }),
    /** Tile URL template with {z}, {x}, {y} and optional {r} for high-resolution screens */
    tileUrl: Type.String(),
    tileAttribution: Type.String(),
    /** Base of route-planner links; null hides them */
    routePlannerBaseUrl: Type.Union([Type.String(), Type.Null()]),
    /** The care-type choices of the map, in order (spec part 1 §2: daycare, club, preschool) */
    careTypeFilters: Type.Array(Type.Union(['DAYCARE', 'CLUB', 'PRESCHOOL'].map((value) => Type.Literal(value))), { minItems: 1, uniqueItems: true }),
    /** The provider chips of the map, in order; municipal includes the schools (spec part 1 §3 "Map config") */
    providerTypeFilters: Type.Array(Type.Union(['MUNICIPAL', 'PURCHASED', 'PRIVATE', 'PRIVATE_SERVICE_VOUCHER'].map((value) => Type.Literal(value))), {
      uniqueItems: true
    })
  },
  { title: 'MapConfig', additionalProperties: false }
)

/**
 * Everything that differs between municipalities, read at run time: one build serves all
 * (DESIGN §5). Text overrides are language → namespace (app) → partial texts.
 */
export const MunicipalityConfig = Type.Object(
  {
    id: Type.String(),
    name: LocalizedText,
    /** A badge such as "Test environment"; null in production */
    environmentLabel: Type.Union([LocalizedText, Type.Null()]),
    logo: Type.Object({ url: Type.String(), alt: LocalizedText }),
    links: Type.Object({ privacyPolicy: LocalizedText, feedback: LocalizedText }),
    featureFlags: FeatureFlags,
    maxPreferredUnits: Type.Integer({ minimum: 1 }),
    /** May a guardian's new message carry files (spec part 1 §2 "attachment upload only if the account allows"); unset: yes */
    messageAttachmentsAllowed: Type.Optional(Type.Boolean()),
    /** Days after a placement decision's start a guardian may ask the place to start (spec part 1 §5 is silent); unset: 14 */
    decisionStartDateWindowDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
    /**
     * Reservations open from the first Monday after now plus these hours (Espoo 150, Oulu 165):
     * staff plan the week ahead with what is reserved by then.
     */
    citizenReservationThresholdHours: Type.Integer({ minimum: 0, maximum: 24 * 28 }),
    map: MapConfig,
    textOverrides: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()))
  },
  { title: 'MunicipalityConfig', additionalProperties: false }
)
export type MunicipalityConfig = Static<typeof MunicipalityConfig>
