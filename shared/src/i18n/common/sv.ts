import type { CommonTexts } from './fi'

const sv: CommonTexts = {
  close: 'Stäng',
  loading: 'Laddar…',
  required: 'obligatorisk',
  showPassword: 'Visa lösenordet',
  hidePassword: 'Dölj lösenordet',
  validation: {
    REQUIRED: 'Obligatorisk uppgift',
    INVALID_FORMAT: 'Fel format',
    INVALID_SSN: 'Ogiltig personbeteckning',
    INVALID_PHONE: 'Ogiltigt telefonnummer',
    INVALID_EMAIL: 'Ogiltig e-postadress',
    INVALID_POSTAL_CODE: 'Ogiltigt postnummer',
    INVALID_DATE: 'Ange datumet i formen dd.mm.åååå',
    DATE_TOO_EARLY: 'Datumet är för tidigt',
    DATE_TOO_LATE: 'Datumet är för sent'
  },
  notFound: {
    title: 'Sidan hittades inte',
    text: 'Sidan du söker finns inte eller har flyttats.',
    home: 'Till startsidan'
  },
  forbidden: {
    title: 'Ingen behörighet',
    text: 'Du har inte behörighet att se de begärda uppgifterna.'
  },
  errors: {
    generic: 'Ett oväntat fel inträffade. Försök igen.',
    network: 'Det gick inte att nå tjänsten. Kontrollera nätverksanslutningen och försök igen.',
    forbidden: 'Du har inte rätt att se de begärda uppgifterna.',
    notFound: 'Uppgiften hittades inte.'
  }
}

export default sv
