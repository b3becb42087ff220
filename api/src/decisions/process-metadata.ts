import { Type, type Static } from '@sinclair/typebox'
import { getApplication } from '../application-core/repository'
import { permittedActions } from '../application-core/status'
import { CASE_STATES, CONFIDENTIALITY, caseOf, type CaseRow } from '../process-metadata/repository'
import { ApiError } from '../platform/errors'
import type { Platform } from '../platform/types'
import { financeDecisionOf } from './service'

const instant = () => Type.String({ format: 'date-time' })

export const CaseState = Type.Union(
  CASE_STATES.map((state) => Type.Literal(state)),
  { title: 'CaseState' }
)
export const ProcessDocumentKind = Type.Union([Type.Literal('APPLICATION'), Type.Literal('FEE_DECISION'), Type.Literal('VOUCHER_VALUE_DECISION')], {
  title: 'ProcessDocumentKind'
})

/** The archive metadata of a case (spec part 1 §3), shown only when the municipality's `showMetadataToCitizen` is on. */
export const ProcessMetadata = Type.Object(
  {
    /** number/definition/year, as the archive names the case */
    caseIdentifier: Type.String(),
    processDefinitionNumber: Type.String(),
    organization: Type.String(),
    archiveDurationMonths: Type.Integer(),
    history: Type.Array(Type.Object({ state: CaseState, enteredAt: instant() })),
    document: Type.Object({
      kind: ProcessDocumentKind,
      createdAt: instant(),
      confidential: Type.Boolean(),
      confidentialityDurationYears: Type.Union([Type.Integer(), Type.Null()]),
      confidentialityBasis: Type.Union([Type.String(), Type.Null()]),
      receivedBy: Type.Union([Type.Literal('PAPER'), Type.Literal('ELECTRONIC'), Type.Null()]),
      deliveryMethod: Type.Union([Type.Literal('ELECTRONIC'), Type.Literal('PAPER_MAIL'), Type.Literal('PENDING'), Type.Null()])
    })
  },
  { title: 'ProcessMetadata' }
)
export type ProcessMetadata = Static<typeof ProcessMetadata>

/** `data` is null while the case is not open (a draft application). */
export const ProcessMetadataResponse = Type.Object({ data: Type.Union([ProcessMetadata, Type.Null()]) }, { title: 'ProcessMetadataResponse' })
export type ProcessMetadataResponse = Static<typeof ProcessMetadataResponse>

function requireShown(platform: Platform): void {
  if (!platform.municipality.featureFlags.showMetadataToCitizen) throw new ApiError('NOT_FOUND', 'Not shown in this municipality')
}

function metadataOf(platform: Platform, row: CaseRow, document: ProcessMetadata['document']): ProcessMetadata {
  return {
    caseIdentifier: `${row.number}/${row.processDefinitionNumber}/${row.year}`,
    processDefinitionNumber: row.processDefinitionNumber,
    organization: platform.municipality.name.fi,
    archiveDurationMonths: row.archiveDurationMonths,
    history: row.history.map((entry) => ({ state: entry.state, enteredAt: entry.enteredAt.toISOString() })),
    document
  }
}

const confidential = {
  confidential: true,
  confidentialityDurationYears: CONFIDENTIALITY.durationYears,
  confidentialityBasis: CONFIDENTIALITY.basis
}

/** GET /citizen/process-metadata/applications/{id}: for whoever may read the application (else 404). */
export async function applicationMetadata(platform: Platform, personId: string, applicationId: string): Promise<ProcessMetadataResponse> {
  requireShown(platform)
  const application = await getApplication(platform.db, applicationId)
  if (!application || !permittedActions(application, personId).includes('READ')) throw new ApiError('NOT_FOUND')
  const row = await caseOf(platform.db, { applicationId })
  if (!row) return { data: null }
  return {
    data: metadataOf(platform, row, {
      kind: 'APPLICATION',
      createdAt: row.createdAt.toISOString(),
      ...confidential,
      receivedBy: 'ELECTRONIC',
      deliveryMethod: null
    })
  }
}

/** GET /citizen/process-metadata/{fee|voucher-value}-decisions/{id}: for the decision's head of family or partner (else 404). */
export async function financeDecisionMetadata(
  platform: Platform,
  personId: string,
  id: string,
  type: 'FEE_DECISION' | 'VOUCHER_VALUE_DECISION'
): Promise<ProcessMetadataResponse> {
  requireShown(platform)
  const decision = await financeDecisionOf(platform.db, personId, id, type)
  const row = await caseOf(platform.db, { financeDecisionId: decision.id })
  if (!row) return { data: null }
  const deliveryMethod = decision.documentId ? 'ELECTRONIC' : 'PENDING'
  return { data: metadataOf(platform, row, { kind: type, createdAt: row.createdAt.toISOString(), ...confidential, receivedBy: null, deliveryMethod }) }
}
