import type {
  AssistanceDecisionStatus,
  AssistanceNeedPreschoolDecisionType,
  ChildDocumentDetails,
  DecisionStatus,
  DecisionType,
  FinanceDecisionType
} from '../api/generated/types'

/*
 * The names of the codes a person reads, one table per language shared by the screens and the
 * documents (the API's PDFs): a decision's type says the same on the page and on paper, and a
 * new code without its name in every language is a type error, not a raw code in a PDF.
 */

export type LabelLanguage = 'fi' | 'sv' | 'en'

/** The levels of support of an assistance decision (the API carries them as strings). */
export const ASSISTANCE_LEVELS = ['ASSISTANCE_ENDS', 'ASSISTANCE_SERVICES_FOR_TIME', 'ENHANCED_ASSISTANCE', 'SPECIAL_ASSISTANCE'] as const
export type AssistanceLevel = (typeof ASSISTANCE_LEVELS)[number]

export type ChildDocumentStatus = ChildDocumentDetails['status']

export interface CodeLabels {
  decisionType: Record<DecisionType, string>
  financeDecisionType: Record<FinanceDecisionType, string>
  decisionStatus: Record<DecisionStatus | AssistanceDecisionStatus, string>
  assistanceLevel: Record<AssistanceLevel, string>
  preschoolAssistanceType: Record<AssistanceNeedPreschoolDecisionType, string>
  childDocumentStatus: Record<ChildDocumentStatus, string>
}

const fi = {
  decisionType: {
    DAYCARE: 'Varhaiskasvatus',
    DAYCARE_PART_TIME: 'Osapäiväinen varhaiskasvatus',
    PRESCHOOL: 'Esiopetus',
    PRESCHOOL_DAYCARE: 'Liittyvä varhaiskasvatus',
    PRESCHOOL_CLUB: 'Esiopetuksen kerho',
    PREPARATORY_EDUCATION: 'Valmistava opetus',
    CLUB: 'Kerho'
  },
  financeDecisionType: { FEE_DECISION: 'Varhaiskasvatuksen maksupäätös', VOUCHER_VALUE_DECISION: 'Päätös palvelusetelin arvosta' },
  decisionStatus: { PENDING: 'Odottaa vastaustasi', ACCEPTED: 'Hyväksytty', REJECTED: 'Hylätty', ANNULLED: 'Mitätöity' },
  assistanceLevel: {
    ASSISTANCE_ENDS: 'Tuki päättyy',
    ASSISTANCE_SERVICES_FOR_TIME: 'Tukipalvelut päätöksen voimassaoloaikana',
    ENHANCED_ASSISTANCE: 'Tehostettu tuki',
    SPECIAL_ASSISTANCE: 'Erityinen tuki'
  },
  preschoolAssistanceType: { NEW: 'Uusi', CONTINUING: 'Jatkuva', TERMINATED: 'Päättyvä' },
  childDocumentStatus: {
    DRAFT: 'Luonnos',
    PREPARED: 'Laadittu',
    CITIZEN_DRAFT: 'Täytettävänä huoltajalla',
    DECISION_PROPOSAL: 'Päätösesitys',
    COMPLETED: 'Valmis',
    ACCEPTED: 'Hyväksytty',
    REJECTED: 'Hylätty',
    ANNULLED: 'Mitätöity'
  }
} satisfies CodeLabels

const sv = {
  decisionType: {
    DAYCARE: 'Småbarnspedagogik',
    DAYCARE_PART_TIME: 'Småbarnspedagogik på deltid',
    PRESCHOOL: 'Förskoleundervisning',
    PRESCHOOL_DAYCARE: 'Kompletterande småbarnspedagogik',
    PRESCHOOL_CLUB: 'Förskolans klubb',
    PREPARATORY_EDUCATION: 'Förberedande undervisning',
    CLUB: 'Klubb'
  },
  financeDecisionType: { FEE_DECISION: 'Avgiftsbeslut för småbarnspedagogik', VOUCHER_VALUE_DECISION: 'Beslut om servicesedelns värde' },
  decisionStatus: { PENDING: 'Väntar på ditt svar', ACCEPTED: 'Godkänt', REJECTED: 'Avböjt', ANNULLED: 'Upphävt' },
  assistanceLevel: {
    ASSISTANCE_ENDS: 'Stödet upphör',
    ASSISTANCE_SERVICES_FOR_TIME: 'Stödtjänster under beslutets giltighetstid',
    ENHANCED_ASSISTANCE: 'Intensifierat stöd',
    SPECIAL_ASSISTANCE: 'Särskilt stöd'
  },
  preschoolAssistanceType: { NEW: 'Nytt', CONTINUING: 'Fortsatt', TERMINATED: 'Upphörande' },
  childDocumentStatus: {
    DRAFT: 'Utkast',
    PREPARED: 'Upprättad',
    CITIZEN_DRAFT: 'Fylls i av vårdnadshavaren',
    DECISION_PROPOSAL: 'Beslutsförslag',
    COMPLETED: 'Färdig',
    ACCEPTED: 'Godkänt',
    REJECTED: 'Avböjt',
    ANNULLED: 'Upphävt'
  }
} satisfies CodeLabels

const en = {
  decisionType: {
    DAYCARE: 'Early childhood education',
    DAYCARE_PART_TIME: 'Part-day early childhood education',
    PRESCHOOL: 'Preschool',
    PRESCHOOL_DAYCARE: 'Connected early childhood education',
    PRESCHOOL_CLUB: 'Preschool club',
    PREPARATORY_EDUCATION: 'Preparatory education',
    CLUB: 'Club'
  },
  financeDecisionType: { FEE_DECISION: 'Early childhood education fee decision', VOUCHER_VALUE_DECISION: 'Service voucher value decision' },
  decisionStatus: { PENDING: 'Waiting for your answer', ACCEPTED: 'Accepted', REJECTED: 'Rejected', ANNULLED: 'Annulled' },
  assistanceLevel: {
    ASSISTANCE_ENDS: 'Support ends',
    ASSISTANCE_SERVICES_FOR_TIME: 'Support services for the validity of the decision',
    ENHANCED_ASSISTANCE: 'Intensified support',
    SPECIAL_ASSISTANCE: 'Special support'
  },
  preschoolAssistanceType: { NEW: 'New', CONTINUING: 'Continuing', TERMINATED: 'Terminating' },
  childDocumentStatus: {
    DRAFT: 'Draft',
    PREPARED: 'Prepared',
    CITIZEN_DRAFT: 'To be filled in by the guardian',
    DECISION_PROPOSAL: 'Decision proposal',
    COMPLETED: 'Completed',
    ACCEPTED: 'Accepted',
    REJECTED: 'Rejected',
    ANNULLED: 'Annulled'
  }
} satisfies CodeLabels

export const codeLabels: Record<LabelLanguage, CodeLabels> = { fi, sv, en }

/**
 * A code's name from a table complete over its enum (`satisfies Record<Enum, string>`), for a code the
 * API carries as a plain string: a code the table does not know shows as itself, never as blank, and
 * an inherited key ("constructor") is not a name. Typed this way so tables need no `Record<string, string>` cast.
 */
export function labelOrCode<Code extends string>(table: Readonly<Record<Code, string>>, code: string): string {
  return Object.hasOwn(table, code) ? table[code as Code] : code
}

export const isAssistanceLevel = (code: string): code is AssistanceLevel => (ASSISTANCE_LEVELS as readonly string[]).includes(code)

/** An assistance level's name, or the code itself for a level this table does not know (never thrown away). */
export function assistanceLevelLabel(lang: LabelLanguage, level: string): string {
  return isAssistanceLevel(level) ? codeLabels[lang].assistanceLevel[level] : level
}
