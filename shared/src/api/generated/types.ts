// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.

export interface AccessibleFeatures {
  reservations: boolean
  messages: boolean
  composeNewMessage: boolean
  childDocumentation: boolean
}

export type AuthLevel = 'WEAK' | 'STRONG'

export interface AuthStatus {
  loggedIn: boolean
  apiVersion: string
  authLevel?: AuthLevel
  user?: CitizenUser
  accessibleFeatures?: AccessibleFeatures
}

export interface Child {
  id: string
  firstName: string
  lastName: string
  preferredName: string
  dateOfBirth: string
  unit: UnitRef | null
  group: GroupRef | null
  placementType: string | null
  upcomingPlacementType: string | null
  upcomingPlacementStartDate: string | null
  upcomingPlacementUnitName: string | null
}

export interface CitizenUser {
  id: string
  firstName: string
  lastName: string
  preferredName: string
  streetAddress: string
  postalCode: string
  postOffice: string
  phone: string
  backupPhone: string
  email: string | null
  weakLoginUsername: string | null
}

export interface CurrentSystemNotification {
  notification: SystemNotification | null
}

export interface DevEmail {
  id: string
  toAddress: string
  subject: string
  bodyText: string
  createdAt: string
}

export interface DevLoginRequest {
  ssn: string
  authLevel: AuthLevel
}

export interface DevPerson {
  ssn: string
  firstName: string
  lastName: string
  streetAddress?: string
  postalCode?: string
  postOffice?: string
  phone?: string
  email?: string | null
  verifiedEmail?: string | null
  guardianOf?: string[]
}

export interface DevPlacement {
  childSsn: string
  unitName: string
  type: string
  startDate: string
  endDate: string
}

export interface DevSystemNotification {
  text: string
  textSv: string
  textEn: string
  validTo: string
}

export interface FeatureFlags {
  preschool: boolean
  hideClubApplication: boolean
  showMetadataToCitizen: boolean
  urgencyAttachments: boolean
  requireAttachments: boolean
  preschoolApplication: {
    connectedDaycarePreferredStartDate: boolean
    serviceNeedOption: boolean
  }
  daycareApplication: {
    serviceNeedOption: boolean
    dailyTimes: boolean
  }
  discussionReservations: boolean
  citizenAttendanceSummary: boolean
  serviceApplications: boolean
  absenceApplications: boolean
  citizenShiftCareAbsence: boolean
  intermittentShiftCare: boolean
}

export interface GroupRef {
  id: string
  name: string
}

export interface Health {
  status: 'ok'
}

export interface IdResponse {
  id: string
}

export interface LocalizedText {
  fi: string
  sv: string
  en: string
}

export interface MapConfig {
  center: {
    lat: number
    lon: number
  }
  initialZoom: number
  addressZoom: number
  maxZoom: number
  searchArea: {
    minLat: number
    minLon: number
    maxLat: number
    maxLon: number
  }
  tileUrl: string
  tileAttribution: string
  routePlannerBaseUrl: string | null
  careTypeFilters: string[]
  providerTypeFilters: string[]
}

export interface MunicipalityConfig {
  id: string
  name: LocalizedText
  environmentLabel: LocalizedText | null
  logo: {
    url: string
    alt: LocalizedText
  }
  links: {
    privacyPolicy: LocalizedText
    feedback: LocalizedText
  }
  featureFlags: FeatureFlags
  maxPreferredUnits: number
  map: MapConfig
  textOverrides: Record<string, Record<string, unknown>>
}

export interface SystemNotification {
  text: string
  textSv: string
  textEn: string
  validTo: string
}

export interface UnitRef {
  id: string
  name: string
}

export interface WeakLoginRequest {
  username: string
  password: string
}
