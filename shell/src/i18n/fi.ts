/** Texts of the shell. This file is the schema: sv and en must have every key. */
const fi = {
  appName: 'Pesä',
  skipToContent: 'Siirry pääsisältöön',
  nav: {
    label: 'Päävalikko',
    calendar: 'Kalenteri',
    messages: 'Viestit',
    children: 'Lapset',
    applications: 'Hakemukset',
    decisions: 'Päätökset',
    income: 'Tulotiedot',
    personalDetails: 'Omat tiedot',
    map: 'Yksiköt kartalla',
    login: 'Kirjaudu sisään',
    logout: 'Kirjaudu ulos',
    loggedInAs: 'Kirjautuneena:',
    requiresStrongLogin: 'vaatii vahvan tunnistautumisen'
  },
  language: {
    label: 'Kieli',
    fi: 'Suomeksi',
    sv: 'På svenska',
    en: 'In English'
  },
  area: {
    loading: 'Ladataan…',
    unavailableTitle: 'Tämä palvelun osa ei ole juuri nyt käytettävissä',
    unavailableText: 'Muut palvelun osat toimivat normaalisti. Yritä hetken kuluttua uudelleen.',
    retry: 'Yritä uudelleen'
  },
  login: {
    title: 'Tervetuloa Pesään',
    intro: 'Varhaiskasvatuksen asiat yhdessä paikassa: hakemukset, päätökset, viestit, läsnäolot ja tulotiedot.',
    strongLogin: 'Tunnistaudu vahvasti',
    strongLoginInfo: 'Pankkitunnuksilla, mobiilivarmenteella tai varmennekortilla. Tarvitaan hakemuksiin, päätöksiin ja tulotietoihin.',
    weakLogin: 'Kirjaudu sähköpostilla ja salasanalla',
    weakLoginInfo: 'Kalenteriin, viesteihin ja omiin tietoihin riittää kirjautuminen sähköpostilla ja salasanalla, kun olet ottanut sen käyttöön.',
    map: 'Katso yksiköitä kartalla'
  },
  weakLogin: {
    title: 'Kirjaudu sähköpostilla ja salasanalla',
    username: 'Sähköpostiosoite',
    password: 'Salasana',
    submit: 'Kirjaudu sisään',
    back: 'Takaisin',
    failed: 'Kirjautuminen epäonnistui. Tarkista sähköpostiosoite ja salasana.',
    rateLimited: 'Käyttäjätunnuksesi on väliaikaisesti lukittu kirjautumisyritysten määrän vuoksi. Yritä myöhemmin uudelleen.',
    error: 'Kirjautuminen ei onnistunut juuri nyt. Yritä hetken kuluttua uudelleen.'
  },
  notFound: {
    title: 'Sivua ei löytynyt',
    text: 'Hakemaasi sivua ei ole olemassa tai se on siirretty.',
    home: 'Etusivulle'
  },
  errorPage: {
    title: 'Tapahtui odottamaton virhe',
    text: 'Virheestä on ilmoitettu kehittäjille. Lataa sivu uudelleen.',
    reload: 'Lataa sivu uudelleen'
  },
  footer: {
    city: 'Pesälän kaupunki',
    accessibility: 'Saavutettavuusseloste'
  }
}

export default fi
export type ShellTexts = typeof fi
