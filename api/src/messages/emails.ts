import type { EmailLanguage, EmailMessage } from '../platform/email/compose'

/*
 * The email a guardian gets when a message or a bulletin arrives: a link only, with no title,
 * content or names (an inbox is not a safe place for what daycare writes), in the recipient's
 * language (`recipientLanguage`).
 */
const TEXTS: Record<EmailLanguage, Record<'MESSAGE' | 'BULLETIN', { subject: string; body: string }> & { link: string }> = {
  fi: {
    MESSAGE: { subject: 'Pesä: uusi viesti', body: 'Sinulle on uusi viesti Pesässä.' },
    BULLETIN: { subject: 'Pesä: uusi tiedote', body: 'Sinulle on uusi tiedote Pesässä.' },
    link: 'Lue viestit'
  },
  sv: {
    MESSAGE: { subject: 'Pesä: nytt meddelande', body: 'Du har ett nytt meddelande i Pesä.' },
    BULLETIN: { subject: 'Pesä: nytt meddelande till alla', body: 'Du har ett nytt allmänt meddelande i Pesä.' },
    link: 'Läs meddelandena'
  },
  en: {
    MESSAGE: { subject: 'Pesä: new message', body: 'You have a new message in Pesä.' },
    BULLETIN: { subject: 'Pesä: new bulletin', body: 'You have a new bulletin in Pesä.' },
    link: 'Read your messages'
  }
}

export function messageArrivedEmail(language: EmailLanguage, messageType: 'MESSAGE' | 'BULLETIN'): EmailMessage {
  const texts = TEXTS[language]
  return { subject: texts[messageType].subject, paragraphs: [texts[messageType].body], link: { path: '/messages', text: texts.link } }
}
