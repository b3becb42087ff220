/*
 * The email a guardian gets when a message or a bulletin arrives: a link only, with no title,
 * content or names (an inbox is not a safe place for what daycare writes), in Finnish, Swedish
 * and English in one, since the guardian's language is not known.
 */
export function messageArrivedEmail(link: string, messageType: 'MESSAGE' | 'BULLETIN'): { subject: string; body: string } {
  const bulletin = messageType === 'BULLETIN'
  return {
    subject: bulletin ? 'Pesä: uusi tiedote / nytt meddelande / new bulletin' : 'Pesä: uusi viesti / nytt meddelande / new message',
    body: [
      bulletin ? 'Sinulle on uusi tiedote Pesässä.' : 'Sinulle on uusi viesti Pesässä.',
      `Lue se osoitteessa ${link}`,
      '',
      bulletin ? 'Du har ett nytt meddelande i Pesä.' : 'Du har ett nytt meddelande i Pesä.',
      `Läs det på ${link}`,
      '',
      bulletin ? 'You have a new bulletin in Pesä.' : 'You have a new message in Pesä.',
      `Read it at ${link}`
    ].join('\n')
  }
}
