import type { ApplicationType } from '@pesa/shared/api/types'
import type { ShownCodes } from '@pesa/shared/forms'
import type { ChildDocumentStatus } from '@pesa/shared/labels'
import type { RefusalReason } from '../calendar/refusal'
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
  sections: {
    children: 'Lapset'
  },
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
  childDocument: {
    title: 'Lapsen asiakirja',
    back: 'Takaisin lapsen sivulle',
    backToCalendar: 'Takaisin kalenteriin',
    child: 'Lapsi',
    dateOfBirth: 'Syntymäaika',
    decisionNumber: 'Päätöksen numero',
    validity: 'Voimassa',
    status: 'Tila',
    confidential: 'Salassa pidettävä',
    legalBasis: 'Lainsäädäntö',
    published: 'Julkaistu',
    answeredBy: (name: string, date: string) => `Vastannut ${name} ${date}`,
    sentInfo: 'Vastaukset on lähetetty. Lähetettyjä vastauksia ei voi muuttaa.',
    statuses: {
      DRAFT: 'Luonnos',
      PREPARED: 'Laadittu',
      CITIZEN_DRAFT: 'Odottaa huoltajan vastausta',
      DECISION_PROPOSAL: 'Päätösesitys',
      COMPLETED: 'Valmis',
      ACCEPTED: 'Hyväksytty',
      REJECTED: 'Hylätty',
      ANNULLED: 'Mitätöity'
    } satisfies Record<ChildDocumentStatus, string>,
    answer: 'Vastaa',
    preview: 'Esikatsele',
    edit: 'Muokkaa vastauksia',
    send: 'Lähetä',
    print: 'Tulosta',
    pdf: 'Lataa PDF (avautuu uuteen ikkunaan)',
    editing: 'Vastaa kysymyksiin. Pakolliset kysymykset on merkitty tähdellä (*).',
    previewing: 'Esikatselu: näin vastauksesi lähetetään.',
    notAnswered: 'Ei vastausta',
    yes: 'Kyllä',
    no: 'Ei',
    confirmTitle: 'Lähetetäänkö vastaukset?',
    confirmText: 'Lähetettyjä vastauksia ei voi enää muuttaa.',
    confirmSend: 'Lähetä vastaukset',
    cancel: 'Peruuta',
    sent: 'Vastaukset lähetetty.',
    answeredElsewhere:
      'Toinen huoltaja on jo vastannut tähän asiakirjaan, joten vastauksiasi ei lähetetty. Kirjoittamasi vastaukset ovat yhä alla, jotta voit tallentaa ne itsellesi.',
    showSent: 'Näytä lähetetyt vastaukset'
  },
  childForms: {
    back: 'Takaisin lapsen sivulle',
    cancel: 'Peruuta',
    send: 'Lähetä hakemus',
    absence: {
      title: 'Esiopetuksen pitkä poissaolo',
      intro: 'Yli viikon poissaolo esiopetuksesta haetaan tällä hakemuksella. Henkilökunta käsittelee hakemuksen.',
      range: 'Poissaolon ajankohta',
      start: 'Alkaa',
      end: 'Päättyy',
      ranges: (list: string) => `Lapsella on esiopetusta: ${list}. Alun tai lopun on osuttava esiopetuspäiviin.`,
      noRanges: 'Lapsella ei ole esiopetusta tänään tai myöhemmin, joten hakemusta ei voi tehdä.',
      invalidDateRange: 'Lapsella ei ole esiopetusta valitulla ajanjaksolla.',
      description: 'Poissaolon syy',
      confirm: 'Vahvistan, että lapsi on poissa esiopetuksesta hakemuksen ajan ja että tiedot ovat oikein.',
      sent: 'Poissaolohakemus lähetetty.'
    },
    service: {
      title: 'Palveluntarpeen muutos',
      intro: 'Hae lapsen palveluntarpeen muutosta. Henkilökunta käsittelee hakemuksen.',
      startDate: 'Muutos alkaa',
      startHint: 'Palveluntarpeen muutos alkaa yleensä kuukauden ensimmäisestä päivästä.',
      explainDate: 'Muutos alkaa muuna kuin kuukauden ensimmäisenä päivänä: perustele alkamispäivä lisätiedoissa.',
      option: 'Uusi palveluntarve',
      chooseDateFirst: 'Valitse ensin alkamispäivä, niin näet sinä päivänä valittavat palveluntarpeet.',
      loadingOptions: 'Haetaan palveluntarpeita…',
      noPlacement: 'Lapsella ei ole valittuna päivänä sijoitusta, jolle palveluntarvetta voisi hakea.',
      additionalInfo: 'Lisätiedot',
      sent: 'Palveluntarpeen muutoshakemus lähetetty.'
    },
    errors: {
      ABSENCE_APPLICATION_RANGE_INVALID: 'Lapsella ei ole esiopetusta valitulla ajanjaksolla.',
      ABSENCE_APPLICATION_OVERLAPS: 'Lapsella on jo hakemus osalle näistä päivistä. Tarkista päivät.',
      SERVICE_APPLICATION_NO_PLACEMENT: 'Lapsella ei ole valittuna päivänä sijoitusta, jolle palveluntarvetta voisi hakea.',
      SERVICE_NEED_OPTION_INVALID: 'Valittu palveluntarve ei ole valittavissa tuona päivänä. Valitse toinen.',
      SERVICE_APPLICATION_ALREADY_OPEN: 'Lapsella on jo käsittelemätön palveluntarpeen muutoshakemus.',
      SERVICE_APPLICATIONS_DISABLED: 'Lapsen yksikössä ei voi hakea palveluntarpeen muutosta tässä palvelussa. Ota yhteyttä yksikköön.',
      CHILD_DOCUMENT_NOT_EDITABLE: 'Asiakirjaan on jo vastattu.'
    } satisfies Record<ChildFormsErrorCode, string>
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
  },
  children: {
    title: 'Lapset',
    noChildren: 'Sinulla ei ole lapsia, joiden tietoja voisit katsoa tässä palvelussa.',
    unreadCount: (n: number) => `${n} lukematonta`,
    unit: 'Yksikkö',
    group: 'Ryhmä',
    noPlacement: 'Ei voimassa olevaa sijoitusta',
    childNotFound: 'Lasta ei löytynyt',
    backToChildren: 'Takaisin lapsiin',
    locked: 'Vaatii vahvan tunnistautumisen',
    strongLogin: 'Tunnistaudu vahvasti nähdäksesi tiedot',
    unread: 'Lukematon',
    cancel: 'Peruuta',
    serviceNeed: {
      title: 'Palveluntarve ja päivittäinen varhaiskasvatusaika',
      needs: 'Palveluntarve',
      none: 'Lapsella ei ole palveluntarvetta.',
      period: 'Ajanjakso',
      option: 'Palveluntarve',
      unit: 'Yksikkö',
      contractDays: 'Sopimuspäivät',
      contractDaysValue: (n: number) => `${n} päivää kuukaudessa`,
      dailyTimes: 'Päivittäinen varhaiskasvatusaika',
      noDailyTimes: 'Päivittäistä varhaiskasvatusaikaa ei ole ilmoitettu.',
      validFrom: (start: string, end: string | null) => (end ? `Voimassa ${start}–${end}` : `Voimassa ${start} alkaen`),
      types: {
        REGULAR: 'Säännöllinen joka arkipäivä',
        IRREGULAR: 'Epäsäännöllinen, vaihtelee viikonpäivittäin',
        VARIABLE_TIME: 'Vaihteleva, ilmoitetaan varauksina'
      },
      weekdays: {
        monday: 'Maanantai',
        tuesday: 'Tiistai',
        wednesday: 'Keskiviikko',
        thursday: 'Torstai',
        friday: 'Perjantai',
        saturday: 'Lauantai',
        sunday: 'Sunnuntai'
      },
      noTime: 'Ei hoitoa'
    },
    attendance: {
      title: 'Läsnäolot',
      none: 'Läsnäoloja ei ole vielä kirjattu.',
      month: 'Kuukausi',
      days: 'Läsnäolopäivät',
      contract: 'Sopimuspäivät',
      overContract: 'Läsnäolopäiviä on enemmän kuin sopimuspäiviä.'
    },
    pedagogical: {
      title: 'Pedagoginen dokumentointi',
      titleWithCount: (n: number) => `Pedagoginen dokumentointi (${n} lukematonta)`,
      none: 'Lapsella ei ole pedagogisia dokumentteja.',
      date: 'Päivämäärä',
      description: 'Kuvaus',
      files: 'Liitteet',
      showMore: 'Näytä lisää',
      showLess: 'Näytä vähemmän',
      pageOf: (page: number, pages: number) => `Sivu ${page} / ${pages}`,
      pages: 'Pedagogisten dokumenttien sivut'
    },
    documents: {
      title: 'Lapsen asiakirjat',
      titleWithCount: (n: number) => `Lapsen asiakirjat (${n} lukematonta)`,
      none: 'Lapsella ei ole julkaistuja asiakirjoja.',
      groups: {
        plans: 'Varhaiskasvatus- ja esiopetussuunnitelmat',
        hojks: 'HOJKS',
        others: 'Muut asiakirjat'
      },
      published: 'Julkaistu',
      status: 'Tila',
      statuses: {
        DRAFT: 'Luonnos',
        PREPARED: 'Laadittu',
        CITIZEN_DRAFT: 'Odottaa vastaustasi',
        DECISION_PROPOSAL: 'Päätösesitys',
        COMPLETED: 'Valmis',
        ACCEPTED: 'Hyväksytty',
        REJECTED: 'Hylätty',
        ANNULLED: 'Mitätöity'
      } satisfies Record<ChildDocumentStatus, string>,
      answered: (date: string, by: string) => `Vastattu ${date} (${by})`,
      unanswered: 'Ei vastattu',
      decisionNumber: 'Päätösnumero',
      validity: 'Voimassa',
      confidential: 'Salassa pidettävä'
    },
    absenceApplications: {
      title: 'Pitkät poissaolot esiopetuksesta',
      none: 'Ei hakemuksia.',
      new: 'Uusi poissaolohakemus',
      period: 'Ajanjakso',
      reason: 'Syy',
      sent: 'Lähetetty',
      status: 'Tila',
      statuses: { WAITING_DECISION: 'Odottaa päätöstä', ACCEPTED: 'Hyväksytty', REJECTED: 'Hylätty' },
      rejectedReason: 'Hylkäyksen syy',
      cancel: 'Peru hakemus',
      confirmCancel: 'Perutaanko poissaolohakemus?',
      confirmCancelButton: 'Peru hakemus'
    },
    serviceApplications: {
      title: 'Palveluntarpeen muutoshakemukset',
      none: 'Ei hakemuksia.',
      new: 'Hae palveluntarpeen muutosta',
      openExists: 'Uutta hakemusta ei voi tehdä, ennen kuin edellinen on käsitelty.',
      startDate: 'Alkaa',
      option: 'Haettu palveluntarve',
      additionalInfo: 'Lisätiedot',
      sent: 'Lähetetty',
      status: 'Tila',
      undecided: 'Odottaa päätöstä',
      statuses: { ACCEPTED: 'Hyväksytty', REJECTED: 'Hylätty' },
      decided: (name: string, date: string) => `Päättänyt ${name} ${date}`,
      rejectedReason: 'Hylkäyksen syy',
      cancel: 'Peru hakemus',
      confirmCancel: 'Perutaanko palveluntarpeen muutoshakemus?',
      confirmCancelButton: 'Peru hakemus'
    },
    termination: {
      title: 'Paikan irtisanominen',
      none: 'Lapsella ei ole irtisanottavia paikkoja.',
      /** A placement group's kind (DAYCARE, PRESCHOOL or CLUB) is an application type */
      kinds: { DAYCARE: 'Varhaiskasvatus', PRESCHOOL: 'Esiopetus', CLUB: 'Kerho' } satisfies Record<ApplicationType, string>,
      period: (start: string, end: string) => `${start}–${end}`,
      scope: 'Mitä irtisanotaan',
      whole: 'Koko paikka',
      withDaycare: 'Esiopetus ja liittyvä varhaiskasvatus',
      daycareOnlyShort: 'Maksullinen varhaiskasvatus',
      daycareOnly: 'Vain maksullinen varhaiskasvatus (esiopetus jatkuu)',
      date: 'Viimeinen läsnäolopäivä',
      dateHint: (min: string, max: string) => `Aikaisintaan ${min}, viimeistään ${max} (pp.kk.vvvv)`,
      terminate: 'Irtisano paikka',
      confirmTitle: 'Irtisanotaanko paikka?',
      confirmText: (kind: string, unit: string, date: string) =>
        `${kind} yksikössä ${unit} päättyy. Viimeinen läsnäolopäivä on ${date}. Irtisanomista ei voi perua.`,
      confirmButton: 'Irtisano',
      cancelsTransfers: 'Irtisanominen peruu myös nämä siirtohakemukset, jotka alkavat viimeisen läsnäolopäivän jälkeen:',
      transferApplication: (kind: string, start: string) => `Siirtohakemus: ${kind}, toivottu aloituspäivä ${start}`,
      terminated: (requested: string, by: string | null) => `Paikka on irtisanottu ${requested}${by ? ` (${by})` : ''}. Päättymispäivät näkyvät yllä.`,
      contactUnit: 'Tämän paikan irtisanomiseksi ota yhteyttä yksikköön.'
    }
  }
}

export default fi
export type CalendarTexts = typeof fi

/** The server's error codes the child forms and the child document page explain with their own text. */
export type ChildFormsErrorCode = ShownCodes<
  | 'ABSENCE_APPLICATION_RANGE_INVALID'
  | 'ABSENCE_APPLICATION_OVERLAPS'
  | 'SERVICE_APPLICATION_NO_PLACEMENT'
  | 'SERVICE_NEED_OPTION_INVALID'
  | 'SERVICE_APPLICATION_ALREADY_OPEN'
  | 'SERVICE_APPLICATIONS_DISABLED'
  | 'CHILD_DOCUMENT_NOT_EDITABLE'
>
