import type { ShownCodes } from '@pesa/shared/forms'
import type { PushState } from '../push'

/** The server's error codes this area explains with its own text; any other failure gets the generic dialog. */
export type PersonalErrorCode = ShownCodes<
  | 'VERIFICATION_CODE_INVALID'
  | 'VERIFICATION_CODE_EXPIRED'
  | 'VERIFICATION_CODE_LIMIT'
  | 'EMAIL_IN_USE'
  | 'NOTHING_TO_VERIFY'
  | 'EMAIL_NOT_VERIFIED'
  | 'PASSWORD_UNACCEPTABLE'
  | 'USERNAME_IN_USE'
>

/** Some texts name the address the refusal is about. */
type ErrorText = string | ((address: string) => string)

/** Texts of the personal area. This file is the schema: sv and en must have every key. */
const fi = {
  sections: {
    personalDetails: 'Omat tiedot'
  },
  loading: 'Ladataan omia tietoja…',
  errors: {
    VERIFICATION_CODE_INVALID: 'Koodi on väärä. Tarkista koodi ja yritä uudelleen.',
    VERIFICATION_CODE_EXPIRED: 'Koodi on vanhentunut. Pyydä uusi koodi.',
    VERIFICATION_CODE_LIMIT: 'Olet pyytänyt liian monta koodia. Yritä uudelleen tunnin kuluttua.',
    EMAIL_IN_USE: (email: string) => `Sähköpostiosoite ${email} on jo toisen henkilön käytössä.`,
    NOTHING_TO_VERIFY: 'Vahvistettavaa sähköpostiosoitetta ei enää ole.',
    EMAIL_NOT_VERIFIED: 'Sähköpostiosoitetta ei ole vahvistettu. Vahvista se ensin.',
    PASSWORD_UNACCEPTABLE: 'Salasana on liian helppo arvata. Valitse toinen salasana.',
    USERNAME_IN_USE: (username: string) => `Käyttäjätunnus ${username} on jo toisen henkilön käytössä.`
  } satisfies Record<PersonalErrorCode, ErrorText>,
  strongLoginNeeded: 'Tietojen muokkaaminen vaatii vahvan tunnistautumisen.',
  details: {
    title: 'Henkilötiedot',
    edit: 'Muokkaa',
    editLabel: 'Muokkaa henkilötietoja',
    save: 'Tallenna',
    cancel: 'Peruuta',
    saved: 'Tiedot tallennettu.',
    name: 'Nimi',
    preferredName: 'Kutsumanimi',
    address: 'Osoite',
    phone: 'Puhelinnumero',
    backupPhone: 'Varapuhelinnumero',
    email: 'Sähköposti',
    noEmail: 'Minulla ei ole sähköpostiosoitetta',
    none: 'Ei annettu',
    missingEmail:
      'Sähköpostiosoitteesi puuttuu. Ilman sitä et saa ilmoituksia viesteistä ja päätöksistä etkä voi ottaa käyttöön kirjautumista sähköpostilla ja salasanalla.',
    missingPhone: 'Puhelinnumerosi puuttuu. Henkilökunta tarvitsee sen tavoittaakseen sinut.',
    missingBoth: 'Sähköpostiosoitteesi ja puhelinnumerosi puuttuvat. Lisää ne, jotta henkilökunta tavoittaa sinut ja saat ilmoitukset.'
  },
  email: {
    state: 'Sähköpostiosoitteen tila:',
    verified: 'Vahvistettu',
    unverified: 'Vahvistamaton',
    unverifiedInfo: 'Vahvista sähköpostiosoitteesi, jotta voit kirjautua sillä.',
    sendCode: 'Lähetä vahvistuskoodi',
    sendNewCode: 'Lähetä uusi koodi',
    codeSent: (email: string, time: string) => `Vahvistuskoodi lähetettiin osoitteeseen ${email}. Koodi on voimassa klo ${time} asti.`,
    code: 'Vahvistuskoodi (6 numeroa)',
    confirm: 'Vahvista',
    confirmed: 'Sähköpostiosoite vahvistettu.',
    usernameMismatch: (username: string) => `Kirjautumisen käyttäjätunnuksesi on edelleen ${username}.`,
    usernameMismatchUnverified: 'Se vaihtuu vasta, kun olet vahvistanut uuden sähköpostiosoitteen ja päivittänyt käyttäjätunnuksen.',
    updateUsername: 'Päivitä käyttäjätunnukseksi vahvistettu sähköpostiosoite',
    usernameUpdated: 'Käyttäjätunnus päivitetty.'
  },
  login: {
    title: 'Kirjautumistiedot',
    weakLogin: 'Kirjautuminen sähköpostilla ja salasanalla',
    active: 'Käytössä',
    inactive: 'Ei käytössä',
    info: 'Sähköpostilla ja salasanalla kirjautuneena voit lukea viestejä, tehdä varauksia ja ilmoittaa poissaoloja. Hakemuksiin, päätöksiin ja tulotietoihin tarvitaan aina vahva tunnistautuminen.',
    username: 'Käyttäjätunnus',
    password: 'Salasana',
    passwordHidden: 'Salasana on piilotettu',
    updatePassword: 'Vaihda salasana',
    activate: 'Ota käyttöön',
    unverifiedWarning: 'Vahvista sähköpostiosoitteesi ennen kuin otat kirjautumisen käyttöön.',
    passwordChanged: 'Salasana vaihdettu. Muut kirjautumisesi on lopetettu.'
  },
  passwordModal: {
    activateTitle: 'Ota kirjautuminen käyttöön',
    updateTitle: 'Vaihda salasana',
    newPassword: 'Uusi salasana',
    confirmPassword: 'Salasana uudelleen',
    rulesTitle: 'Salasanan vaatimukset',
    rules: {
      minLength: (n: number) => `Vähintään ${n} merkkiä`,
      maxLength: (n: number) => `Enintään ${n} merkkiä`,
      minLowers: (n: number) => `Vähintään ${n} pientä kirjainta`,
      minUppers: (n: number) => `Vähintään ${n} isoa kirjainta`,
      minDigits: (n: number) => `Vähintään ${n} numeroa`,
      minSymbols: (n: number) => `Vähintään ${n} erikoismerkkiä`
    },
    ruleMet: 'täyttyy',
    ruleUnmet: 'ei täyty',
    hint: 'Pitkä salasana on vahva: käytä esimerkiksi useita sanoja, jotka eivät liity toisiinsa.',
    save: 'Tallenna',
    cancel: 'Peruuta',
    successTitle: 'Kirjautuminen otettu käyttöön',
    successText: (username: string) => `Voit nyt kirjautua käyttäjätunnuksella ${username} ja salasanallasi.`,
    ok: 'Selvä'
  },
  notifications: {
    title: 'Sähköposti-ilmoitukset',
    info: 'Valitse, mistä saat ilmoituksen sähköpostiisi. Vahvistuskoodit ja turvallisuusilmoitukset lähetetään aina.',
    edit: 'Muokkaa',
    editLabel: 'Muokkaa sähköposti-ilmoituksia',
    save: 'Tallenna',
    cancel: 'Peruuta',
    saved: 'Ilmoitusasetukset tallennettu.',
    legend: 'Lähetä ilmoitus, kun',
    types: {
      message: 'saan viestin',
      bulletin: 'saan tiedotteen',
      income: 'tulotietoja pitää päivittää',
      calendarEvent: 'kalenteriin tulee uusi tapahtuma',
      decision: 'saan päätöksen',
      document: 'saan asiakirjan',
      informalDocument: 'saan muun asiakirjan',
      attendanceReservation: 'läsnäolovaraukset puuttuvat',
      discussionTime: 'keskusteluaikoja on varattavissa'
    },
    incomeWarning: 'Jos et saa muistutusta tulotietojen päivittämisestä, maksu voidaan määrätä korkeimman maksun mukaan, kun tulotiedot puuttuvat.'
  },
  devices: {
    title: 'Muistetut laitteet',
    info: 'Laitteella, jonka pyysit muistamaan kirjautuessasi sähköpostilla ja salasanalla, pääset palveluun ilman salasanaa, kunnes muistaminen päättyy. Vahvaa tunnistautumista vaativiin asioihin tunnistaudut silti vahvasti.',
    none: 'Mitään laitetta ei muisteta.',
    unknown: 'Tuntematon laite',
    thisDevice: 'Tämä laite',
    lastUsed: 'Viimeksi käytetty',
    validUntil: 'Muistetaan asti',
    forget: 'Unohda',
    forgetLabel: (name: string) => `Unohda laite ${name}`,
    forgetAll: 'Unohda kaikki laitteet',
    forgotten: 'Laite unohdettiin. Siellä kysytään seuraavaksi salasanaa.',
    allForgotten: 'Kaikki laitteet unohdettiin.',
    signOutEverywhere: 'Kirjaudu ulos kaikkialta',
    signOutEverywhereInfo: 'Päättää kirjautumisesi kaikilla muilla laitteilla ja unohtaa kaikki laitteet. Vaatii vahvan tunnistautumisen.',
    signedOutEverywhere: 'Kirjautumisesi päätettiin kaikkialla muualla, ja kaikki laitteet unohdettiin.'
  },
  push: {
    title: 'Ilmoitukset tälle laitteelle',
    info: 'Pesä voi ilmoittaa tälle laitteelle, kun saat viestin tai kun päätös, asiakirja tai puuttuvat läsnäoloilmoitukset odottavat vastaustasi. Ilmoitus ei kerro viestin sisältöä. Mistä ilmoitetaan, seuraa yllä olevia valintoja.',
    states: {
      unsupported: 'Tämä selain ei voi näyttää Pesän ilmoituksia.',
      noWorker: 'Ilmoitukset eivät ole vielä käytettävissä tällä sivulla. Lataa sivu uudelleen ja yritä sitten.',
      blocked: 'Ilmoitukset on estetty tämän selaimen asetuksissa. Salli ne selaimen asetuksista ja ota ne sitten käyttöön.',
      off: 'Ilmoitukset eivät ole käytössä tällä laitteella.',
      on: 'Ilmoitukset ovat käytössä tällä laitteella.',
      noPushService:
        'Selaimen ilmoituspalvelu ei vastannut, joten ilmoituksia ei voi nyt ottaa käyttöön tässä selaimessa. Yritä myöhemmin uudelleen tai toisella selaimella.',
      notConfigured: 'Ilmoitukset eivät ole käytettävissä tässä palvelussa.'
    } satisfies Record<PushState | 'notConfigured' | 'noPushService', string>,
    turnOn: 'Ota ilmoitukset käyttöön tällä laitteella',
    devicesTitle: 'Laitteet, joilla ilmoitukset ovat käytössä',
    none: 'Ilmoitukset eivät ole käytössä millään laitteella.',
    unknown: 'Tuntematon laite',
    thisDevice: 'Tämä laite',
    turnedOnAt: 'Otettu käyttöön',
    lastSent: 'Viimeisin ilmoitus',
    never: 'Ei vielä',
    remove: 'Poista',
    removeLabel: (name: string) => `Poista ilmoitukset laitteelta ${name}`,
    turnedOn: 'Ilmoitukset otettiin käyttöön tällä laitteella.',
    removed: 'Laitteelle ei enää ilmoiteta.'
  }
}

export default fi
export type PersonalTexts = typeof fi
