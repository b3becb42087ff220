import type { ShownCodes } from '@pesa/shared/forms'

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
  sections: {
    calendar: 'Kalenteri',
    children: 'Lapset',
    childDocuments: 'Lapsen asiakirjat'
  },
  placeholder: 'Tämä palvelun osa on tulossa pian.',
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
    noChildren: 'Ei hoitoa',
    actions: 'Toiminnot',
    reserve: 'Ilmoita läsnäolot',
    absence: 'Ilmoita poissaolo',
    reservableUntil: (start: string, end: string) => `Läsnäoloja voi ilmoittaa ${start}–${end}.`,
    openDay: (date: string) => `Avaa päivä ${date}`
  },
  states: {
    absentNotEditable: 'Poissa (henkilökunnan merkitsemä)',
    termBreak: 'Ei toimintaa',
    notYetReservable: 'Ei vielä ilmoitettavissa',
    reservationClosed: 'Ilmoittamatta',
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
  }
}

export default fi
export type CalendarTexts = typeof fi
