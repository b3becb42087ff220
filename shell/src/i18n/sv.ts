import type { ShellTexts } from './fi'

const sv: ShellTexts = {
  appName: 'Pesä',
  skipToContent: 'Gå till huvudinnehållet',
  nav: {
    label: 'Huvudmeny',
    mobileLabel: 'Nedre meny',
    calendar: 'Kalender',
    messages: 'Meddelanden',
    children: 'Barn',
    applications: 'Ansökningar',
    decisions: 'Beslut',
    income: 'Inkomstuppgifter',
    personalDetails: 'Personuppgifter',
    map: 'Enheter på kartan',
    login: 'Logga in',
    logout: 'Logga ut',
    loggedInAs: 'Inloggad:',
    subMenu: 'Meny',
    requiresStrongLogin: 'kräver stark autentisering',
    unread: 'nya',
    missingEmail: 'e-postadress saknas'
  },
  language: {
    label: 'Språk',
    fi: 'Suomeksi',
    sv: 'På svenska',
    en: 'In English'
  },
  area: {
    loading: 'Laddar…',
    unavailableTitle: 'Den här delen av tjänsten är inte tillgänglig just nu',
    unavailableText: 'Tjänstens övriga delar fungerar normalt. Försök igen om en stund.',
    retry: 'Försök igen'
  },
  login: {
    title: 'Välkommen till Pesä',
    intro: 'Småbarnspedagogikens ärenden på ett ställe: ansökningar, beslut, meddelanden, närvaro och inkomstuppgifter.',
    notice: 'Meddelande',
    strongLogin: 'Identifiera dig starkt',
    strongLoginInfo: 'Med bankkoder, mobilcertifikat eller certifikatkort. Behövs för ansökningar, beslut och inkomstuppgifter.',
    weakLogin: 'Logga in med e-post och lösenord',
    weakLoginInfo: 'För kalendern, meddelanden och dina uppgifter räcker inloggning med e-post och lösenord när du har tagit den i bruk.',
    map: 'Se enheterna på kartan',
    homeScreen: {
      title: 'Lägg till Pesä på telefonens hemskärm',
      intro: 'Pesä fungerar som en app när du lägger till den på telefonens hemskärm.',
      ios: 'iPhone och iPad (Safari)',
      iosSteps: [
        'Öppna den här sidan i Safari.',
        'Tryck på delningsknappen (en fyrkant med en pil uppåt).',
        'Välj ”Lägg till på hemskärmen” och tryck på ”Lägg till”.'
      ],
      android: 'Android (Chrome)',
      androidSteps: ['Öppna den här sidan i Chrome.', 'Tryck på menyn med tre punkter i övre högra hörnet.', 'Välj ”Lägg till på startskärmen” och bekräfta.']
    },
    failed: {
      title: 'Identifieringen misslyckades',
      text: 'Identifieringen misslyckades eller avbröts. Gå tillbaka och försök igen.',
      ok: 'Gå tillbaka'
    }
  },
  weakLogin: {
    title: 'Logga in med e-post och lösenord',
    username: 'E-postadress',
    password: 'Lösenord',
    submit: 'Logga in',
    back: 'Tillbaka',
    failed: 'Inloggningen misslyckades. Kontrollera e-postadressen och lösenordet.',
    rateLimited: 'Ditt användarnamn är tillfälligt låst på grund av antalet inloggningsförsök. Försök igen senare.',
    rememberDevice: 'Kom ihåg den här enheten',
    rememberDeviceHint:
      'Du behöver inget lösenord på den här enheten tills den inte längre kommer ihåg dig (dagen syns i personuppgifterna) eller du glömmer enheten. Välj inte detta på en delad enhet.',
    error: 'Inloggningen lyckades inte just nu. Försök igen om en stund.'
  },
  session: {
    expiredTitle: 'Sessionen har gått ut',
    expiredText: 'Du har inte använt tjänsten på länge och har därför loggats ut. Logga in igen för att fortsätta på samma sida.',
    logInAgain: 'Logga in igen'
  },
  notices: {
    offline: 'Ingen internetanslutning. Kontrollera nätverket; tjänsten fortsätter när anslutningen är tillbaka.',
    /** The page shows answers kept on the device; {time} is when they were read */
    offlineShownAsOf: 'Ingen nätverksanslutning – uppgifterna visas som de var {time}. Funktioner som behöver nätverket väntar tills anslutningen är tillbaka.',
    unreachable: 'Tjänsten kan inte nås just nu. Uppgifterna du har fyllt i finns kvar på sidan; försök igen om en stund.',
    newVersion: 'En ny version av tjänsten finns tillgänglig.',
    reload: 'Ladda om sidan',
    /** A write queued offline, refused when sent while the guardian was on another page; the link leads to the page that shows why */
    outboxRefused: 'En anmälan som gjordes utan nätverk skickades men kunde inte sparas.',
    outboxRefusedLink: 'Se varför'
  },
  errorPage: {
    title: 'Ett oväntat fel inträffade',
    text: 'Utvecklarna har informerats om felet. Ladda om sidan.',
    reload: 'Ladda om sidan'
  },
  footer: {
    label: 'Sidfot',
    privacyPolicy: 'Dataskyddsbeskrivning',
    accessibility: 'Tillgänglighetsutlåtande',
    feedback: 'Ge respons',
    opensInNewWindow: 'öppnas i ett nytt fönster'
  },
  notCustodian: {
    title: 'Pesä är för barnens vårdnadshavare',
    text: 'Identifieringen lyckades, men enligt befolkningsdatasystemet är du inte vårdnadshavare för något barn och bor inte som make, maka eller sambo till en vårdnadshavare i samma hushåll. Därför kan du inte logga in i Pesä.',
    contact: 'Om du anser att uppgiften är fel, kontakta småbarnspedagogikens kundtjänst.',
    map: 'Se enheterna på kartan',
    back: 'Tillbaka till inloggningen'
  }
}

export default sv
