// GENERATED FILE by api/src/codegen from the API route schemas (pnpm generate). Do not edit.

export interface AccessibleFeatures {
  reservations: boolean
  messages: boolean
  composeNewMessage: boolean
  childDocumentation: boolean
}

export interface AddressFeature {
  type: 'Feature'
  geometry: {
    type: 'Point'
    /** Longitude, latitude */
    coordinates: number[]
  }
  properties: {
    name: string
    postalcode?: string
    locality?: string
    localadmin?: string
  }
}

export type ApplicationAction = 'READ' | 'UPDATE' | 'DELETE' | 'READ_DECISIONS'

export interface ApplicationAttachment {
  id: string
  name: string
  contentType: string
  size: number
  type: 'URGENCY' | 'EXTENDED_CARE'
  receivedAt: string
  uploadedByEmployee: boolean
}

export interface ApplicationChild {
  id: string
  firstName: string
  lastName: string
  dateOfBirth: string
  duplicateOf: string | null
}

export interface ApplicationDetails {
  id: string
  type: ApplicationType
  status: ApplicationStatus
  child: ApplicationPerson
  guardian: ApplicationPerson
  form: ApplicationForm
  preferredUnits: ApplicationUnitName[]
  attachments: ApplicationAttachment[]
  hasOtherGuardian: boolean
  otherGuardianLivesInSameAddress: boolean
  allowOtherGuardianAccess: boolean
  transferApplication: boolean
  createdAt: string
  modifiedAt: string
  sentDate: string | null
  dueDate: string | null
  verifiedEmail: string | null
  isApplicant: boolean
  permittedActions: ApplicationAction[]
}

export interface ApplicationForm {
  child: {
    futureAddress: ApplicationFutureAddress | null
    allergies: string
    diet: string
    assistanceNeeded: boolean
    assistanceDescription: string
  }
  guardian: {
    phone: string
    email: string
    emailRepeat: string
    noEmail: boolean
    futureAddress: ApplicationFutureAddress | null
  }
  secondGuardian: {
    agreementStatus: OtherGuardianAgreementStatus | null
    phone: string
    email: string
  }
  otherPartner: ApplicationPersonNameSsn | null
  otherChildren: ApplicationPersonNameSsn[]
  preferences: {
    preferredUnits: string[]
    preferredStartDate: string | null
    connectedDaycare: boolean
    connectedDaycarePreferredStartDate: string | null
    preparatory: boolean
    urgent: boolean
    serviceNeed: {
      startTime: string
      endTime: string
      shiftCare: boolean
      partTime: boolean
      serviceNeedOptionId: string | null
    }
    siblingBasis: {
      siblingName: string
      siblingSsn: string
      siblingUnit: string
    } | null
  }
  maxFeeAccepted: boolean
  otherInfo: string
  clubDetails: {
    wasOnClubCare: boolean
    wasOnDaycare: boolean
  }
}

export interface ApplicationFutureAddress {
  movingDate: string | null
  street: string
  postalCode: string
  postOffice: string
}

export interface ApplicationIdResponse {
  id: string
}

export interface ApplicationPerson {
  firstName: string
  lastName: string
  socialSecurityNumber: string | null
  dateOfBirth: string
  streetAddress: string
  postalCode: string
  postOffice: string
}

export interface ApplicationPersonNameSsn {
  firstName: string
  lastName: string
  socialSecurityNumber: string
}

export interface ApplicationsOfChild {
  childId: string
  childName: string
  applicationSummaries: ApplicationSummary[]
  permittedActions: Record<string, ApplicationAction[]>
  decidableApplications: string[]
  duplicateOf: string | null
  upcomingPlacementType: string | null
}

export type ApplicationStatus = 'CREATED' | 'SENT' | 'WAITING_PLACEMENT' | 'WAITING_DECISION' | 'WAITING_UNIT_CONFIRMATION' | 'WAITING_MAILING' | 'WAITING_CONFIRMATION' | 'ACTIVE' | 'REJECTED' | 'CANCELLED'

export interface ApplicationSummary {
  applicationId: string
  type: ApplicationType
  startDate: string | null
  createdDate: string
  sentDate: string | null
  applicationStatus: ApplicationStatus
  transferApplication: boolean
  isApplicant: boolean
}

export type ApplicationType = 'DAYCARE' | 'PRESCHOOL' | 'CLUB'

export interface ApplicationUnit {
  id: string
  name: string
  type: CareType[]
  providerType: ProviderType
  language: 'fi' | 'sv' | 'en'
  streetAddress: string
  postalCode: string
  postOffice: string
  providesShiftCare: boolean
}

export interface ApplicationUnitName {
  id: string
  name: string
}

export interface ApplicationUpdate {
  form: ApplicationForm
  allowOtherGuardianAccess: boolean
}

export type AuthLevel = 'WEAK' | 'STRONG'

export interface AuthStatus {
  loggedIn: boolean
  apiVersion: string
  authLevel?: AuthLevel
  user?: CitizenUser
  accessibleFeatures?: AccessibleFeatures
}

export interface AutocompleteQuery {
  text: string
  layers?: 'address'
  "boundary.rect.min_lon"?: number
  "boundary.rect.max_lon"?: number
  "boundary.rect.min_lat"?: number
  "boundary.rect.max_lat"?: number
}

export interface AutocompleteResponse {
  type: 'FeatureCollection'
  features: AddressFeature[]
}

export interface ByApplicationType {
  DAYCARE: boolean
  PRESCHOOL: boolean
  CLUB: boolean
}

export type CareType = 'CENTRE' | 'FAMILY' | 'GROUP_FAMILY' | 'PRESCHOOL' | 'PREPARATORY_EDUCATION' | 'CLUB'

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

export interface ChildMessageAccounts {
  /** null: the accounts of threads without children */
  childId: string | null
  newMessage: string[]
  reply: string[]
}

export type CitizenMessageThread = MessageThread | RedactedMessageThread

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

export interface ClientErrorReport {
  kind: 'shell-render' | 'area-render' | 'remote-load' | 'window-error' | 'unhandled-rejection'
  message: string
  stack: null | string
  route: string
  appVersion: string
  area: null | string
}

export interface ClubTerm {
  term: FiniteDateRange
  applicationPeriod: FiniteDateRange
  termBreaks: FiniteDateRange[]
}

export interface Coordinates {
  lat: number
  lon: number
}

export interface CurrentSystemNotification {
  notification: SystemNotification | null
}

export interface DateRange {
  start: string
  end: string | null
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

export interface DevStaffAccount {
  id: string
  type: string
  name: string
}

export interface DevStaffMessage {
  /** A staff account (GET …/messages/accounts) */
  senderId: string
  messageType: 'MESSAGE' | 'BULLETIN'
  title: string
  content: string
  urgent?: boolean
  sensitive?: boolean
  isCopy?: boolean
  applicationId?: string
  applicationStatus?: string
  children: string[]
  guardians: string[]
  attachments: {
    name: string
    contentType: string
    contentBase64: string
  }[]
}

export interface DevStaffThread {
  id: string
  title: string
  messages: {
    id: string
    senderName: string
    content: string
    attachmentNames: string[]
  }[]
}

export interface DevSystemNotification {
  text: string
  textSv: string
  textEn: string
  validTo: string
}

export interface EmailVerification {
  id: string
  email: string
  expiresAt: string
}

export interface EmailVerificationConfirm {
  id: string
  /** The six digits of the email (else REQUIRED or INVALID_FORMAT) */
  code: string
}

export interface EmailVerificationStatus {
  email: string | null
  verifiedEmail: string | null
  /** The code sent last for the current email, while it can still be confirmed */
  latestVerification: EmailVerification | null
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

export interface FiniteDateRange {
  start: string
  end: string
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
  careTypeFilters: ('DAYCARE' | 'CLUB' | 'PRESCHOOL')[]
  providerTypeFilters: ('MUNICIPAL' | 'PURCHASED' | 'PRIVATE' | 'PRIVATE_SERVICE_VOUCHER')[]
}

export interface Message {
  id: string
  sender: MessageAccount
  recipients: MessageAccount[]
  sentAt: string
  /** When the caller read it; null for unread and for own messages */
  readAt: string | null
  /** Plain text, never HTML */
  content: string
  attachments: MessageAttachment[]
}

export interface MessageAccount {
  id: string
  name: string
  /** CITIZEN is a guardian; every other type is staff (GROUP: a unit group) */
  type: MessageAccountType
}

export type MessageAccountType = 'CITIZEN' | 'GROUP' | 'PERSONAL' | 'MUNICIPAL' | 'SERVICE_WORKER' | 'FINANCE'

export interface MessageAttachment {
  id: string
  name: string
  contentType: string
  size: number
}

export interface MessageRecipients {
  childrenToMessageAccounts: ChildMessageAccounts[]
  messageAccounts: MessageAccount[]
}

export interface MessageReply {
  content: string
  recipientAccountIds: string[]
  /** The client's id of what it sends: a retry with the same id answers the message already sent */
  draftId: string
}

export interface MessageThread {
  redacted: false
  id: string
  messageType: MessageType
  title: string
  urgent: boolean
  sensitive: boolean
  isCopy: boolean
  children: MessageThreadChild[]
  applicationStatus: string | null
  lastMessageSentAt: string
  hasUnread: boolean
  /** MESSAGE, not a copy, and not about an application REJECTED, ACTIVE or CANCELLED */
  replyAllowed: boolean
  /** The messages the caller sent or received, oldest first */
  messages: Message[]
}

export interface MessageThreadChild {
  childId: string
  firstName: string
  lastName: string
}

export type MessageType = 'MESSAGE' | 'BULLETIN'

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
  messageAttachmentsAllowed?: boolean
  map: MapConfig
  textOverrides: Record<string, Record<string, unknown>>
}

export interface MyMessageAccount {
  accountId: string
  /** The municipality's setting: may a new message carry files */
  messageAttachmentsAllowed: boolean
}

export interface NewApplication {
  childId: string
  type: ApplicationType
}

export interface NewMessage {
  title: string
  content: string
  recipients: string[]
  children: string[]
  attachmentIds: string[]
  /** The client's id of what it sends: a retry with the same id answers the message already sent */
  draftId: string
}

export type NotificationEmailType = 'MESSAGE_NOTIFICATION' | 'BULLETIN_NOTIFICATION' | 'INCOME_NOTIFICATION' | 'CALENDAR_EVENT_NOTIFICATION' | 'DECISION_NOTIFICATION' | 'DOCUMENT_NOTIFICATION' | 'INFORMAL_DOCUMENT_NOTIFICATION' | 'ATTENDANCE_RESERVATION_NOTIFICATION' | 'DISCUSSION_TIME_NOTIFICATION'

export type NotificationSettings = NotificationEmailType[]

export type OtherGuardianAgreementStatus = 'AGREED' | 'NOT_AGREED' | 'RIGHT_TO_GET_NOTIFIED'

export interface PasswordConstraints {
  minLength: number
  maxLength: number
  minLowers: number
  minUppers: number
  minDigits: number
  minSymbols: number
}

export interface PersonalDataUpdate {
  /** One of the given first names of the population register (else SELECT_ONE) */
  preferredName: string
  /** Required; the shared phone validator */
  phone: string
  /** Empty, or a phone number */
  backupPhone: string
  /** null when the guardian has no email; a string must be an email (an empty one is REQUIRED). A new email is unverified until its code is confirmed; an existing weak-login username stays the earlier verified email until the guardian updates it (PUT …/weak-login-credentials), so a login never breaks silently. */
  email: null | string
}

export type PlacementType = 'DAYCARE' | 'DAYCARE_PART_TIME' | 'PRESCHOOL_DAYCARE' | 'PRESCHOOL_CLUB' | 'PRESCHOOL' | 'PREPARATORY' | 'CLUB'

export interface PlanConnection {
  edges: {
    node: {
      walkDistance: number
    }
  }[]
}

export interface PreschoolTerm {
  finnishPreschool: FiniteDateRange
  swedishPreschool: FiniteDateRange
  extendedTerm: FiniteDateRange
  applicationPeriod: FiniteDateRange
  termBreaks: FiniteDateRange[]
}

export type ProviderType = 'MUNICIPAL' | 'MUNICIPAL_SCHOOL' | 'PURCHASED' | 'PRIVATE' | 'PRIVATE_SERVICE_VOUCHER' | 'EXTERNAL_PURCHASED'

export interface PublicUnit {
  id: string
  name: string
  type: CareType[]
  providerType: ProviderType
  language: 'fi' | 'sv' | 'en'
  location: Coordinates | null
  streetAddress: string
  postalCode: string
  postOffice: string
  phone: string | null
  email: string | null
  url: string | null
  providesShiftCare: boolean
  clubApplyPeriod: DateRange | null
  daycareApplyPeriod: DateRange | null
  preschoolApplyPeriod: DateRange | null
}

export type PublicUnitApplicationType = 'CLUB' | 'DAYCARE' | 'PREPARATORY' | 'PRESCHOOL'

export interface ReceivedThreads {
  data: CitizenMessageThread[]
  total: number
  pages: number
}

export interface RedactedMessageThread {
  redacted: true
  id: string
  urgent: boolean
  sender: MessageAccount
  lastMessageSentAt: string
  hasUnread: boolean
}

export interface SentMessage {
  threadId: string
  messageId: string
}

export interface ServiceNeedOption {
  id: string
  nameFi: string
  nameSv: string
  nameEn: string
  validPlacementType: PlacementType
  validFrom: string
  validTo: string | null
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

export interface WalkingQueryBody {
  query: string
}

export interface WalkingQueryResponse {
  data: Record<string, PlanConnection | null>
}

export interface WeakLoginCredentialsUpdate {
  /** The caller's verified email; null keeps the username of existing credentials */
  username: null | string
  /** null keeps the password of existing credentials (a username update) */
  password: null | string
}

export interface WeakLoginRequest {
  username: string
  password: string
}
