import type { DecisionsTexts } from './fi'
import { codeLabels } from '@pesa/shared/labels'

const sv: DecisionsTexts = {
  title: 'Beslut',
  intro: 'Här hittar du dina barns beslut om småbarnspedagogik, förskoleundervisning och klubb samt avgiftsbesluten.',
  unanswered: (count: number) => (count === 1 ? '1 beslut väntar på ditt svar' : `${count} beslut väntar på ditt svar`),
  empty: 'Du har inga beslut.',
  pdf: 'Beslutet som PDF-fil',
  pages: 'Sidor',
  finance: {
    title: 'Avgiftsbeslut',
    ...codeLabels.sv.financeDecisionType,
    validity: 'I kraft',
    ongoing: 'tills vidare',
    sentAt: 'Beslutsdatum',
    coDebtors: 'Betalningsskyldiga',
    children: 'Barn',
    amount: 'Belopp',
    familyPays: 'Familjen betalar per månad',
    voucherValue: 'servicesedelns värde',
    total: 'Sammanlagt',
    number: 'Beslutsnummer'
  },
  placementTitle: 'Beslut om småbarnspedagogik, förskola och klubb',
  assistanceTitle: 'Beslut om stöd',
  type: codeLabels.sv.decisionType,
  status: codeLabels.sv.decisionStatus,
  awaitsApplicant: 'Väntar på den sökandes svar',
  awaitingTitle: 'Väntar på ditt svar',
  assistanceKind: { ASSISTANCE_NEED: 'Stöd inom småbarnspedagogiken', ASSISTANCE_NEED_PRESCHOOL: 'Stöd i förskoleundervisningen' },
  unread: 'Oläst',
  open: 'Öppna beslutet',
  answer: 'Svara på beslutet',
  facts: {
    unit: 'Enhet',
    period: 'För perioden',
    sentDate: 'Beslutsdatum',
    answerBy: 'Svara senast',
    resolved: 'Besvarat',
    startDate: 'Startdatum',
    number: 'Beslutsnummer',
    validity: 'I kraft',
    annulmentReason: 'Orsak till upphävandet'
  },
  answerPage: {
    title: 'Beslut om ansökan',
    back: 'Tillbaka till besluten',
    accept: 'Jag tar emot platsen',
    reject: 'Jag tar inte emot platsen',
    startDate: 'Önskat startdatum',
    allowedDates: (range: string) => `Kan väljas ${range}`,
    answered: { ACCEPT: 'Ditt svar har skickats: du tog emot platsen.', REJECT: 'Ditt svar har skickats: du tog inte emot platsen.' },
    fixedStart: 'Startdatumet är det som står i beslutet.',
    submit: 'Skicka svaret',
    blocked: 'Svara först på beslutet om förskoleundervisning. Den kompletterande platsen kan besvaras när förskoleplatsen har tagits emot.',
    cannotDecide: 'Endast den sökande eller en vårdnadshavare på samma adress kan svara på beslutet.',
    rejectBoth: {
      title: 'Avböjs också den kompletterande platsen?',
      text: 'Om du inte tar emot förskoleplatsen avböjs också den kompletterande platsen inom småbarnspedagogik eller klubb.',
      confirm: 'Avböj båda',
      cancel: 'Avbryt'
    },
    failed: {
      title: 'Svaret kunde inte skickas',
      DECISION_NOT_PENDING: 'Beslutet har redan besvarats. Besluten har uppdaterats.',
      DECISION_BLOCKED: 'Svara först på beslutet om förskoleundervisning.',
      ok: 'OK'
    },
    leaveWarning: 'En del av besluten väntar ännu på ditt svar.'
  },
  assistance: {
    levels: 'Stödnivå',
    level: codeLabels.sv.assistanceLevel,
    pedagogical: 'Pedagogiska stödformer',
    structural: 'Strukturella stödformer',
    care: 'Vårdinriktade stödformer',
    services: 'Stödtjänster',
    expert: 'Experternas ansvar',
    guardiansHeard: 'Hörande av vårdnadshavarna',
    viewOfGuardians: 'Vårdnadshavarnas åsikt',
    motivation: 'Motivering',
    preparer: 'Beredare',
    decisionMaker: 'Beslutsfattare',
    type: 'Beslutets typ',
    preschoolType: codeLabels.sv.preschoolAssistanceType,
    grantedServices: 'Beviljade tjänster',
    basis: 'Grunder för beslutet',
    primaryGroup: 'Huvudsaklig grupp',
    yes: 'Ja',
    no: 'Nej',
    appeal: 'Anvisning om begäran om omprövning',
    appealText: (days: number) =>
      `Den som är missnöjd med beslutet kan begära omprövning skriftligen inom ${days} dagar från delfåendet. Ett elektroniskt meddelande anses ha kommit till kännedom den tredje dagen och ett brev den sjunde dagen efter att det sändes.`
  }
}

export default sv
