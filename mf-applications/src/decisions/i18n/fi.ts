import type { ShownCodes } from '@pesa/shared/forms'
import type { ApiErrorCode } from '@pesa/shared'
import { codeLabels } from '@pesa/shared/labels'

/** The server's codes the decision screens explain in their own words. */
export type DecisionsErrorCode = ShownCodes<Extract<ApiErrorCode, 'DECISION_NOT_PENDING' | 'DECISION_BLOCKED'>>

/** Texts of the decisions pages. This file is the schema: sv and en must have every key. */
const fi = {
  title: 'Päätökset',
  intro: 'Täältä löydät lapsiesi varhaiskasvatukseen, esiopetukseen ja kerhoon liittyvät päätökset sekä maksupäätökset.',
  unanswered: (count: number) => (count === 1 ? '1 päätös odottaa vastaustasi' : `${count} päätöstä odottaa vastaustasi`),
  empty: 'Sinulla ei ole päätöksiä.',
  pdf: 'Päätös PDF-tiedostona',
  pages: 'Sivut',
  finance: {
    title: 'Maksupäätökset',
    ...codeLabels.fi.financeDecisionType,
    validity: 'Voimassa',
    ongoing: 'toistaiseksi',
    sentAt: 'Päätöspäivä',
    coDebtors: 'Maksuvelvolliset',
    children: 'Lapset',
    amount: 'Summa',
    familyPays: 'Perhe maksaa kuukaudessa',
    voucherValue: 'palvelusetelin arvo',
    total: 'Yhteensä',
    number: 'Päätösnumero'
  },
  placementTitle: 'Varhaiskasvatus-, esiopetus- ja kerhopäätökset',
  assistanceTitle: 'Tukipäätökset',
  type: codeLabels.fi.decisionType,
  status: codeLabels.fi.decisionStatus,
  awaitsApplicant: 'Odottaa hakijan vastausta',
  awaitingTitle: 'Odottaa vastaustasi',
  assistanceKind: { ASSISTANCE_NEED: 'Tuki varhaiskasvatuksessa', ASSISTANCE_NEED_PRESCHOOL: 'Tuki esiopetuksessa' },
  unread: 'Lukematon',
  open: 'Avaa päätös',
  answer: 'Vastaa päätökseen',
  facts: {
    unit: 'Yksikkö',
    period: 'Ajalle',
    sentDate: 'Päätöspäivä',
    answerBy: 'Vastaa viimeistään',
    resolved: 'Vastattu',
    startDate: 'Aloituspäivä',
    number: 'Päätösnumero',
    validity: 'Voimassa',
    annulmentReason: 'Mitätöinnin syy'
  },
  answerPage: {
    title: 'Päätökset hakemukseen',
    back: 'Takaisin päätöksiin',
    accept: 'Otan paikan vastaan',
    reject: 'En ota paikkaa vastaan',
    startDate: 'Toivottu aloituspäivä',
    allowedDates: (range: string) => `Valittavissa ${range}`,
    answered: { ACCEPT: 'Vastauksesi lähetettiin: otit paikan vastaan.', REJECT: 'Vastauksesi lähetettiin: et ottanut paikkaa vastaan.' },
    fixedStart: 'Aloituspäivä on päätöksen mukainen.',
    submit: 'Lähetä vastaus',
    blocked: 'Vastaa ensin esiopetuspäätökseen. Liittyvään varhaiskasvatukseen voi vastata, kun esiopetuspaikka on otettu vastaan.',
    cannotDecide: 'Vain hakija tai samassa osoitteessa asuva huoltaja voi vastata päätökseen.',
    rejectBoth: {
      title: 'Hylätäänkö myös liittyvä paikka?',
      text: 'Jos et ota esiopetuspaikkaa vastaan, myös liittyvä varhaiskasvatus- tai kerhopaikka hylätään.',
      confirm: 'Hylkää molemmat',
      cancel: 'Peruuta'
    },
    failed: {
      title: 'Vastausta ei voitu lähettää',
      DECISION_NOT_PENDING: 'Päätökseen on jo vastattu. Päätökset on päivitetty.',
      DECISION_BLOCKED: 'Vastaa ensin esiopetuspäätökseen.',
      ok: 'OK'
    },
    leaveWarning: 'Osa päätöksistä odottaa vielä vastaustasi.'
  },
  assistance: {
    levels: 'Tuen taso',
    level: codeLabels.fi.assistanceLevel,
    pedagogical: 'Pedagogiset tuen muodot',
    structural: 'Rakenteelliset tuen muodot',
    care: 'Hoidolliset tuen muodot',
    services: 'Tukipalvelut',
    expert: 'Asiantuntijoiden vastuut',
    guardiansHeard: 'Huoltajien kuuleminen',
    viewOfGuardians: 'Huoltajien näkemys',
    motivation: 'Perustelut',
    preparer: 'Valmistelija',
    decisionMaker: 'Päätöksentekijä',
    type: 'Päätöksen tyyppi',
    preschoolType: codeLabels.fi.preschoolAssistanceType,
    grantedServices: 'Myönnetyt palvelut',
    basis: 'Päätöksen perusteet',
    primaryGroup: 'Pääasiallinen ryhmä',
    yes: 'Kyllä',
    no: 'Ei',
    appeal: 'Oikaisuvaatimusohje',
    appealText: (days: number) =>
      `Päätökseen tyytymätön voi tehdä kirjallisen oikaisuvaatimuksen ${days} päivän kuluessa päätöksen tiedoksisaannista. Sähköisen viestin katsotaan tulleen tietoon kolmantena päivänä lähettämisestä ja kirjeen seitsemäntenä päivänä.`
  }
}

export type DecisionsTexts = typeof fi
export default fi
