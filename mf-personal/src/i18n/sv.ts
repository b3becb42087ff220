import type { PersonalTexts } from './fi'

const sv: PersonalTexts = {
  sections: {
    personalDetails: 'Personuppgifter'
  },
  loading: 'Dina uppgifter laddas…',
  errors: {
    VERIFICATION_CODE_INVALID: 'Koden är fel. Kontrollera koden och försök igen.',
    VERIFICATION_CODE_EXPIRED: 'Koden har gått ut. Be om en ny kod.',
    VERIFICATION_CODE_LIMIT: 'Du har bett om för många koder. Försök igen om en timme.',
    EMAIL_IN_USE: (email: string) => `E-postadressen ${email} används redan av en annan person.`,
    NOTHING_TO_VERIFY: 'Det finns inte längre någon e-postadress att verifiera.',
    EMAIL_NOT_VERIFIED: 'E-postadressen är inte verifierad. Verifiera den först.',
    PASSWORD_UNACCEPTABLE: 'Lösenordet är för lätt att gissa. Välj ett annat lösenord.',
    USERNAME_IN_USE: (username: string) => `Användarnamnet ${username} används redan av en annan person.`
  },
  strongLoginNeeded: 'För att ändra uppgifterna behövs stark identifiering.',
  details: {
    title: 'Personuppgifter',
    edit: 'Redigera',
    editLabel: 'Redigera personuppgifterna',
    save: 'Spara',
    cancel: 'Avbryt',
    saved: 'Uppgifterna har sparats.',
    name: 'Namn',
    preferredName: 'Tilltalsnamn',
    address: 'Adress',
    phone: 'Telefonnummer',
    backupPhone: 'Reservtelefonnummer',
    email: 'E-post',
    noEmail: 'Jag har ingen e-postadress',
    none: 'Inte angivet',
    missingEmail:
      'Din e-postadress saknas. Utan den får du inga meddelanden om meddelanden och beslut och kan inte ta i bruk inloggning med e-post och lösenord.',
    missingPhone: 'Ditt telefonnummer saknas. Personalen behöver det för att nå dig.',
    missingBoth: 'Din e-postadress och ditt telefonnummer saknas. Lägg till dem så att personalen når dig och du får meddelanden.'
  },
  email: {
    state: 'E-postadressens status:',
    verified: 'Verifierad',
    unverified: 'Inte verifierad',
    unverifiedInfo: 'Verifiera din e-postadress så att du kan logga in med den.',
    sendCode: 'Skicka verifieringskod',
    sendNewCode: 'Skicka ny kod',
    codeSent: (email: string, time: string) => `Verifieringskoden skickades till ${email}. Koden gäller till klockan ${time}.`,
    code: 'Verifieringskod (6 siffror)',
    confirm: 'Verifiera',
    confirmed: 'E-postadressen har verifierats.',
    usernameMismatch: (username: string) => `Ditt användarnamn för inloggning är fortfarande ${username}.`,
    usernameMismatchUnverified: 'Det ändras först när du har verifierat den nya e-postadressen och uppdaterat användarnamnet.',
    updateUsername: 'Byt användarnamnet till den verifierade e-postadressen',
    usernameUpdated: 'Användarnamnet har uppdaterats.'
  },
  login: {
    title: 'Inloggningsuppgifter',
    weakLogin: 'Inloggning med e-post och lösenord',
    active: 'I bruk',
    inactive: 'Inte i bruk',
    info: 'Inloggad med e-post och lösenord kan du läsa meddelanden, göra bokningar och anmäla frånvaro. För ansökningar, beslut och inkomstuppgifter behövs alltid stark identifiering.',
    username: 'Användarnamn',
    password: 'Lösenord',
    passwordHidden: 'Lösenordet är dolt',
    updatePassword: 'Byt lösenord',
    activate: 'Ta i bruk',
    unverifiedWarning: 'Verifiera din e-postadress innan du tar inloggningen i bruk.',
    passwordChanged: 'Lösenordet har bytts. Dina andra inloggningar har avslutats.'
  },
  passwordModal: {
    activateTitle: 'Ta inloggningen i bruk',
    updateTitle: 'Byt lösenord',
    newPassword: 'Nytt lösenord',
    confirmPassword: 'Lösenordet igen',
    rulesTitle: 'Krav på lösenordet',
    rules: {
      minLength: (n: number) => `Minst ${n} tecken`,
      maxLength: (n: number) => `Högst ${n} tecken`,
      minLowers: (n: number) => `Minst ${n} små bokstäver`,
      minUppers: (n: number) => `Minst ${n} stora bokstäver`,
      minDigits: (n: number) => `Minst ${n} siffror`,
      minSymbols: (n: number) => `Minst ${n} specialtecken`
    },
    ruleMet: 'uppfyllt',
    ruleUnmet: 'inte uppfyllt',
    hint: 'Ett långt lösenord är starkt: använd till exempel flera ord som inte hör ihop.',
    save: 'Spara',
    cancel: 'Avbryt',
    successTitle: 'Inloggningen har tagits i bruk',
    successText: (username: string) => `Du kan nu logga in med användarnamnet ${username} och ditt lösenord.`,
    ok: 'Okej'
  },
  notifications: {
    title: 'E-postmeddelanden',
    info: 'Välj vad du får meddelande om per e-post. Verifieringskoder och säkerhetsmeddelanden skickas alltid.',
    edit: 'Redigera',
    editLabel: 'Redigera e-postmeddelandena',
    save: 'Spara',
    cancel: 'Avbryt',
    saved: 'Inställningarna har sparats.',
    legend: 'Skicka meddelande när',
    types: {
      message: 'jag får ett meddelande',
      bulletin: 'jag får ett allmänt meddelande',
      income: 'inkomstuppgifterna behöver uppdateras',
      calendarEvent: 'en ny händelse kommer i kalendern',
      decision: 'jag får ett beslut',
      document: 'jag får ett dokument',
      informalDocument: 'jag får ett annat dokument',
      attendanceReservation: 'närvarobokningar saknas',
      discussionTime: 'samtalstider kan bokas'
    },
    incomeWarning: 'Om du inte får påminnelser om att uppdatera inkomstuppgifterna kan avgiften fastställas enligt den högsta avgiften när uppgifterna saknas.'
  },
  devices: {
    title: 'Ihågkomna enheter',
    info: 'På en enhet som du bad att bli ihågkommen när du loggade in med e-post och lösenord kommer du in i tjänsten utan lösenord tills den glöms. För ärenden som kräver stark autentisering identifierar du dig ändå starkt.',
    none: 'Ingen enhet är ihågkommen.',
    unknown: 'Okänd enhet',
    thisDevice: 'Den här enheten',
    lastUsed: 'Senast använd',
    validUntil: 'Ihågkommen till',
    forget: 'Glöm',
    forgetLabel: (name: string) => `Glöm enheten ${name}`,
    forgetAll: 'Glöm alla enheter',
    forgotten: 'Enheten glömdes. Där frågas lösenordet nästa gång.',
    allForgotten: 'Alla enheter glömdes.',
    signOutEverywhere: 'Logga ut överallt',
    signOutEverywhereInfo: 'Avslutar din inloggning på alla andra enheter och glömmer alla enheter. Kräver stark autentisering.',
    signedOutEverywhere: 'Din inloggning avslutades överallt annanstans och alla enheter glömdes.'
  },
  push: {
    title: 'Aviseringar till den här enheten',
    info: 'Pesä kan avisera den här enheten när du får ett meddelande eller när ett beslut, ett dokument eller saknade närvaroanmälningar väntar på ditt svar. Aviseringen visar inte meddelandets innehåll. Vad som aviseras följer valen ovan.',
    states: {
      unsupported: 'Den här webbläsaren kan inte visa aviseringar från Pesä.',
      noWorker: 'Aviseringar kan inte ännu användas på den här sidan. Ladda om sidan och försök sedan.',
      blocked: 'Aviseringar är blockerade i webbläsarens inställningar. Tillåt dem där och slå sedan på dem.',
      off: 'Aviseringar är inte påslagna på den här enheten.',
      on: 'Aviseringar är påslagna på den här enheten.',
      noPushService: 'Webbläsarens aviseringstjänst svarade inte, så aviseringar kan inte slås på här just nu. Försök igen senare eller i en annan webbläsare.',
      notConfigured: 'Aviseringar är inte tillgängliga i den här tjänsten.'
    },
    turnOn: 'Slå på aviseringar på den här enheten',
    devicesTitle: 'Enheter med aviseringar påslagna',
    none: 'Aviseringar är inte påslagna på någon enhet.',
    unknown: 'Okänd enhet',
    thisDevice: 'Den här enheten',
    turnedOnAt: 'Påslagna',
    lastSent: 'Senaste avisering',
    never: 'Inte ännu',
    remove: 'Ta bort',
    removeLabel: (name: string) => `Ta bort aviseringar från enheten ${name}`,
    turnedOn: 'Aviseringar slogs på på den här enheten.',
    removed: 'Enheten aviseras inte längre.'
  }
}

export default sv
