import type { EmailLanguage, EmailMessage } from '../platform/email/compose'

/* Transactional emails of the personal area, in the recipient's language (platform/email). */

export function verificationCodeEmail(language: EmailLanguage, code: string, validMinutes: number): EmailMessage {
  const link = '/personal-details'
  switch (language) {
    case 'fi':
      return {
        subject: `Pesä: vahvistuskoodi ${code}`,
        paragraphs: [
          `Sähköpostiosoitteesi vahvistuskoodi on ${code}. Koodi on voimassa ${validMinutes} minuuttia.`,
          'Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta.'
        ],
        link: { path: link, text: 'Omat tiedot' }
      }
    case 'sv':
      return {
        subject: `Pesä: verifieringskod ${code}`,
        paragraphs: [
          `Verifieringskoden för din e-postadress är ${code}. Koden gäller i ${validMinutes} minuter.`,
          'Om du inte bad om koden kan du lämna meddelandet utan åtgärd.'
        ],
        link: { path: link, text: 'Personuppgifter' }
      }
    case 'en':
      return {
        subject: `Pesä: verification code ${code}`,
        paragraphs: [
          `The verification code of your email address is ${code}. It is valid for ${validMinutes} minutes.`,
          'If you did not ask for a code, you can ignore this message.'
        ],
        link: { path: link, text: 'Personal details' }
      }
  }
}

export function credentialsChangedEmail(language: EmailLanguage, username: string): EmailMessage {
  const link = '/personal-details'
  switch (language) {
    case 'fi':
      return {
        subject: 'Pesä: kirjautumistietosi muuttuivat',
        paragraphs: [
          `Pesän kirjautumistietoja (käyttäjätunnus ${username}) muutettiin. Muut kirjautumiset on lopetettu.`,
          'Jos et itse tehnyt muutosta, tunnistaudu vahvasti ja vaihda salasana heti.'
        ],
        link: { path: link, text: 'Omat tiedot' }
      }
    case 'sv':
      return {
        subject: 'Pesä: dina inloggningsuppgifter ändrades',
        paragraphs: [
          `Inloggningsuppgifterna till Pesä (användarnamn ${username}) ändrades. Andra inloggningar har avslutats.`,
          'Om du inte själv gjorde ändringen, identifiera dig starkt och byt lösenordet genast.'
        ],
        link: { path: link, text: 'Personuppgifter' }
      }
    case 'en':
      return {
        subject: 'Pesä: your login details changed',
        paragraphs: [
          `Your Pesä login details (username ${username}) were changed. Other logins have been ended.`,
          'If you did not make the change, identify yourself strongly and change the password at once.'
        ],
        link: { path: link, text: 'Personal details' }
      }
  }
}
