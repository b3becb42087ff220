import type { CommonTexts } from './fi'

const sv: CommonTexts = {
  close: 'Stäng',
  loading: 'Laddar…',
  required: 'obligatorisk',
  showPassword: 'Visa lösenordet',
  hidePassword: 'Dölj lösenordet',
  ok: 'OK',
  retry: 'Försök igen',
  /** The notice at the top of a form after a failed submit, while some field is wrong. */
  formInvalid: 'Blanketten saknar obligatoriska uppgifter eller har felaktiga uppgifter. Kontrollera de markerade punkterna.',
  validation: {
    REQUIRED: 'Obligatorisk uppgift',
    SELECT_ONE: 'Välj ett alternativ',
    INVALID_FORMAT: 'Fel format',
    INTEGER: 'Ange ett heltal',
    INVALID_SSN: 'Ogiltig personbeteckning',
    INVALID_PHONE: 'Ogiltigt telefonnummer',
    INVALID_EMAIL: 'Ogiltig e-postadress',
    EMAILS_DO_NOT_MATCH: 'E-postadresserna stämmer inte överens',
    HTTPS_URL_REQUIRED: 'Adressen måste börja med https://',
    INVALID_POSTAL_CODE: 'Ogiltigt postnummer',
    INVALID_DATE: 'Ange datumet i formen dd.mm.åååå',
    DATE_TOO_EARLY: 'Datumet är för tidigt',
    DATE_TOO_LATE: 'Datumet är för sent',
    DATE_UNSELECTABLE: 'Det här datumet kan inte väljas',
    AT_LEAST_ONE: 'Välj minst ett alternativ',
    UNIT_NOT_SELECTED: 'Välj minst en enhet',
    TOO_MANY_UNITS: 'För många enheter valda',
    UNIT_NOT_AVAILABLE: 'Enheten erbjuder inte den sökta tjänsten på det valda datumet',
    OPTION_NOT_VALID: 'Alternativet gäller inte på det valda datumet',
    PART_TIME_TOO_LONG: 'Deltidsvård är högst 5 timmar om dagen och 25 timmar i veckan',
    ATTACHMENT_MISSING: 'Bifoga den bilaga som behövs',
    PASSWORD_FORMAT: 'Lösenordet uppfyller inte kraven',
    PASSWORDS_DO_NOT_MATCH: 'Lösenorden stämmer inte överens',
    INVALID_TIME: 'Ange klockslaget som tt:mm',
    TIME_ORDER: 'Sluttiden ska vara efter starttiden',
    TIMES_OVERLAP: 'Tidsintervallen överlappar varandra',
    RANGES_OVERLAP: 'Datumintervallen överlappar varandra',
    TIME_OUTSIDE_RANGE: 'Tiden är utanför enhetens öppettider'
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
    title: 'Ett fel inträffade',
    loadFailed: 'Uppgifterna kunde inte laddas.',
    generic: 'Ett oväntat fel inträffade. Försök igen.',
    network: 'Det gick inte att nå tjänsten. Kontrollera nätverksanslutningen och försök igen.',
    forbidden: 'Du har inte rätt att se de begärda uppgifterna.',
    notFound: 'Uppgiften hittades inte.',
    supportCode: 'Felkod för supporten:'
  }
}

export default sv
