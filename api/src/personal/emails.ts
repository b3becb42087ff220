/*
 * Transactional emails of the personal area. They go out in Finnish, Swedish and English in
 * one message: the address may belong to a guardian whose language Pesä does not know yet.
 */
export interface EmailContent {
  subject: string
  body: string
}

export function verificationCodeEmail(code: string, validMinutes: number): EmailContent {
  return {
    subject: `Pesä: vahvistuskoodi ${code} / verifieringskod / verification code`,
    body: [
      `Sähköpostiosoitteesi vahvistuskoodi on ${code}. Koodi on voimassa ${validMinutes} minuuttia.`,
      `Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta.`,
      '',
      `Verifieringskoden för din e-postadress är ${code}. Koden gäller i ${validMinutes} minuter.`,
      `Om du inte bad om koden kan du lämna meddelandet utan åtgärd.`,
      '',
      `The verification code of your email address is ${code}. It is valid for ${validMinutes} minutes.`,
      `If you did not ask for a code, you can ignore this message.`
    ].join('\n')
  }
}

export function credentialsChangedEmail(username: string): EmailContent {
  return {
    subject: 'Pesä: kirjautumistietosi muuttuivat / dina inloggningsuppgifter ändrades / your login details changed',
    body: [
      `Pesän kirjautumistietoja (käyttäjätunnus ${username}) muutettiin. Muut kirjautumiset on lopetettu.`,
      'Jos et itse tehnyt muutosta, tunnistaudu vahvasti ja vaihda salasana heti.',
      '',
      `Inloggningsuppgifterna till Pesä (användarnamn ${username}) ändrades. Andra inloggningar har avslutats.`,
      'Om du inte själv gjorde ändringen, identifiera dig starkt och byt lösenordet genast.',
      '',
      `Your Pesä login details (username ${username}) were changed. Other logins have been ended.`,
      'If you did not make the change, identify yourself strongly and change the password at once.'
    ].join('\n')
  }
}
