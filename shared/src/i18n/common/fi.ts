/** Texts of the UI kit and the generic errors; the Finnish file is the schema of the others. */
const fi = {
  close: 'Sulje',
  loading: 'Ladataan…',
  required: 'pakollinen',
  showPassword: 'Näytä salasana',
  hidePassword: 'Piilota salasana',
  validation: {
    REQUIRED: 'Pakollinen tieto',
    INVALID_FORMAT: 'Väärä muoto',
    INVALID_SSN: 'Virheellinen henkilötunnus',
    INVALID_PHONE: 'Virheellinen puhelinnumero',
    INVALID_EMAIL: 'Virheellinen sähköpostiosoite',
    INVALID_POSTAL_CODE: 'Virheellinen postinumero',
    INVALID_DATE: 'Anna päivämäärä muodossa pp.kk.vvvv',
    DATE_TOO_EARLY: 'Päivämäärä on liian aikaisin',
    DATE_TOO_LATE: 'Päivämäärä on liian myöhään'
  },
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
    generic: 'Tapahtui odottamaton virhe. Yritä uudelleen.',
    network: 'Yhteys palveluun ei onnistunut. Tarkista verkkoyhteys ja yritä uudelleen.',
    forbidden: 'Sinulla ei ole oikeutta nähdä pyydettyjä tietoja.',
    notFound: 'Tietoa ei löytynyt.'
  }
}

export default fi
export type CommonTexts = typeof fi
