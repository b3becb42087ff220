import { formatDay, type EmailLanguage, type EmailMessage } from '../platform/email/compose'

const TEXTS: Record<EmailLanguage, { subject: string; body: (day: string) => string; link: string }> = {
  fi: {
    subject: 'Pesä: tulotietosi vanhenevat',
    body: (day) => `Tulotietosi ovat voimassa ${day} asti. Tee uusi tuloselvitys, jotta maksu lasketaan oikein.`,
    link: 'Tee tuloselvitys'
  },
  sv: {
    subject: 'Pesä: dina inkomstuppgifter går ut',
    body: (day) => `Dina inkomstuppgifter gäller till ${day}. Gör en ny inkomstutredning så att avgiften räknas rätt.`,
    link: 'Gör en inkomstutredning'
  },
  en: {
    subject: 'Pesä: your income information expires',
    body: (day) => `Your income information is valid until ${day}. Please file a new income statement so that your fee is right.`,
    link: 'File an income statement'
  }
}

/** The reminder 4 or 2 weeks before a statement runs out (spec part 2 §2), in the guardian's language. */
export function expiryReminderEmail(language: EmailLanguage, endDate: string): EmailMessage {
  const texts = TEXTS[language]
  return { subject: texts.subject, paragraphs: [texts.body(formatDay(endDate, language))], link: { path: '/income', text: texts.link } }
}
