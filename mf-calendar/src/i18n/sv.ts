import type { CalendarTexts } from './fi'

const sv: CalendarTexts = {
  sections: {
    calendar: 'Kalender',
    children: 'Barn',
    childDocuments: 'Barnets dokument'
  },
  placeholder: 'Den här delen av tjänsten kommer snart.',
  errors: {
    NON_RESERVABLE_DAYS: 'En del av de valda dagarna kan inte bokas. Kontrollera dagarna och försök igen.',
    OUTSIDE_OPENING_HOURS: 'Bokningen är utanför enhetens öppettider.',
    RESERVATION_TIMES_REQUIRED: 'Ange närvarons start- och sluttid.',
    ABSENCE_NOT_EDITABLE: 'En frånvaro som personalen har markerat kan inte ändras. Kontakta personalen.',
    ATTENDANCE_ALREADY_EXISTS: 'Barnet har redan en registrerad närvaro den valda dagen, så frånvaro kan inte anmälas.',
    ABSENCE_APPLICATION_REQUIRED: 'En frånvaro på över fem dagar från förskolan kräver en ansökan.',
    QUESTIONNAIRE_CLOSED: 'Enkäten kan inte längre besvaras.',
    CHILD_NOT_ELIGIBLE: 'Barnet kan inte svara på den här enkäten.',
    TIME_ALREADY_RESERVED: 'Någon hann boka tiden. Välj en annan tid.',
    CANCELLATION_CLOSED: 'Tiden kan inte längre avbokas i tjänsten. Kontakta personalen.',
    STRONG_AUTH_REQUIRED: 'För att svara på enkäten krävs stark autentisering.'
  },
  calendar: {
    title: 'Kalender',
    loading: 'Kalendern laddas…',
    earlier: 'Visa tidigare månader',
    later: 'Visa följande månader',
    week: (week: number) => `Vecka ${week}`,
    today: 'I dag',
    holiday: 'Helgdag',
    noChildren: 'Ingen vård',
    actions: 'Åtgärder',
    reserve: 'Anmäl närvaro',
    absence: 'Anmäl frånvaro',
    reservableUntil: (start: string, end: string) => `Närvaro kan anmälas ${start}–${end}.`,
    openDay: (date: string) => `Öppna dagen ${date}`
  },
  states: {
    absentNotEditable: 'Frånvarande (markerat av personalen)',
    termBreak: 'Ingen verksamhet',
    notYetReservable: 'Kan inte anmälas ännu',
    reservationClosed: 'Inte anmält',
    fixedSchedule: 'Förskolans schema',
    absent: 'Frånvarande',
    reserved: 'Närvarande',
    present: 'Närvarande, inga tider',
    notSet: 'Anmälan saknas'
  },
  absenceTypes: {
    SICKLEAVE: 'Sjukdom',
    OTHER_ABSENCE: 'Annan frånvaro',
    PLANNED_ABSENCE: 'Frånvaro som hänför sig till skiftarbete',
    FREE_ABSENCE: 'Avgiftsfri frånvaro',
    UNKNOWN_ABSENCE: 'Oanmäld frånvaro'
  },
  day: {
    previous: 'Föregående dag',
    next: 'Följande dag',
    close: 'Stäng',
    edit: 'Redigera',
    newAbsence: 'Ny frånvaro',
    editMultiple: 'Anmäl flera dagar',
    reservation: 'Bokning',
    attendance: 'Förverkligad',
    shiftCare: 'Skiftvård',
    staffMarked: 'Personalen har markerat frånvaron. Ändringar avtalas med personalen.',
    outsideReservation: 'Närvaron har varit utanför bokningen.',
    calculated: 'Uppskattning enligt servicebehovet'
  },
  reservation: {
    title: 'Anmäl närvaro',
    children: 'Barn',
    range: 'Period',
    start: 'Börjar',
    end: 'Slutar',
    repetition: 'Upprepning',
    repetitions: { DAILY: 'Varje dag', WEEKLY: 'Varje vecka', IRREGULAR: 'Oregelbundet' },
    weekdays: ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'],
    startTime: 'Börjar kl.',
    endTime: 'Slutar kl.',
    secondRange: 'Lägg till ett andra tidsintervall',
    removeSecondRange: 'Ta bort det andra tidsintervallet',
    absent: 'Frånvarande',
    overnight: 'Vård över natten anmäls i två delar: den första dagen slutar kl. 23.59 och den följande börjar kl. 00.00.',
    noDays: 'Under den valda perioden finns inga dagar för vilka närvaro kan anmälas.',
    save: 'Spara',
    cancel: 'Avbryt',
    failed: 'Det gick inte att spara'
  },
  absence: {
    title: 'Anmäl frånvaro',
    children: 'Barn',
    range: 'Frånvarons period',
    start: 'Börjar',
    end: 'Slutar',
    type: 'Orsak till frånvaron',
    save: 'Spara',
    cancel: 'Avbryt',
    needApplication: (name: string) => `${name}: en frånvaro på över fem dagar från förskolan kräver en ansökan.`,
    applicationLink: 'Gör en frånvaroansökan',
    locked: 'En del av dagarna är redan låsta: frånvaron registreras, men bokningar kan inte längre ändras.',
    closedHolidayPeriod: 'En del av dagarna hör till en semesterperiod vars anmälningstid har gått ut.'
  },
  events: {
    event: 'Händelse',
    ics: (title: string) => `Lägg till i kalendern: ${title} (.ics)`,
    period: (start: string, end: string) => `${start}–${end}`
  },
  discussions: {
    action: 'Samtalstider',
    title: 'Samtalstider',
    reserveTitle: (name: string) => `Boka samtalstid: ${name}`,
    none: 'Det finns inga öppna samtalsenkäter.',
    booked: 'Bokad tid',
    time: (date: string, start: string, end: string) => `${date} kl. ${start}–${end}`,
    noTimes: 'Det finns inga lediga tider.',
    choose: 'Välj tid',
    freeTimes: 'Lediga tider',
    reserve: 'Boka tid',
    cancelTime: 'Avboka tiden',
    confirmTitle: 'Vill du avboka samtalstiden?',
    confirmText: (time: string) => `${time}. Tiden blir ledig för andra.`,
    notCancellable: 'Tiden kan inte längre avbokas i tjänsten. Kontakta personalen.',
    ics: (time: string) => `Lägg till i kalendern: samtal ${time} (.ics)`,
    back: 'Tillbaka',
    close: 'Stäng',
    cancel: 'Avbryt'
  },
  holidays: {
    action: 'Semestertider',
    locked: 'Kräver stark autentisering',
    title: 'Enkäter om semestertider',
    choose: 'Välj enkät',
    strongLogin: 'Identifiera dig starkt för att svara',
    answered: 'Besvarad',
    openPeriod: (start: string, end: string) => `Enkäten är öppen ${start}–${end}.`,
    period: (start: string, end: string) => `Period ${start}–${end}`,
    noAbsence: 'Ingen frånvaro, barnet är i vården',
    ineligible: {
      NO_PLACEMENT: 'Barnet har ingen plats under enkätens period.',
      NOT_CONTINUOUSLY_PLACED: 'Barnet har inte varit i vården utan avbrott så länge som enkäten förutsätter.'
    },
    addRange: 'Lägg till frånvaro',
    removeRange: 'Ta bort frånvaron',
    rangeLegend: (n: number) => `Frånvaro ${n}`,
    start: 'Börjar',
    end: 'Slutar',
    noRanges: 'Ingen frånvaro: barnet är i vården hela perioden.',
    notImplemented: 'Den här typen av enkät har inte genomförts ännu.',
    save: 'Spara',
    cancel: 'Avbryt',
    back: 'Tillbaka',
    close: 'Stäng'
  }
}

export default sv
