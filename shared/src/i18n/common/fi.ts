import type { ValidationCode } from '../../validators/codes'

/** Texts of the UI kit and the generic errors; the Finnish file is the schema of the others. */
const fi = {
  close: 'Sulje',
  loading: 'Ladataan…',
  required: 'pakollinen',
  showPassword: 'Näytä salasana',
  hidePassword: 'Piilota salasana',
  ok: 'Selvä',
  retry: 'Yritä uudelleen',
  /** The notice at the top of a form after a failed submit, while some field is wrong. */
  formInvalid: 'Lomakkeelta puuttuu pakollisia tietoja tai siinä on virheellisiä tietoja. Tarkista merkityt kohdat.',
  validation: {
    REQUIRED: 'Pakollinen tieto',
    SELECT_ONE: 'Valitse yksi vaihtoehto',
    INVALID_FORMAT: 'Väärä muoto',
    INTEGER: 'Anna kokonaisluku',
    INVALID_SSN: 'Virheellinen henkilötunnus',
    INVALID_PHONE: 'Virheellinen puhelinnumero',
    INVALID_EMAIL: 'Virheellinen sähköpostiosoite',
    EMAILS_DO_NOT_MATCH: 'Sähköpostiosoitteet eivät täsmää',
    HTTPS_URL_REQUIRED: 'Osoitteen pitää alkaa https://',
    INVALID_POSTAL_CODE: 'Virheellinen postinumero',
    INVALID_DATE: 'Anna päivämäärä muodossa pp.kk.vvvv',
    DATE_TOO_EARLY: 'Päivämäärä on liian aikaisin',
    DATE_TOO_LATE: 'Päivämäärä on liian myöhään',
    DATE_UNSELECTABLE: 'Tätä päivämäärää ei voi valita',
    AT_LEAST_ONE: 'Valitse vähintään yksi vaihtoehto',
    UNIT_NOT_SELECTED: 'Valitse vähintään yksi yksikkö',
    TOO_MANY_UNITS: 'Liian monta yksikköä valittu',
    UNIT_NOT_AVAILABLE: 'Yksikkö ei tarjoa haettua palvelua valittuna päivänä',
    OPTION_NOT_VALID: 'Valinta ei ole voimassa valittuna päivänä',
    PART_TIME_TOO_LONG: 'Osapäiväinen hoito on enintään 5 tuntia päivässä ja 25 tuntia viikossa',
    ATTACHMENT_MISSING: 'Liitä tarvittava liite',
    PASSWORD_FORMAT: 'Salasana ei täytä vaatimuksia',
    PASSWORDS_DO_NOT_MATCH: 'Salasanat eivät täsmää',
    INVALID_TIME: 'Anna kellonaika muodossa tt:mm',
    TIME_ORDER: 'Päättymisajan on oltava alkamisajan jälkeen',
    TIMES_OVERLAP: 'Aikavälit menevät päällekkäin',
    RANGES_OVERLAP: 'Päivämäärävälit menevät päällekkäin',
    TIME_OUTSIDE_RANGE: 'Aika ei ole yksikön aukioloaikojen sisällä'
  } satisfies Record<ValidationCode, string>,
  notFound: {
    title: 'Sivua ei löytynyt',
    text: 'Hakemaasi sivua ei ole olemassa tai se on siirretty.',
    home: 'Etusivulle'
  },
  forbidden: {
    title: 'Ei käyttöoikeutta',
    text: 'Sinulla ei ole oikeutta nähdä pyytämiäsi tietoja.'
  },
  errors: {
    title: 'Tapahtui virhe',
    loadFailed: 'Tietojen lataaminen epäonnistui.',
    generic: 'Tapahtui odottamaton virhe. Yritä uudelleen.',
    network: 'Yhteys palveluun ei onnistunut. Tarkista verkkoyhteys ja yritä uudelleen.',
    forbidden: 'Sinulla ei ole oikeutta nähdä pyydettyjä tietoja.',
    notFound: 'Tietoa ei löytynyt.',
    supportCode: 'Virhekoodi tukea varten:'
  }
}

export default fi
export type CommonTexts = typeof fi
