import type { ShownCodes } from '@pesa/shared/forms'
import type { RefusalReason } from '../refusal'
import queue from './queue/fi'

/** The server's error codes the calendar explains with its own text; any other failure gets the generic dialog. */
export type CalendarErrorCode = ShownCodes<
  | 'NON_RESERVABLE_DAYS'
  | 'OUTSIDE_OPENING_HOURS'
  | 'RESERVATION_TIMES_REQUIRED'
  | 'ABSENCE_NOT_EDITABLE'
  | 'ATTENDANCE_ALREADY_EXISTS'
  | 'ABSENCE_APPLICATION_REQUIRED'
  | 'QUESTIONNAIRE_CLOSED'
  | 'CHILD_NOT_ELIGIBLE'
  | 'STRONG_AUTH_REQUIRED'
  | 'TIME_ALREADY_RESERVED'
  | 'CANCELLATION_CLOSED'
>

/** Texts of the calendar area. This file is the schema: sv and en must have every key. */
const fi = {
  queue,
  errors: {
    NON_RESERVABLE_DAYS: 'Osaa valituista päivistä ei voi varata. Tarkista päivät ja yritä uudelleen.',
    OUTSIDE_OPENING_HOURS: 'Varaus on yksikön aukioloaikojen ulkopuolella.',
    RESERVATION_TIMES_REQUIRED: 'Anna läsnäolon alkamis- ja päättymisaika.',
    ABSENCE_NOT_EDITABLE: 'Henkilökunnan merkitsemää poissaoloa ei voi muuttaa. Ota yhteyttä henkilökuntaan.',
    ATTENDANCE_ALREADY_EXISTS: 'Lapsella on jo kirjattu läsnäolo valitulle päivälle, joten poissaoloa ei voi merkitä.',
    ABSENCE_APPLICATION_REQUIRED: 'Yli viiden päivän poissaolo esiopetuksesta vaatii hakemuksen.',
    QUESTIONNAIRE_CLOSED: 'Kyselyyn ei voi enää vastata.',
    CHILD_NOT_ELIGIBLE: 'Lapsi ei voi vastata tähän kyselyyn.',
    TIME_ALREADY_RESERVED: 'Joku ehti varata ajan. Valitse toinen aika.',
    CANCELLATION_CLOSED: 'Aikaa ei voi enää perua palvelussa. Ota yhteyttä henkilökuntaan.',
    STRONG_AUTH_REQUIRED: 'Kyselyyn vastaaminen vaatii vahvan tunnistautumisen.'
  } satisfies Record<CalendarErrorCode, string>,
  calendar: {
    title: 'Kalenteri',
    loading: 'Ladataan kalenteria…',
    earlier: 'Näytä aiemmat kuukaudet',
    later: 'Näytä seuraavat kuukaudet',
    week: (week: number) => `Viikko ${week}`,
    today: 'Tänään',
    holiday: 'Pyhäpäivä',
    holidayPeriod: 'Loma-aika',
    noChildren: 'Ei hoitoa',
    actions: 'Toiminnot',
    reserve: 'Ilmoita läsnäolot',
    absence: 'Ilmoita poissaolo',
    reservableUntil: (start: string, end: string) => `Läsnäoloja voi ilmoittaa ${start}–${end}.`,
    openDay: (date: string) => `Avaa päivä ${date}`,
    previousMonth: 'Edellinen kuukausi',
    nextMonth: 'Seuraava kuukausi',
    weekShort: 'Vko',
    pickAction: 'Valitse toiminto'
  },
  states: {
    absentNotEditable: 'Poissa (henkilökunnan merkitsemä)',
    termBreak: 'Ei toimintaa',
    notYetReservable: 'Ei vielä ilmoitettavissa',
    reservationClosed: 'Ilmoitusaika päättynyt',
    fixedSchedule: 'Esiopetuksen aikataulu',
    absent: 'Poissa',
    reserved: 'Läsnä',
    present: 'Läsnä, ei aikoja',
    notSet: 'Ilmoitus puuttuu'
  },
  absenceTypes: {
    SICKLEAVE: 'Sairaus',
    OTHER_ABSENCE: 'Muu poissaolo',
    PLANNED_ABSENCE: 'Vuorotyöhön liittyvä poissaolo',
    FREE_ABSENCE: 'Maksuton poissaolo',
    UNKNOWN_ABSENCE: 'Ilmoittamaton poissaolo'
  },
  day: {
    save: 'Tallenna',
    cancel: 'Peruuta',
    overnight: (morning: string) => `Yön yli: jatkuu seuraavana aamuna ${morning}. Jos ilta ei enää pääty klo 23:59, myös aamun osa poistuu.`,
    outsideHours: (name: string, start: string, end: string) => `${name}: aika on yksikön aukioloaikojen ${start}–${end} ulkopuolella`,
    previous: 'Edellinen päivä',
    next: 'Seuraava päivä',
    close: 'Sulje',
    edit: 'Muokkaa',
    newAbsence: 'Uusi poissaolo',
    editMultiple: 'Ilmoita useampi päivä',
    reservation: 'Varaus',
    attendance: 'Toteutunut',
    shiftCare: 'Vuorohoito',
    staffMarked: 'Henkilökunta on merkinnyt poissaolon. Muutoksista sovitaan henkilökunnan kanssa.',
    outsideReservation: 'Läsnäolo on ollut varauksen ulkopuolella.',
    calculated: 'Palveluntarpeen mukainen arvio'
  },
  refusal: {
    title: 'Mitään ei tallennettu',
    intro: 'Näitä päiviä ei voi tallentaa:',
    reasons: {
      PAST: 'päivä on jo mennyt',
      NOT_RESERVABLE_YET: 'ei vielä ilmoitettavissa',
      BEYOND_RESERVABLE_RANGE: 'päivä on ilmoitettavan jakson jälkeen',
      NO_PLACEMENT: 'lapsella ei ole silloin hoitopaikkaa',
      CLOSED: 'lapsen yksikkö on silloin kiinni',
      HOLIDAY_PERIOD_NOT_OPEN: 'loma-ajan ilmoitus ei ole vielä auki',
      HOLIDAY_PERIOD_CLOSED: 'loma-ajan ilmoitusaika on päättynyt: vain varattua päivää voi muuttaa tai merkitä poissaoloksi',
      STAFF_MARKED: 'henkilökunta on merkinnyt poissaolon',
      ATTENDANCE_EXISTS: 'lapsi on jo ollut paikalla',
      CONTINUOUS_ABSENCE: 'yli viiden päivän yhtäjaksoinen poissaolo esiopetuksesta tarvitsee hakemuksen',
      TERM_BREAK: 'esiopetuksessa tai kerhossa on silloin tauko, eikä päivää voi muuttaa',
      FIXED_SCHEDULE: 'esiopetuksella tai kerholla on kiinteä aikataulu: päivälle voi ilmoittaa vain läsnäolon tai poissaolon, ei kellonaikoja',
      UNKNOWN: 'ei voi tallentaa'
    } satisfies Record<RefusalReason | 'UNKNOWN', string>
  },
  reservation: {
    title: 'Ilmoita läsnäolot',
    children: 'Lapset',
    range: 'Ajanjakso',
    start: 'Alkaa',
    end: 'Päättyy',
    repetition: 'Toistuvuus',
    repetitions: { DAILY: 'Joka päivä', WEEKLY: 'Viikoittain', IRREGULAR: 'Vaihtelevasti' },
    weekdays: ['Maanantai', 'Tiistai', 'Keskiviikko', 'Torstai', 'Perjantai', 'Lauantai', 'Sunnuntai'],
    startTime: 'Alkaa klo',
    endTime: 'Päättyy klo',
    secondRange: 'Lisää toinen aikaväli',
    removeSecondRange: 'Poista toinen aikaväli',
    absent: 'Poissa',
    notSet: 'Ei ilmoitusta (tyhjennä päivä)',
    present: 'Läsnä (esiopetuksen tai kerhon aikataulun mukaan)',
    fixedSchedule: (name: string) => `${name}: esiopetuksen tai kerhon aikataulu, aikoja ei tarvita.`,
    fixedScheduleBeside: (name: string) =>
      `${name}: esiopetuksen tai kerhon aikataulu, aikoja ei tarvita. Päivät, joille annat ajat, tallentuvat hänelle läsnäoloiksi.`,
    overnight: 'Yön yli kestävä hoito ilmoitetaan kahtena osana: ensimmäinen päivä päättyy klo 23:59 ja seuraava alkaa klo 00:00.',
    noDays: 'Valitulla ajanjaksolla ei ole päiviä, joille voi ilmoittaa läsnäoloja.',
    save: 'Tallenna',
    cancel: 'Peruuta',
    failed: 'Tallennus epäonnistui'
  },
  absence: {
    title: 'Ilmoita poissaolo',
    children: 'Lapset',
    range: 'Poissaolon ajanjakso',
    start: 'Alkaa',
    end: 'Päättyy',
    type: 'Poissaolon syy',
    save: 'Tallenna',
    cancel: 'Peruuta',
    needApplication: (name: string) => `${name}: yli viiden päivän poissaolo esiopetuksesta vaatii hakemuksen.`,
    applicationLink: 'Tee poissaolohakemus',
    locked: 'Osa päivistä on jo lukittu: poissaolo kirjataan, mutta varauksia ei voi enää muuttaa.',
    closedHolidayPeriod: 'Osa päivistä kuuluu loma-aikaan, jonka ilmoitusaika on päättynyt.'
  },
  events: {
    event: 'Tapahtuma',
    ics: (title: string) => `Lisää kalenteriin: ${title} (.ics)`,
    period: (start: string, end: string) => `${start}–${end}`
  },
  discussions: {
    action: 'Keskusteluajat',
    title: 'Keskusteluajat',
    reserveTitle: (name: string) => `Varaa keskusteluaika: ${name}`,
    none: 'Avoimia keskustelukyselyitä ei ole.',
    booked: 'Varattu aika',
    time: (date: string, start: string, end: string) => `${date} klo ${start}–${end}`,
    noTimes: 'Vapaita aikoja ei ole.',
    choose: 'Valitse aika',
    freeTimes: 'Vapaat ajat',
    reserve: 'Varaa aika',
    cancelTime: 'Peru aika',
    confirmTitle: 'Perutaanko keskusteluaika?',
    confirmText: (time: string) => `${time}. Aika vapautuu muille varattavaksi.`,
    notCancellable: 'Aikaa ei voi enää perua palvelussa. Ota yhteyttä henkilökuntaan.',
    ics: (time: string) => `Lisää kalenteriin: keskustelu ${time} (.ics)`,
    back: 'Takaisin',
    close: 'Sulje',
    cancel: 'Peruuta'
  },
  holidays: {
    action: 'Loma-ajat',
    locked: 'Vaatii vahvan tunnistautumisen',
    title: 'Loma-ajan kyselyt',
    choose: 'Valitse kysely',
    strongLogin: 'Tunnistaudu vahvasti vastataksesi',
    answered: 'Vastattu',
    openPeriod: (start: string, end: string) => `Kysely on auki ${start}–${end}.`,
    period: (start: string, end: string) => `Ajanjakso ${start}–${end}`,
    noAbsence: 'Ei poissaoloa, lapsi on hoidossa',
    ineligible: {
      NO_PLACEMENT: 'Lapsella ei ole hoitopaikkaa kyselyn ajanjaksolla.',
      NOT_CONTINUOUSLY_PLACED: 'Lapsi ei ole ollut hoidossa yhtäjaksoisesti kyselyn edellyttämää aikaa.'
    },
    addRange: 'Lisää poissaolo',
    removeRange: 'Poista poissaolo',
    rangeLegend: (n: number) => `Poissaolo ${n}`,
    start: 'Alkaa',
    end: 'Päättyy',
    noRanges: 'Ei poissaoloja: lapsi on hoidossa koko ajanjakson.',
    notImplemented: 'Tätä kyselytyyppiä ei ole vielä toteutettu.',
    save: 'Tallenna',
    cancel: 'Peruuta',
    back: 'Takaisin',
    close: 'Sulje'
  },
  feed: {
    action: 'Kalenteritilaus',
    title: 'Tilaa tapahtumat puhelimen kalenteriin',
    intro:
      'Kalenteritilauksella lasten päiväkodin tapahtumat ja varatut keskusteluajat näkyvät puhelimen tai tietokoneen kalenterissa kuukauden taaksepäin ja vuoden eteenpäin. Kalenteri hakee ne itse osoitteesta, jonka luot tässä.',
    none: 'Sinulla ei ole kalenteritilausta.',
    inUse: (date: string) => `Kalenteritilaus on käytössä (luotu ${date}).`,
    create: 'Luo tilausosoite',
    createNew: 'Luo uusi tilausosoite',
    replaceNote: 'Uuden osoitteen luominen lopettaa vanhan osoitteen toiminnan.',
    strongLogin: 'Tunnistaudu vahvasti luodaksesi tilausosoitteen',
    shownOnce:
      'Osoite näytetään vain nyt. Kopioi se kalenterisovellukseen tai avaa se suoraan. Älä jaa osoitetta: kuka tahansa osoitteen tietävä näkee tapahtumat.',
    address: 'Tilausosoite',
    copy: 'Kopioi osoite',
    copied: 'Osoite kopioitu.',
    copyFailed: 'Kopiointi ei onnistunut. Valitse osoite kentästä ja kopioi se itse.',
    subscribe: 'Avaa kalenterisovelluksessa',
    revoke: 'Poista tilaus käytöstä',
    confirmTitle: 'Poistetaanko kalenteritilaus käytöstä?',
    confirmText: 'Tilausosoite lakkaa toimimasta, eikä kalenteri saa enää uusia tapahtumia. Voit luoda myöhemmin uuden osoitteen.',
    back: 'Takaisin',
    close: 'Sulje'
  },
  summary: {
    title: 'Kuukausien yhteenveto',
    intro: 'Varatut ja käytetyt tunnit kuukausittain palveluntarpeeseen verrattuna.',
    month: 'Kuukausi',
    reserved: 'Varattu',
    used: 'Käytetty',
    serviceNeed: 'Palveluntarve',
    days: 'Läsnäolopäivät',
    hours: (hours: number, minutes: number) => (minutes ? `${hours} h ${minutes} min` : `${hours} h`),
    daysOf: (days: number, contractDays: number | null) => (contractDays === null ? `${days}` : `${days} / ${contractDays} sopimuspäivää`),
    none: '–',
    warnings: {
      usedServiceExceeded: 'Käytetty palvelu ylittää kuukauden palveluntarpeen.',
      plannedServiceExceeded: 'Varattu palvelu ylittää kuukauden palveluntarpeen.',
      contractDaysExceeded: 'Läsnäolopäiviä on enemmän kuin sopimuspäiviä.'
    }
  },
  serviceTime: {
    banner: 'Lapsesi päivittäinen varhaiskasvatusaika on muuttunut.',
    show: 'Näytä tiedot',
    title: 'Varhaiskasvatusaika on muuttunut',
    changed: (child: string, date: string) => `${child}: päivittäinen varhaiskasvatusaika muuttuu ${date} alkaen.`,
    deleted: 'Muutoksen vuoksi tälle ajalle tehdyt varaukset on poistettu. Tee uudet varaukset.',
    makeReservations: 'Tee uudet varaukset',
    ok: 'Selvä',
    close: 'Sulje'
  },
  notices: {
    documents: 'Asiakirjoja odottaa vastaustasi:',
    incomeExpiring: (date: string) => `Tulotietosi vanhenevat ${date}.`,
    toIncome: 'Tee uusi tuloselvitys'
  }
}

export default fi
export type CalendarTexts = typeof fi
