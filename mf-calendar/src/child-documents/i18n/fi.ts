import type { ShownCodes } from '@pesa/shared/forms'
import type { ChildDocumentStatus } from '@pesa/shared/labels'

/** The server's error codes the document page handles itself. */
export type ChildDocumentErrorCode = ShownCodes<'CHILD_DOCUMENT_NOT_EDITABLE'>

/** Texts of a child document. This file is the schema: sv and en must have every key. */
const fi = {
  childDocument: {
    title: 'Lapsen asiakirja',
    back: 'Takaisin lapsen sivulle',
    backToCalendar: 'Takaisin kalenteriin',
    child: 'Lapsi',
    dateOfBirth: 'Syntymäaika',
    decisionNumber: 'Päätöksen numero',
    validity: 'Voimassa',
    status: 'Tila',
    confidential: 'Salassa pidettävä',
    legalBasis: 'Lainsäädäntö',
    published: 'Julkaistu',
    answeredBy: (name: string, date: string) => `Vastannut ${name} ${date}`,
    sentInfo: 'Vastaukset on lähetetty. Lähetettyjä vastauksia ei voi muuttaa.',
    statuses: {
      DRAFT: 'Luonnos',
      PREPARED: 'Laadittu',
      CITIZEN_DRAFT: 'Odottaa huoltajan vastausta',
      DECISION_PROPOSAL: 'Päätösesitys',
      COMPLETED: 'Valmis',
      ACCEPTED: 'Hyväksytty',
      REJECTED: 'Hylätty',
      ANNULLED: 'Mitätöity'
    } satisfies Record<ChildDocumentStatus, string>,
    answer: 'Vastaa',
    preview: 'Esikatsele',
    edit: 'Muokkaa vastauksia',
    send: 'Lähetä',
    print: 'Tulosta',
    pdf: 'Lataa PDF (avautuu uuteen ikkunaan)',
    editing: 'Vastaa kysymyksiin. Pakolliset kysymykset on merkitty tähdellä (*).',
    previewing: 'Esikatselu: näin vastauksesi lähetetään.',
    notAnswered: 'Ei vastausta',
    yes: 'Kyllä',
    no: 'Ei',
    confirmTitle: 'Lähetetäänkö vastaukset?',
    confirmText: 'Lähetettyjä vastauksia ei voi enää muuttaa.',
    confirmSend: 'Lähetä vastaukset',
    cancel: 'Peruuta',
    sent: 'Vastaukset lähetetty.',
    answeredElsewhere:
      'Toinen huoltaja on jo vastannut tähän asiakirjaan, joten vastauksiasi ei lähetetty. Kirjoittamasi vastaukset ovat yhä alla, jotta voit tallentaa ne itsellesi.',
    showSent: 'Näytä lähetetyt vastaukset'
  }
}

export default fi
export type ChildDocumentsTexts = typeof fi
