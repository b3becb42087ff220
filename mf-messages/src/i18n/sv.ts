import type { MessagesTexts } from './fi'

const sv: MessagesTexts = {
  sections: {
    messages: 'Meddelanden',
    thread: 'Öppnat meddelande'
  },
  loading: 'Meddelandena laddas…',
  inbox: {
    newMessage: 'Nytt meddelande',
    empty: 'Du har inga meddelanden.',
    noSelection: 'Välj ett meddelande att läsa.',
    unread: 'Oläst',
    urgent: 'Brådskande',
    sensitive: 'Känsligt',
    bulletin: 'Meddelande till alla',
    staff: 'personal',
    attachments: (count: number) => (count === 1 ? '1 bilaga' : `${count} bilagor`),
    redactedTitle: 'Känsligt meddelande',
    deleteThread: (title: string) => `Radera meddelandetråden ${title}`
  },
  thread: {
    back: 'Tillbaka till meddelandena',
    close: 'Stäng',
    children: 'Barn',
    recipients: 'Mottagare',
    attachments: 'Bilagor',
    reply: 'Svara',
    replyLabel: 'Svar',
    replyRecipients: 'Svarets mottagare',
    send: 'Skicka',
    discard: 'Förkasta',
    markUnread: 'Markera som oläst',
    delete: 'Radera meddelandetråden',
    deleteTitle: 'Vill du radera meddelandetråden?',
    deleteText: 'Tråden raderas bara från dina meddelanden. Om ett nytt meddelande kommer, kommer tråden tillbaka.',
    deleteConfirm: 'Radera',
    toFirst: 'Till första meddelandet',
    toLast: 'Till sista meddelandet',
    noReply: 'Du kan inte svara på det här meddelandet.',
    notFound: 'Meddelandetråden hittades inte.',
    redacted: 'Den här meddelandetråden är känslig. Identifiera dig starkt för att läsa den.',
    strongLogin: 'Identifiera dig starkt',
    from: 'Avsändare'
  },
  editor: {
    title: 'Nytt meddelande',
    sender: 'Avsändare',
    children: 'Barn som meddelandet gäller',
    recipients: 'Mottagare',
    recipientsHint: 'Skriv ett namn och välj.',
    secondary: 'Kopia till den andra vårdnadshavaren',
    subject: 'Rubrik',
    content: 'Meddelande',
    attachments: 'Bilagor',
    sensitiveNote: 'Skicka inte känsliga uppgifter, till exempel hälsouppgifter, som meddelande.',
    singleUnit: 'Ett meddelande kan bara skickas till personalen vid en enhet åt gången. Välj barn från samma enhet.',
    noRecipients: 'Barnet har inga mottagare som du kan skicka meddelanden till.',
    send: 'Skicka',
    discard: 'Förkasta',
    close: 'Stäng',
    sendFailed: 'Meddelandet kunde inte skickas. Din text finns kvar, försök igen.',
    sendOffline: 'Ingen nätverksanslutning, så meddelandet skickades inte. Din text finns kvar; skicka den när anslutningen är tillbaka.'
  },
  notifications: {
    sent: 'Meddelandet har skickats',
    deleted: 'Meddelandetråden har raderats'
  },
  errors: {
    SINGLE_UNIT_REQUIRED: 'Ett meddelande kan bara skickas till personalen vid en enhet åt gången.',
    RECIPIENT_NOT_ALLOWED: 'Någon av mottagarna kan inte längre väljas. Mottagarna har uppdaterats, din text finns kvar.',
    REPLY_NOT_ALLOWED: 'Du kan inte längre svara i den här tråden.',
    ATTACHMENTS_NOT_ALLOWED: 'Bilagor kan inte skickas med meddelanden.',
    ATTACHMENT_UNKNOWN: 'Bilagan finns inte längre. Ta bort den och lägg till den på nytt.'
  }
}

export default sv
