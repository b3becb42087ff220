/** Texts of the shell. This file is the schema: sv and en must have every key. */
const fi = {
  appName: 'Pesä',
  skipToContent: 'Siirry pääsisältöön',
  nav: {
    label: 'Päävalikko',
    mobileLabel: 'Alavalikko',
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
    subMenu: 'Valikko',
    requiresStrongLogin: 'vaatii vahvan tunnistautumisen',
    unread: 'uutta',
    missingEmail: 'sähköpostiosoite puuttuu'
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
    notice: 'Tiedote',
    strongLogin: 'Tunnistaudu vahvasti',
    strongLoginInfo: 'Pankkitunnuksilla, mobiilivarmenteella tai varmennekortilla. Tarvitaan hakemuksiin, päätöksiin ja tulotietoihin.',
    weakLogin: 'Kirjaudu sähköpostilla ja salasanalla',
    weakLoginInfo: 'Kalenteriin, viesteihin ja omiin tietoihin riittää kirjautuminen sähköpostilla ja salasanalla, kun olet ottanut sen käyttöön.',
    map: 'Katso yksiköitä kartalla',
    homeScreen: {
      title: 'Lisää Pesä puhelimen kotivalikkoon',
      intro: 'Pesä toimii kuin sovellus, kun lisäät sen puhelimesi kotinäytölle.',
      ios: 'iPhone ja iPad (Safari)',
      iosSteps: [
        'Avaa tämä sivu Safari-selaimessa.',
        'Napauta jakopainiketta (neliö, josta osoittaa nuoli ylös).',
        'Valitse ”Lisää Koti-valikkoon” ja napauta ”Lisää”.'
      ],
      android: 'Android (Chrome)',
      androidSteps: [
        'Avaa tämä sivu Chrome-selaimessa.',
        'Napauta oikean yläkulman kolmen pisteen valikkoa.',
        'Valitse ”Lisää aloitusnäytölle” ja vahvista valinta.'
      ]
    },
    failed: {
      title: 'Tunnistautuminen epäonnistui',
      text: 'Tunnistautuminen epäonnistui tai se keskeytettiin. Palaa takaisin ja yritä uudelleen.',
      ok: 'Palaa takaisin'
    }
  },
  weakLogin: {
    title: 'Kirjaudu sähköpostilla ja salasanalla',
    username: 'Sähköpostiosoite',
    password: 'Salasana',
    submit: 'Kirjaudu sisään',
    back: 'Takaisin',
    failed: 'Kirjautuminen epäonnistui. Tarkista sähköpostiosoite ja salasana.',
    rateLimited: 'Käyttäjätunnuksesi on väliaikaisesti lukittu kirjautumisyritysten määrän vuoksi. Yritä myöhemmin uudelleen.',
    rememberDevice: 'Muista tämä laite',
    rememberDeviceHint:
      'Et tarvitse tällä laitteella salasanaa, kunnes muistaminen päättyy (päivän näet henkilötiedoissa) tai unohdat laitteen. Älä valitse tätä yhteiskäyttöisellä laitteella.',
    error: 'Kirjautuminen ei onnistunut juuri nyt. Yritä hetken kuluttua uudelleen.'
  },
  session: {
    expiredTitle: 'Istunto on vanhentunut',
    expiredText: 'Olet ollut pitkään käyttämättä palvelua, joten sinut on kirjattu ulos. Kirjaudu uudelleen jatkaaksesi samalta sivulta.',
    logInAgain: 'Kirjaudu uudelleen'
  },
  notices: {
    offline: 'Ei internet-yhteyttä. Tarkista verkkoyhteys; palvelu jatkaa, kun yhteys palaa.',
    /** The page shows answers kept on the device; {time} is when they were read */
    offlineShownAsOf: 'Ei verkkoyhteyttä – näytetään tiedot ajalta {time}. Toiminnot, jotka tarvitsevat verkkoa, odottavat yhteyden palaamista.',
    unreachable: 'Palveluun ei juuri nyt saada yhteyttä. Täyttämäsi tiedot säilyvät sivulla; yritä hetken kuluttua uudelleen.',
    newVersion: 'Palvelusta on saatavilla uusi versio.',
    reload: 'Lataa sivu uudelleen',
    /** A write queued offline, refused when sent while the guardian was on another page; the link leads to the page that shows why */
    outboxRefused: 'Ilman verkkoyhteyttä tehty ilmoitus lähetettiin, mutta sitä ei voitu tallentaa.',
    outboxRefusedLink: 'Katso syy'
  },
  errorPage: {
    title: 'Tapahtui odottamaton virhe',
    text: 'Virheestä on ilmoitettu kehittäjille. Lataa sivu uudelleen.',
    reload: 'Lataa sivu uudelleen'
  },
  footer: {
    label: 'Alatunniste',
    privacyPolicy: 'Tietosuojaseloste',
    accessibility: 'Saavutettavuusseloste',
    feedback: 'Anna palautetta',
    opensInNewWindow: 'avautuu uuteen ikkunaan'
  },
  notCustodian: {
    title: 'Pesä on lasten huoltajille',
    text: 'Tunnistautuminen onnistui, mutta väestötietojärjestelmän mukaan et ole kenenkään lapsen huoltaja etkä asu huoltajan puolisona samassa taloudessa. Siksi et voi kirjautua Pesään.',
    contact: 'Jos tieto on mielestäsi väärä, ota yhteyttä varhaiskasvatuksen asiakaspalveluun.',
    map: 'Katso yksiköitä kartalla',
    back: 'Takaisin kirjautumiseen'
  }
}

export default fi
export type ShellTexts = typeof fi
