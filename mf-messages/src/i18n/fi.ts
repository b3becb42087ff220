import type { ShownCodes } from '@pesa/shared/forms'

/** The server's error codes the editor and the reply form explain; any other failure gets the generic dialog. */
export type MessagesErrorCode = ShownCodes<
  'SINGLE_UNIT_REQUIRED' | 'RECIPIENT_NOT_ALLOWED' | 'REPLY_NOT_ALLOWED' | 'ATTACHMENTS_NOT_ALLOWED' | 'ATTACHMENT_UNKNOWN'
>

/** Texts of the messages area. This file is the schema: sv and en must have every key. */
const fi = {
  sections: {
    messages: 'Viestit',
    // The reading pane beside the inbox: a landmark name of its own (two regions named alike
    // cannot be told apart in a screen reader's landmark list).
    thread: 'Avattu viesti'
  },
  loading: 'Ladataan viestejä…',
  inbox: {
    newMessage: 'Uusi viesti',
    empty: 'Sinulla ei ole viestejä.',
    noSelection: 'Valitse viesti luettavaksi.',
    unread: 'Lukematon',
    urgent: 'Kiireellinen',
    sensitive: 'Arkaluonteinen',
    bulletin: 'Tiedote',
    staff: 'henkilökunta',
    attachments: (count: number) => (count === 1 ? '1 liite' : `${count} liitettä`),
    redactedTitle: 'Arkaluonteinen viesti',
    deleteThread: (title: string) => `Poista viestiketju ${title}`
  },
  thread: {
    back: 'Takaisin viesteihin',
    close: 'Sulje',
    children: 'Lapset',
    recipients: 'Vastaanottajat',
    attachments: 'Liitteet',
    reply: 'Vastaa',
    replyLabel: 'Vastaus',
    replyRecipients: 'Vastauksen vastaanottajat',
    send: 'Lähetä',
    discard: 'Hylkää',
    markUnread: 'Merkitse lukemattomaksi',
    delete: 'Poista viestiketju',
    deleteTitle: 'Poistetaanko viestiketju?',
    deleteText: 'Viestiketju poistuu vain sinun viesteistäsi. Jos siihen tulee uusi viesti, ketju palaa.',
    deleteConfirm: 'Poista',
    toFirst: 'Ensimmäiseen viestiin',
    toLast: 'Viimeiseen viestiin',
    noReply: 'Tähän viestiin ei voi vastata.',
    notFound: 'Viestiketjua ei löytynyt.',
    redacted: 'Tämä viestiketju on arkaluonteinen. Tunnistaudu vahvasti lukeaksesi sen.',
    strongLogin: 'Tunnistaudu vahvasti',
    from: 'Lähettäjä'
  },
  editor: {
    title: 'Uusi viesti',
    sender: 'Lähettäjä',
    children: 'Lapset, joita viesti koskee',
    recipients: 'Vastaanottajat',
    recipientsHint: 'Kirjoita nimeä ja valitse.',
    secondary: 'Kopio toiselle huoltajalle',
    subject: 'Otsikko',
    content: 'Viesti',
    attachments: 'Liitteet',
    sensitiveNote: 'Älä lähetä arkaluonteisia tietoja, kuten terveystietoja, viestillä.',
    singleUnit: 'Viestin voi lähettää vain yhden yksikön henkilökunnalle kerrallaan. Valitse lapset samasta yksiköstä.',
    noRecipients: 'Lapsella ei ole vastaanottajia, joille voisi lähettää viestin.',
    send: 'Lähetä',
    discard: 'Hylkää',
    close: 'Sulje',
    sendFailed: 'Viestin lähettäminen epäonnistui. Tekstisi on tallessa, yritä uudelleen.',
    sendOffline: 'Ei verkkoyhteyttä, joten viestiä ei lähetetty. Tekstisi on tallessa; lähetä se, kun yhteys palaa.'
  },
  notifications: {
    sent: 'Viesti lähetetty',
    deleted: 'Viestiketju poistettu'
  },
  errors: {
    SINGLE_UNIT_REQUIRED: 'Viestin voi lähettää vain yhden yksikön henkilökunnalle kerrallaan.',
    RECIPIENT_NOT_ALLOWED: 'Jokin vastaanottajista ei ole enää valittavissa. Vastaanottajat on päivitetty, tekstisi on tallessa.',
    REPLY_NOT_ALLOWED: 'Tähän viestiketjuun ei voi enää vastata.',
    ATTACHMENTS_NOT_ALLOWED: 'Liitteitä ei voi lähettää viestin mukana.',
    ATTACHMENT_UNKNOWN: 'Liite ei ole enää tallessa. Poista se ja lisää uudelleen.'
  } satisfies Record<MessagesErrorCode, string>
}

export default fi
export type MessagesTexts = typeof fi
