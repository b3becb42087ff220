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

export interface GroupRef {
  id: string
  name: string
}

export interface IdResponse {
  id: string
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
