import type { ChildrenTexts } from './fi'

const sv: ChildrenTexts = {
  childForms: {
    back: 'Tillbaka till barnets sida',
    cancel: 'Avbryt',
    send: 'Skicka ansökan',
    absence: {
      title: 'Lång frånvaro från förskoleundervisningen',
      intro: 'Frånvaro från förskoleundervisningen som är längre än en vecka söks med denna ansökan. Personalen behandlar ansökan.',
      range: 'Frånvarons tidpunkt',
      start: 'Börjar',
      end: 'Slutar',
      ranges: (list: string) => `Barnet har förskoleundervisning: ${list}. Början eller slutet ska infalla på förskoledagar.`,
      noRanges: 'Barnet har ingen förskoleundervisning i dag eller senare, så ansökan kan inte göras.',
      invalidDateRange: 'Barnet har ingen förskoleundervisning under den valda perioden.',
      description: 'Orsak till frånvaron',
      confirm: 'Jag bekräftar att barnet är frånvarande från förskoleundervisningen under ansökningstiden och att uppgifterna är riktiga.',
      sent: 'Frånvaroansökan har skickats.'
    },
    service: {
      title: 'Ändring av servicebehov',
      intro: 'Ansök om ändring av barnets servicebehov. Personalen behandlar ansökan.',
      startDate: 'Ändringen börjar',
      startHint: 'En ändring av servicebehovet börjar vanligtvis den första dagen i månaden.',
      explainDate: 'Ändringen börjar en annan dag än den första i månaden: motivera startdagen i tilläggsuppgifterna.',
      option: 'Nytt servicebehov',
      chooseDateFirst: 'Välj först startdagen, så ser du de servicebehov som kan väljas den dagen.',
      loadingOptions: 'Servicebehoven hämtas…',
      noPlacement: 'Barnet har ingen placering den valda dagen som servicebehovet kunde gälla.',
      additionalInfo: 'Tilläggsuppgifter',
      sent: 'Ansökan om ändring av servicebehovet har skickats.'
    },
    errors: {
      ABSENCE_APPLICATION_RANGE_INVALID: 'Barnet har ingen förskoleundervisning under den valda perioden.',
      ABSENCE_APPLICATION_OVERLAPS: 'Barnet har redan en ansökan för en del av de här dagarna. Kontrollera datumen.',
      SERVICE_APPLICATION_NO_PLACEMENT: 'Barnet har ingen placering den valda dagen som servicebehovet kunde gälla.',
      SERVICE_NEED_OPTION_INVALID: 'Det valda servicebehovet kan inte väljas den dagen. Välj ett annat.',
      SERVICE_APPLICATION_ALREADY_OPEN: 'Barnet har redan en obehandlad ansökan om ändring av servicebehovet.',
      SERVICE_APPLICATIONS_DISABLED: 'I barnets enhet kan man inte ansöka om ändring av servicebehovet i denna tjänst. Kontakta enheten.'
    }
  },
  children: {
    title: 'Barn',
    noChildren: 'Du har inga barn vars uppgifter du kan se i den här tjänsten.',
    unreadCount: (n: number) => `${n} olästa`,
    unit: 'Enhet',
    group: 'Grupp',
    noPlacement: 'Ingen gällande placering',
    childNotFound: 'Barnet hittades inte',
    backToChildren: 'Tillbaka till barnen',
    locked: 'Kräver stark autentisering',
    strongLogin: 'Identifiera dig starkt för att se uppgifterna',
    unread: 'Oläst',
    cancel: 'Avbryt',
    serviceNeed: {
      title: 'Servicebehov och daglig tid inom småbarnspedagogiken',
      needs: 'Servicebehov',
      none: 'Barnet har inget servicebehov.',
      period: 'Period',
      option: 'Servicebehov',
      unit: 'Enhet',
      contractDays: 'Avtalsdagar',
      contractDaysValue: (n: number) => `${n} dagar i månaden`,
      dailyTimes: 'Daglig tid inom småbarnspedagogiken',
      noDailyTimes: 'Ingen daglig tid inom småbarnspedagogiken har anmälts.',
      validFrom: (start: string, end: string | null) => (end ? `Gäller ${start}–${end}` : `Gäller från ${start}`),
      types: {
        REGULAR: 'Regelbunden varje vardag',
        IRREGULAR: 'Oregelbunden, varierar per veckodag',
        VARIABLE_TIME: 'Varierande, anmäls som bokningar'
      },
      weekdays: {
        monday: 'Måndag',
        tuesday: 'Tisdag',
        wednesday: 'Onsdag',
        thursday: 'Torsdag',
        friday: 'Fredag',
        saturday: 'Lördag',
        sunday: 'Söndag'
      },
      noTime: 'Ingen vård'
    },
    attendance: {
      title: 'Närvaro',
      none: 'Ingen närvaro har ännu registrerats.',
      month: 'Månad',
      days: 'Närvarodagar',
      contract: 'Avtalsdagar',
      overContract: 'Närvarodagarna är fler än avtalsdagarna.'
    },
    pedagogical: {
      title: 'Pedagogisk dokumentation',
      titleWithCount: (n: number) => `Pedagogisk dokumentation (${n} olästa)`,
      none: 'Barnet har inga pedagogiska dokument.',
      date: 'Datum',
      description: 'Beskrivning',
      files: 'Bilagor',
      showMore: 'Visa mer',
      showLess: 'Visa mindre',
      pageOf: (page: number, pages: number) => `Sida ${page} / ${pages}`,
      pages: 'De pedagogiska dokumentens sidor'
    },
    documents: {
      title: 'Barnets dokument',
      titleWithCount: (n: number) => `Barnets dokument (${n} olästa)`,
      none: 'Barnet har inga publicerade dokument.',
      groups: {
        plans: 'Planer för småbarnspedagogik och förskoleundervisning',
        hojks: 'IP',
        others: 'Övriga dokument'
      },
      published: 'Publicerad',
      status: 'Status',
      statuses: {
        DRAFT: 'Utkast',
        PREPARED: 'Utarbetad',
        CITIZEN_DRAFT: 'Väntar på ditt svar',
        DECISION_PROPOSAL: 'Beslutsförslag',
        COMPLETED: 'Färdig',
        ACCEPTED: 'Godkänd',
        REJECTED: 'Avslagen',
        ANNULLED: 'Annullerad'
      },
      answered: (date: string, by: string) => `Besvarad ${date} (${by})`,
      unanswered: 'Inte besvarad',
      decisionNumber: 'Beslutsnummer',
      validity: 'Giltig',
      confidential: 'Sekretessbelagd'
    },
    absenceApplications: {
      title: 'Långa frånvaron från förskoleundervisningen',
      none: 'Inga ansökningar.',
      new: 'Ny frånvaroansökan',
      period: 'Period',
      reason: 'Orsak',
      sent: 'Skickad',
      status: 'Status',
      statuses: { WAITING_DECISION: 'Väntar på beslut', ACCEPTED: 'Godkänd', REJECTED: 'Avslagen' },
      rejectedReason: 'Orsak till avslag',
      cancel: 'Återkalla ansökan',
      confirmCancel: 'Återkalla frånvaroansökan?',
      confirmCancelButton: 'Återkalla ansökan'
    },
    serviceApplications: {
      title: 'Ansökningar om ändring av servicebehov',
      none: 'Inga ansökningar.',
      new: 'Ansök om ändring av servicebehov',
      openExists: 'En ny ansökan kan inte göras förrän den föregående har behandlats.',
      startDate: 'Börjar',
      option: 'Sökt servicebehov',
      additionalInfo: 'Tilläggsuppgifter',
      sent: 'Skickad',
      status: 'Status',
      undecided: 'Väntar på beslut',
      statuses: { ACCEPTED: 'Godkänd', REJECTED: 'Avslagen' },
      decided: (name: string, date: string) => `Beslutat av ${name} ${date}`,
      rejectedReason: 'Orsak till avslag',
      cancel: 'Återkalla ansökan',
      confirmCancel: 'Återkalla ansökan om ändring av servicebehov?',
      confirmCancelButton: 'Återkalla ansökan'
    },
    termination: {
      title: 'Uppsägning av plats',
      none: 'Barnet har inga platser som kan sägas upp.',
      kinds: { DAYCARE: 'Småbarnspedagogik', PRESCHOOL: 'Förskoleundervisning', CLUB: 'Klubb' },
      period: (start: string, end: string) => `${start}–${end}`,
      scope: 'Vad sägs upp',
      whole: 'Hela platsen',
      withDaycare: 'Förskoleundervisning och kompletterande småbarnspedagogik',
      daycareOnlyShort: 'Avgiftsbelagd småbarnspedagogik',
      daycareOnly: 'Endast avgiftsbelagd småbarnspedagogik (förskoleundervisningen fortsätter)',
      date: 'Sista närvarodag',
      dateHint: (min: string, max: string) => `Tidigast ${min}, senast ${max} (dd.mm.åååå)`,
      terminate: 'Säg upp platsen',
      confirmTitle: 'Säga upp platsen?',
      confirmText: (kind: string, unit: string, date: string) => `${kind} i enheten ${unit} upphör. Sista närvarodag är ${date}. Uppsägningen kan inte ångras.`,
      confirmButton: 'Säg upp',
      cancelsTransfers: 'Uppsägningen annullerar också dessa flyttansökningar, som börjar efter den sista närvarodagen:',
      transferApplication: (kind: string, start: string) => `Flyttansökan: ${kind}, önskat startdatum ${start}`,
      terminated: (requested: string, by: string | null) => `Platsen sades upp ${requested}${by ? ` (${by})` : ''}. Slutdatumen syns ovan.`,
      contactUnit: 'Kontakta enheten för att säga upp den här platsen.'
    }
  }
}

export default sv
