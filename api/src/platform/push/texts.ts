import { formatDay, type EmailLanguage } from '../email/compose'

/**
 * What a notice says (issue 37 §3): that something waits, never its content. The only personal
 * data is the first name of the guardian's own child; a message notice names the sending unit
 * (not a person), and for a sensitive thread not even that.
 */
export interface PushMessage {
  title: string
  body: string
  /** The page a click opens, a path of the service */
  url: string
  /** Notices with one tag replace each other on the device (a second message of the same thread) */
  tag: string
}

const list = (names: string[], and: string) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`)

export const PUSH_TEXTS = {
  message: {
    fi: (unit: string | null) => ({ title: 'Uusi viesti', body: unit ? `Sinulle on uusi viesti: ${unit}.` : 'Sinulle on uusi viesti.' }),
    sv: (unit: string | null) => ({ title: 'Nytt meddelande', body: unit ? `Du har ett nytt meddelande: ${unit}.` : 'Du har ett nytt meddelande.' }),
    en: (unit: string | null) => ({ title: 'New message', body: unit ? `You have a new message: ${unit}.` : 'You have a new message.' })
  },
  decision: {
    fi: (child: string) => ({ title: 'Päätös odottaa vastaustasi', body: `${child}: hyväksy tai hylkää päätös Pesässä.` }),
    sv: (child: string) => ({ title: 'Ett beslut väntar på ditt svar', body: `${child}: godkänn eller avvisa beslutet i Pesä.` }),
    en: (child: string) => ({ title: 'A decision awaits your answer', body: `${child}: accept or reject the decision in Pesä.` })
  },
  document: {
    fi: (child: string) => ({ title: 'Asiakirja odottaa vastaustasi', body: `${child}: asiakirjaan pyydetään huoltajan vastausta.` }),
    sv: (child: string) => ({ title: 'Ett dokument väntar på ditt svar', body: `${child}: vårdnadshavarens svar behövs i dokumentet.` }),
    en: (child: string) => ({ title: 'A document awaits your answer', body: `${child}: the document asks for a guardian's answer.` })
  },
  reservations: {
    fi: (children: string[], from: string) => ({
      title: 'Varaukset sulkeutuvat kahden päivän päästä',
      body: `${list(children, 'ja')}: ilmoittamattomia päiviä ${formatDay(from, 'fi')} alkaen. Ilmoita läsnäolot Pesässä.`
    }),
    sv: (children: string[], from: string) => ({
      title: 'Bokningarna stängs om två dagar',
      body: `${list(children, 'och')}: dagar utan anmälan från ${formatDay(from, 'sv')}. Anmäl närvaron i Pesä.`
    }),
    en: (children: string[], from: string) => ({
      title: 'Reservations close in two days',
      body: `${list(children, 'and')}: days not reported from ${formatDay(from, 'en')}. Report attendance in Pesä.`
    })
  }
} satisfies Record<string, Record<EmailLanguage, (...args: never[]) => { title: string; body: string }>>
