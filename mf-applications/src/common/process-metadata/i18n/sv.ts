import type { ProcessMetadataTexts } from './fi'

const sv: ProcessMetadataTexts = {
  title: 'Behandlingsuppgifter',
  caseIdentifier: 'Ärendebeteckning',
  task: 'Uppgiftsklass',
  organization: 'Organisation',
  retention: 'Förvaringstid',
  years: (years) => `${years} år`,
  stages: 'Behandlingens skeden',
  state: { INITIAL: 'Anhängig', PREPARATION: 'Under beredning', DECIDING: 'Beslutsfattande', COMPLETED: 'Avslutad' },
  document: 'Handling',
  kind: { APPLICATION: 'Ansökan', FEE_DECISION: 'Avgiftsbeslut', VOUCHER_VALUE_DECISION: 'Värdebeslut' },
  created: 'Upprättad',
  publicity: 'Offentlighet',
  confidential: (years, basis) => `Sekretessbelagd${years ? ` ${years} år` : ''}${basis ? ` (${basis})` : ''}`,
  public: 'Offentlig',
  receivedBy: 'Inkommit',
  deliveryMethod: 'Leveranssätt',
  received: { ELECTRONIC: 'Elektroniskt', PAPER: 'På papper' },
  delivery: { ELECTRONIC: 'Elektroniskt', PAPER_MAIL: 'Per post', PENDING: 'Inte levererad ännu' },
  none: 'Inga behandlingsuppgifter har ännu registrerats för ärendet.'
}

export default sv
