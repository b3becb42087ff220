import type { ShellTexts } from './fi'

const sv: ShellTexts = {
  appName: 'Pesä',
  skipToContent: 'Gå till huvudinnehållet',
  nav: {
    label: 'Huvudmeny',
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
    requiresStrongLogin: 'kräver stark autentisering'
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
    unavailableText: 'De andra delarna av tjänsten fungerar normalt. Försök igen om en stund.',
    retry: 'Försök igen'
  },
  login: {
    title: 'Välkommen till Pesä',
    intro: 'Ärenden inom småbarnspedagogiken på ett ställe: ansökningar, beslut, meddelanden, närvaro och inkomstuppgifter.',
    strongLogin: 'Identifiera dig starkt',
    strongLoginInfo: 'Med bankkoder, mobilcertifikat eller certifikatkort. Behövs för ansökningar, beslut och inkomstuppgifter.',
    weakLogin: 'Logga in med e-post och lösenord',
    weakLoginInfo: 'För kalendern, meddelanden och dina uppgifter räcker inloggning med e-post och lösenord när du har tagit den i bruk.',
    map: 'Se enheterna på kartan'
  },
  weakLogin: {
    title: 'Logga in med e-post och lösenord',
    username: 'E-postadress',
    password: 'Lösenord',
    submit: 'Logga in',
    back: 'Tillbaka',
    failed: 'Inloggningen misslyckades. Kontrollera e-postadressen och lösenordet.',
    rateLimited: 'Ditt användarnamn är tillfälligt låst på grund av antalet inloggningsförsök. Försök igen senare.',
    error: 'Inloggningen lyckades inte just nu. Försök igen om en stund.'
  },
  notFound: {
    title: 'Sidan hittades inte',
    text: 'Sidan du söker finns inte eller har flyttats.',
    home: 'Till startsidan'
  },
  errorPage: {
    title: 'Ett oväntat fel inträffade',
    text: 'Felet har rapporterats till utvecklarna. Ladda om sidan.',
    reload: 'Ladda om sidan'
  },
  footer: {
    city: 'Pesälä stad',
    accessibility: 'Tillgänglighetsutlåtande'
  }
}

export default sv
