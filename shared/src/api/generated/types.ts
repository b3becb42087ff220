// GENERATED FILE by api/scripts/codegen from the API route schemas (pnpm generate). Do not edit.

export interface AbsenceApplication {
  id: string
  childId: string
  startDate: string
  endDate: string
  description: string
  status: 'WAITING_DECISION' | 'ACCEPTED' | 'REJECTED'
  rejectedReason: string | null
  createdAt: string
  createdByName: string | null
  actions: 'DELETE'[]
}

export interface AbsenceApplicationRange {
  start: string
  end: string
}

export interface AbsenceApplicationRequest {
  childId: string
  startDate: string
  endDate: string
  description: string
}

export interface AbsenceRequest {
  childIds: string[]
  dateRange: FiniteDateRange
  absenceType: 'SICKLEAVE' | 'OTHER_ABSENCE' | 'PLANNED_ABSENCE'
}

export type AbsenceType = 'SICKLEAVE' | 'OTHER_ABSENCE' | 'PLANNED_ABSENCE' | 'FREE_ABSENCE' | 'UNKNOWN_ABSENCE'

export interface AcceptDecisionBody {
  applicationId?: string
  decisionId: string
  requestedStartDate?: string | null
}

export interface AccessibleFeatures {
  reservations: boolean
  messages: boolean
  composeNewMessage: boolean
  childDocumentation: boolean
}

export interface Accountant {
  name: string
  address: string
  phone: string
  email: string
}

export interface ActiveQuestionnaire {
  questionnaire: HolidayQuestionnaire
  eligibleChildren: string[]
  children: QuestionnaireChild[]
  previousAnswers: HolidayQuestionnaireAnswer[]
}

export type ActiveQuestionnaireList = ActiveQuestionnaire[]

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
  registerSiblings: ApplicationRegisterSibling[]
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

export interface ApplicationRegisterSibling {
  name: string
  socialSecurityNumber: string
  unitName: string
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

export type AssistanceDecisionLanguage = 'FI' | 'SV'

export type AssistanceDecisionStatus = 'ACCEPTED' | 'REJECTED' | 'ANNULLED'

export type AssistanceDecisionUnreadCounts = {
  childId: string
  count: number
}[]

export interface AssistanceNeedDecision {
  id: string
  childId: string
  childName: string
  decisionNumber: number
  status: AssistanceDecisionStatus
  language: AssistanceDecisionLanguage
  decisionMade: string | null
  validFrom: string
  validTo: string | null
  unit: DecisionUnit | null
  annulmentReason: string
  isUnread: boolean
  hasDocument: boolean
  assistanceLevels: string[]
  pedagogicalMotivation: string
  structuralMotivationOptions: string[]
  structuralMotivationDescription: string
  careMotivation: string
  serviceOptions: string[]
  servicesMotivation: string
  expertResponsibilities: string
  guardiansHeardOn: string | null
  heardGuardians: string
  viewOfGuardians: string
  otherRepresentativeHeard: boolean
  otherRepresentativeDetails: string
  motivationForDecision: string
  preparer: {
    name: string
    title: string
  }
  decisionMaker: {
    name: string
    title: string
  }
}

export interface AssistanceNeedDecisionListItem {
  id: string
  childId: string
  childName: string
  decisionNumber: number
  status: AssistanceDecisionStatus
  language: AssistanceDecisionLanguage
  decisionMade: string | null
  validFrom: string
  validTo: string | null
  unit: DecisionUnit | null
  annulmentReason: string
  isUnread: boolean
  hasDocument: boolean
  assistanceLevels: string[]
}

export interface AssistanceNeedPreschoolDecision {
  id: string
  childId: string
  childName: string
  decisionNumber: number
  status: AssistanceDecisionStatus
  language: AssistanceDecisionLanguage
  decisionMade: string | null
  validFrom: string
  validTo: string | null
  unit: DecisionUnit | null
  annulmentReason: string
  isUnread: boolean
  hasDocument: boolean
  type: AssistanceNeedPreschoolDecisionType
  extendedCompulsoryEducation: boolean
  extendedCompulsoryEducationInfo: string
  grantedAssistanceService: boolean
  grantedInterpretationService: boolean
  grantedAssistiveDevices: boolean
  grantedServicesBasis: string
  primaryGroup: string
  decisionBasis: string
  basisDocumentPedagogicalReport: boolean
  basisDocumentPsychologistStatement: boolean
  basisDocumentDoctorStatement: boolean
  basisDocumentSocialReport: boolean
  basisDocumentOtherOrMissing: boolean
  basisDocumentOtherOrMissingInfo: string
  basisDocumentsInfo: string
  guardiansHeardOn: string | null
  viewOfGuardians: string
  preparer: {
    name: string
    title: string
  }
  decisionMaker: {
    name: string
    title: string
  }
}

export interface AssistanceNeedPreschoolDecisionListItem {
  id: string
  childId: string
  childName: string
  decisionNumber: number
  status: AssistanceDecisionStatus
  language: AssistanceDecisionLanguage
  decisionMade: string | null
  validFrom: string
  validTo: string | null
  unit: DecisionUnit | null
  annulmentReason: string
  isUnread: boolean
  hasDocument: boolean
  type: AssistanceNeedPreschoolDecisionType
}

export type AssistanceNeedPreschoolDecisionType = 'NEW' | 'CONTINUING' | 'TERMINATED'

export interface AttendanceSummary {
  attendanceDays: number
  contractDaysPerMonth: number | null
  overContract: boolean
}

export interface AttendingChild {
  periods: FiniteDateRange[]
  type: 'UNIT' | 'GROUP' | 'INDIVIDUAL'
  unitName: string
  groupName: string | null
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

export interface CalendarEventsQuery {
  start: string
  /** At most 15 months after start (else DATE_TOO_LATE) */
  end: string
}

export interface CalendarEventTime {
  id: string
  childId: string | null
  date: string
  /** HH:MM, Helsinki time */
  startTime: string
  /** HH:MM, Helsinki time */
  endTime: string
  isEditable: boolean
}

export interface CalendarEventTimeReservation {
  calendarEventTimeId: string
  childId: string
}

export type CalendarEventType = 'DAYCARE_EVENT' | 'DISCUSSION_SURVEY'

export interface CalendarFeedStatus {
  feed: {
    createdAt: string
  } | null
}

export type CareType = 'CENTRE' | 'FAMILY' | 'GROUP_FAMILY' | 'PRESCHOOL' | 'PREPARATORY_EDUCATION' | 'CLUB'

export type CaseState = 'INITIAL' | 'PREPARATION' | 'DECIDING' | 'COMPLETED'

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
  imageId?: string | null
  permittedActions?: 'READ_DAILY_SERVICE_TIMES'[]
  absenceApplicationCreationPossible?: boolean
  serviceApplicationCreationPossible?: boolean
}

export interface ChildDocumentAnswer {
  questionId: string
  type: 'TEXT' | 'CHECKBOX' | 'CHECKBOX_GROUP' | 'RADIO_BUTTON_GROUP' | 'DATE' | 'STATIC_TEXT_PARAGRAPH'
  value: string | boolean | string[] | null
}

export interface ChildDocumentAnswerRequest {
  status: 'COMPLETED'
  content: ChildDocumentContent
}

export interface ChildDocumentContent {
  answers: ChildDocumentAnswer[]
}

export interface ChildDocumentDetails {
  id: string
  status: 'DRAFT' | 'PREPARED' | 'CITIZEN_DRAFT' | 'DECISION_PROPOSAL' | 'COMPLETED' | 'ACCEPTED' | 'REJECTED' | 'ANNULLED'
  shownStatus: string
  publishedAt: string
  template: {
    name: string
    type: string
    confidential: boolean
    legalBasis: string
    content: ChildDocumentTemplateContent
  }
  content: ChildDocumentContent
  child: {
    id: string
    firstName: string
    lastName: string
    dateOfBirth: string
  }
  decision: {
    decisionNumber: string | null
    status: string
    validity: {
      start: string
      end: string | null
    } | null
  } | null
  answeredAt: string | null
  answeredBy: {
    type: 'CITIZEN' | 'EMPLOYEE'
    name: string
  } | null
}

export interface ChildDocumentQuestion {
  id: string
  type: 'TEXT' | 'CHECKBOX' | 'CHECKBOX_GROUP' | 'RADIO_BUTTON_GROUP' | 'DATE' | 'STATIC_TEXT_PARAGRAPH'
  label: string
  info?: string
  required?: boolean
  options?: {
    id: string
    label: string
  }[]
}

export interface ChildDocumentSummary {
  id: string
  childId: string
  templateName: string
  type: string
  publishedAt: string
  unread: boolean
  status: string
  decision: {
    decisionNumber: string | null
    status: string
    validity: {
      start: string
      end: string | null
    } | null
  } | null
  answeredAt: string | null
  answeredBy: {
    type: 'CITIZEN' | 'EMPLOYEE'
    name: string
  } | null
  confidential: boolean
}

export interface ChildDocumentTemplateContent {
  sections: {
    id: string
    label: string
    questions: ChildDocumentQuestion[]
  }[]
}

export type ChildDocumentUnreadCounts = Record<string, number>

export interface ChildMessageAccounts {
  /** null: the accounts of threads without children */
  childId: string | null
  newMessage: string[]
  reply: string[]
}

export interface ChildPlacements {
  placements: PlacementGroup[]
  transferApplications?: TransferApplicationSummary[]
}

export interface ChildUnreadCount {
  childId: string
  count: number
}

export interface CitizenCalendarEvent {
  id: string
  title: string
  description: string
  period: FiniteDateRange
  eventType: CalendarEventType
  attendingChildren: Record<string, AttendingChild[]>
  timesByChild: Record<string, CalendarEventTime[]>
}

export interface CitizenDecision {
  id: string
  applicationId: string
  childId: string
  childName: string
  type: DecisionType
  status: DecisionStatus
  decisionNumber: number
  unit: DecisionUnit
  startDate: string
  endDate: string
  sentDate: string
  answerBy: string
  resolvedDate: string | null
  requestedStartDate: string | null
  validRequestedStartDatePeriod: DatePeriod
  canDecide: boolean
  permittedActions: 'DOWNLOAD_PDF'[]
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

export type CountsByChild = Record<string, number>

export interface CreatedCalendarFeed {
  url: string
  createdAt: string
}

export interface CurrentSystemNotification {
  notification: SystemNotification | null
}

export interface DailyReservationRequest {
  childId: string
  date: string
  type: 'RESERVATIONS' | 'PRESENT' | 'ABSENT' | 'NOTHING'
  reservation?: null | TimeRange
  secondReservation?: null | TimeRange
}

export interface DailyServiceTime {
  id: string
  type: 'REGULAR' | 'IRREGULAR' | 'VARIABLE_TIME'
  validityPeriod: {
    start: string
    end: string | null
  }
  regularTimes: {
    start: string
    end: string
  } | null
  weekdayTimes: Record<string, {
    start: string
    end: string
  } | null> | null
}

export interface DailyServiceTimeNotification {
  id: string
  childId: string
  childName: string
  dateFrom: string
  hasDeletedReservations: boolean
}

export interface DatePeriod {
  start: string
  end: string
}

export interface DateRange {
  start: string
  end: string | null
}

export interface DecisionPerson {
  id: string
  name: string
}

export type DecisionStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED'

export type DecisionType = 'DAYCARE' | 'DAYCARE_PART_TIME' | 'PRESCHOOL' | 'PRESCHOOL_DAYCARE' | 'PRESCHOOL_CLUB' | 'PREPARATORY_EDUCATION' | 'CLUB'

export interface DecisionUnit {
  id: string
  name: string
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
  messageType?: 'MESSAGE' | 'BULLETIN'
  title: string
  content: string
  urgent?: boolean
  sensitive?: boolean
  isCopy?: boolean
  applicationId?: string
  applicationStatus?: string
  children?: string[]
  guardians?: string[]
  attachments?: {
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

export type DismissDailyServiceTimeNotifications = string[]

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

export interface Entrepreneur {
  startOfEntrepreneurship: string
  companyName: string
  businessId: string
  /** Missing while unanswered */
  spouseWorksInCompany?: boolean
  startupGrant: boolean
  checkupConsent: boolean
  selfEmployed: null | SelfEmployed
  limitedCompany: null | LimitedCompany
  partnership: boolean
  lightEntrepreneur: boolean
  accountant: null | Accountant
}

export interface EstimatedIncome {
  estimatedMonthlyIncome: string
  incomeStartDate: string
  incomeEndDate: string
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

export interface FinanceDecision {
  id: string
  type: FinanceDecisionType
  decisionNumber: number
  validFrom: string
  validTo: string | null
  sentAt: string
  headOfFamily: DecisionPerson
  coDebtors: DecisionPerson[]
  decisionChildren: {
    id: string
    name: string
    unit: DecisionUnit
    placementType: string
    amountCents: number
    coPaymentCents: number
  }[]
  totalCents: number
  hasDocument: boolean
}

export type FinanceDecisionType = 'FEE_DECISION' | 'VOUCHER_VALUE_DECISION'

export interface FiniteDateRange {
  start: string
  end: string
}

export interface FixedPeriodsBody {
  fixedPeriods: Record<string, null | FiniteDateRange>
}

export interface GrossIncome {
  incomeSource: null | 'INCOMES_REGISTER' | 'ATTACHMENTS' | 'NO_INCOME'
  noIncomeDescription: string
  /** Euros as typed: "3 800,50" */
  estimatedMonthlyIncome: string
  otherIncome: OtherIncomeType[]
  otherIncomeInfo: string
}

export interface GroupRef {
  id: string
  name: string
}

export interface Health {
  status: 'ok'
}

export interface HolidayPeriod {
  id: string
  period: FiniteDateRange
  reservationsOpenOn: string
  reservationDeadline: string
}

export type HolidayPeriodEffect = {
  type: 'NotYetReservable'
  period: FiniteDateRange
  reservationsOpenOn: string
} | {
  type: 'ReservationsOpen'
} | {
  type: 'ReservationsClosed'
}

export type HolidayPeriodList = HolidayPeriod[]

export interface HolidayQuestionnaire {
  id: string
  type: 'FIXED_PERIOD' | 'OPEN_RANGES'
  absenceType: 'OTHER_ABSENCE' | 'PLANNED_ABSENCE' | 'FREE_ABSENCE'
  requiresStrongAuth: boolean
  active: FiniteDateRange
  title: Translatable
  description: Translatable
  descriptionLink: Translatable
  periodOptionLabel: null | Translatable
  periodOptions: FiniteDateRange[]
  period: FiniteDateRange
  conditions: {
    continuousPlacement: null | FiniteDateRange
  }
}

export interface HolidayQuestionnaireAnswer {
  questionnaireId: string
  childId: string
  fixedPeriod: null | FiniteDateRange
  openRanges: FiniteDateRange[]
}

export interface IdResponse {
  id: string
}

export interface IncomeChild {
  id: string
  firstName: string
  lastName: string
}

export type IncomeSource = 'INCOMES_REGISTER' | 'ATTACHMENTS'

export interface IncomeStatement {
  id: string
  personId: string
  type: IncomeStatementType
  status: IncomeStatementStatus
  startDate: string
  endDate: null | string
  createdAt: string
  updatedAt: string
  sentAt: null | string
  handledAt: null | string
  permittedActions: IncomeStatementAction[]
  gross: null | GrossIncome
  isEntrepreneur?: boolean
  entrepreneur: null | Entrepreneur
  student: boolean
  alimonyPayer: boolean
  otherInfo: string
  assure: boolean
  attachments: IncomeStatementAttachment[]
}

export type IncomeStatementAction = 'UPDATE' | 'UPDATE_SENT' | 'DELETE'

export interface IncomeStatementAttachment {
  id: string
  name: string
  contentType: string
  size: number
  attachmentType: null | string
  byStaff: boolean
}

export interface IncomeStatementBody {
  type: IncomeStatementType
  /** yyyy-mm-dd; REQUIRED, INVALID_DATE, DATE_UNSELECTABLE (another statement starts that day), DATE_TOO_EARLY, DATE_TOO_LATE */
  startDate: string
  /** yyyy-mm-dd or empty */
  endDate: string
  gross: null | GrossIncome
  /** The yes/no of an INCOME statement; missing while unanswered */
  isEntrepreneur?: boolean
  entrepreneur: null | Entrepreneur
  student: boolean
  alimonyPayer: boolean
  otherInfo: string
  /** The information is true: required to send */
  assure: boolean
  /** The caller's unattached uploads and the statement's own files (else 400 ATTACHMENT_UNKNOWN) */
  attachmentIds: string[]
  /** PUT: the version edited (newer: 409 INCOME_STATEMENT_CHANGED) */
  updatedAt?: string
}

export interface IncomeStatementId {
  id: string
}

export type IncomeStatementStatus = 'DRAFT' | 'SENT' | 'HANDLED'

export interface IncomeStatementSummary {
  id: string
  personId: string
  type: IncomeStatementType
  status: IncomeStatementStatus
  startDate: string
  endDate: null | string
  createdAt: string
  updatedAt: string
  sentAt: null | string
  handledAt: null | string
  permittedActions: IncomeStatementAction[]
}

export type IncomeStatementType = 'HIGHEST_FEE' | 'INCOME' | 'CHILD_INCOME'

export interface IncomeStatementUpdateSent {
  otherInfo: string
  attachmentIds: string[]
  updatedAt: string
}

export interface LimitedCompany {
  incomeSource: null | IncomeSource
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

export interface MonthSummary {
  year: number
  month: number
  reservedMinutes: number
  usedServiceMinutes: number
  serviceNeedMinutes: number
  attendanceDays: number
  contractDaysPerMonth: null | number
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
  messageAttachmentsAllowed?: boolean
  decisionStartDateWindowDays?: number
  citizenReservationThresholdHours: number
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

export interface OpenRangesBody {
  openRanges: Record<string, FiniteDateRange[]>
}

export type OtherGuardianAgreementStatus = 'AGREED' | 'NOT_AGREED' | 'RIGHT_TO_GET_NOTIFIED'

export type OtherIncomeType = 'PENSION' | 'ADULT_EDUCATION_ALLOWANCE' | 'SICKNESS_ALLOWANCE' | 'PARENTAL_ALLOWANCE' | 'HOME_CARE_ALLOWANCE' | 'FLEXIBLE_AND_PARTIAL_HOME_CARE_ALLOWANCE' | 'ALIMONY' | 'INTEREST_AND_INVESTMENT_INCOME' | 'RENTAL_INCOME' | 'UNEMPLOYMENT_ALLOWANCE' | 'LABOUR_MARKET_SUBSIDY' | 'ADJUSTED_DAILY_ALLOWANCE' | 'JOB_ALTERNATION_COMPENSATION' | 'REWARD_OR_BONUS' | 'RELATIVE_CARE_SUPPORT' | 'BASIC_INCOME' | 'FOREST_INCOME' | 'FAMILY_CARE_COMPENSATION' | 'REHABILITATION' | 'EDUCATION_ALLOWANCE' | 'GRANT' | 'APPRENTICESHIP_SALARY' | 'ACCIDENT_INSURANCE_COMPENSATION' | 'OTHER_INCOME'

export interface PagedIncomeStatements {
  data: IncomeStatementSummary[]
  /** At least 1 */
  pages: number
}

export interface PartnerIncome {
  partner: null | {
    name: string
    hasIncomeStatement: boolean
  }
}

export interface PasswordConstraints {
  minLength: number
  maxLength: number
  minLowers: number
  minUppers: number
  minDigits: number
  minSymbols: number
}

export interface PedagogicalDocument {
  id: string
  childId: string
  createdAt: string
  date: string
  description: string
  isRead: boolean
  attachments: {
    id: string
    name: string
    contentType: string
    size: number
  }[]
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

export interface PlacementGroup {
  type: string
  unitId: string
  unitName: string
  startDate: string
  endDate: string
  placements: {
    id: string
    type: string
    startDate: string
    endDate: string
  }[]
  additionalPlacements: {
    id: string
    type: string
    startDate: string
    endDate: string
  }[]
  terminatable: boolean
  daycareOnlyTerminatable: boolean
  terminationRequestedDate: string | null
  terminatedBy: string | null
}

export interface PlacementTerminationRequest {
  type: string
  unitId: string
  terminateDaycareOnly: boolean
  terminationDate: string
}

export type PlacementType = 'DAYCARE' | 'DAYCARE_PART_TIME' | 'PRESCHOOL_DAYCARE' | 'PRESCHOOL_CLUB' | 'PRESCHOOL' | 'PREPARATORY' | 'CLUB'

export interface PlanConnection {
  edges: {
    node: {
      walkDistance: number
    }
  }[]
}

export type PreschoolOperationalDates = Record<string, string[]>

export interface PreschoolOperationalDatesRequest {
  range: FiniteDateRange
  childIds: string[]
}

export interface PreschoolTerm {
  finnishPreschool: FiniteDateRange
  swedishPreschool: FiniteDateRange
  extendedTerm: FiniteDateRange
  applicationPeriod: FiniteDateRange
  termBreaks: FiniteDateRange[]
}

export type ProcessDocumentKind = 'APPLICATION' | 'FEE_DECISION' | 'VOUCHER_VALUE_DECISION'

export interface ProcessMetadata {
  caseIdentifier: string
  processDefinitionNumber: string
  organization: string
  archiveDurationMonths: number
  history: {
    state: CaseState
    enteredAt: string
  }[]
  document: {
    kind: ProcessDocumentKind
    createdAt: string
    confidential: boolean
    confidentialityDurationYears: number | null
    confidentialityBasis: string | null
    receivedBy: 'PAPER' | 'ELECTRONIC' | null
    deliveryMethod: 'ELECTRONIC' | 'PAPER_MAIL' | 'PENDING' | null
  }
}

export interface ProcessMetadataResponse {
  data: ProcessMetadata | null
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

export interface PushDevice {
  id: string
  name: string
  endpoint: string
  createdAt: string
  lastSentAt: string | null
}

export type PushDevices = PushDevice[]

export interface PushPublicKey {
  publicKey: string
}

export interface PushSubscriptionCreated {
  id: string
}

export interface PushSubscriptionInput {
  endpoint: string
  keys: {
    p256dh: string
    auth: string
  }
}

export interface QuestionnaireChild {
  childId: string
  eligible: boolean
  reason: null | 'NO_PLACEMENT' | 'NOT_CONTINUOUSLY_PLACED'
}

export interface Readiness {
  status: 'ready' | 'not ready'
  reason?: string
}

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

export interface RejectDecisionBody {
  applicationId?: string
  decisionId: string
}

export interface RememberedDevice {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string
  expiresAt: string
  current: boolean
}

export type RememberedDevices = RememberedDevice[]

export type ReservableTimeRange = {
  type: 'NORMAL'
  range: TimeRange
} | {
  type: 'SHIFT_CARE'
  range: TimeRange
} | {
  type: 'INTERMITTENT_SHIFT_CARE'
}

export type Reservation = {
  type: 'TIMES'
  range: TimeRange
} | {
  type: 'NO_TIMES'
}

export interface ReservationChild {
  id: string
  firstName: string
  lastName: string
  preferredName: string
  imageId: null | string
  upcomingPlacementType: null | string
  group: null | {
    name: string
  }
  unit: null | {
    name: string
  }
  permittedActions: string[]
  hasContractDays: boolean
  absenceApplicationCreationPossible: boolean
  serviceApplicationCreationPossible: boolean
  monthSummaries: MonthSummary[]
}

export interface ReservationResponseDay {
  date: string
  holiday: boolean
  children: ReservationResponseDayChild[]
}

export interface ReservationResponseDayChild {
  childId: string
  scheduleType: ScheduleType
  shiftCare: boolean
  absence: null | {
    type: AbsenceType
    /** false when staff marked it */
    editable: boolean
  }
  reservations: Reservation[]
  attendances: ({
    start: string
    end: null | string
  })[]
  reservableTimeRange: ReservableTimeRange
  holidayPeriodEffect: null | HolidayPeriodEffect
  usedService: null | UsedService
}

export interface ReservationsQuery {
  from: string
  /** At most 15 months after from (else DATE_TOO_LATE) */
  to: string
}

export type ReservationsRequest = DailyReservationRequest[]

export interface ReservationsResponse {
  children: ReservationChild[]
  days: ReservationResponseDay[]
  reservableRange: FiniteDateRange
}

export type ScheduleType = 'RESERVATION_REQUIRED' | 'FIXED_SCHEDULE' | 'TERM_BREAK'

export interface SelfEmployed {
  attachments: boolean
  estimatedIncome: null | EstimatedIncome
}

export interface SentMessage {
  threadId: string
  messageId: string
}

export interface ServiceApplication {
  id: string
  childId: string
  childName: string
  personName: string
  sentAt: string
  startDate: string
  serviceNeedOption: {
    id: string
    nameFi: string
    nameSv: string
    nameEn: string
  }
  additionalInfo: string
  decision: {
    status: 'ACCEPTED' | 'REJECTED'
    decidedByName: string
    decidedAt: string
    rejectedReason: string | null
  } | null
  permittedActions: 'DELETE'[]
}

export interface ServiceApplicationOption {
  id: string
  nameFi: string
  nameSv: string
  nameEn: string
  validPlacementType: string
}

export interface ServiceApplicationRequest {
  childId: string
  startDate: string
  serviceNeedOptionId: string
  additionalInfo: string
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

export interface ServiceNeedSummary {
  startDate: string
  endDate: string
  option: {
    id: string
    nameFi: string
    nameSv: string
    nameEn: string
  }
  unitName: string
  placementType: string
  shiftCare: string
  isDefault: boolean
  hasNonDefaultOptions: boolean
  contractDaysPerMonth: number | null
  reservationsEnabled: boolean
}

export interface SystemNotification {
  text: string
  textSv: string
  textEn: string
  validTo: string
}

export interface TimeRange {
  /** HH:MM */
  start: string
  /** HH:MM, after the start: overnight care is …–23:59 and 00:00–… of the next day */
  end: string
}

export interface TransferApplicationSummary {
  id: string
  type: string
  startDate: string
}

export interface Translatable {
  fi: string
  sv: string
  en: string
}

export interface UnitRef {
  id: string
  name: string
}

export interface UsedService {
  reservedMinutes: number
  usedServiceMinutes: number
  usedServiceRanges: TimeRange[]
  calculated: boolean
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
  rememberDevice?: boolean
}
