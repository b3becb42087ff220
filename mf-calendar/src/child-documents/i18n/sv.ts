import type { ChildDocumentsTexts } from './fi'

const sv: ChildDocumentsTexts = {
  childDocument: {
    title: 'Barnets dokument',
    back: 'Tillbaka till barnets sida',
    backToCalendar: 'Tillbaka till kalendern',
    child: 'Barn',
    dateOfBirth: 'Födelsedatum',
    decisionNumber: 'Beslutsnummer',
    validity: 'Giltigt',
    status: 'Status',
    confidential: 'Sekretessbelagd',
    legalBasis: 'Lagstiftning',
    published: 'Publicerat',
    answeredBy: (name: string, date: string) => `Besvarat av ${name} ${date}`,
    sentInfo: 'Svaren har skickats. Skickade svar kan inte ändras.',
    statuses: {
      DRAFT: 'Utkast',
      PREPARED: 'Upprättat',
      CITIZEN_DRAFT: 'Väntar på vårdnadshavarens svar',
      DECISION_PROPOSAL: 'Beslutsförslag',
      COMPLETED: 'Färdigt',
      ACCEPTED: 'Godkänt',
      REJECTED: 'Avslaget',
      ANNULLED: 'Annullerat'
    },
    answer: 'Svara',
    preview: 'Förhandsgranska',
    edit: 'Redigera svaren',
    send: 'Skicka',
    print: 'Skriv ut',
    pdf: 'Ladda ner PDF (öppnas i ett nytt fönster)',
    editing: 'Svara på frågorna. Obligatoriska frågor är märkta med en asterisk (*).',
    previewing: 'Förhandsgranskning: så här skickas dina svar.',
    notAnswered: 'Inget svar',
    yes: 'Ja',
    no: 'Nej',
    confirmTitle: 'Skicka svaren?',
    confirmText: 'Skickade svar kan inte längre ändras.',
    confirmSend: 'Skicka svaren',
    cancel: 'Avbryt',
    sent: 'Svaren har skickats.',
    answeredElsewhere:
      'En annan vårdnadshavare har redan besvarat dokumentet, så dina svar skickades inte. Det du skrev finns kvar nedan så att du kan spara det.',
    showSent: 'Visa de skickade svaren'
  }
}

export default sv
