import type { MunicipalityConfig } from '../municipality-schema'

export const EMAIL_LANGUAGES = ['fi', 'sv', 'en'] as const
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number]

/** What an area writes: the words of one email in one language. */
export interface EmailMessage {
  subject: string
  paragraphs: string[]
  /** The page the email is about, as a path of the service (`/personal-details`) */
  link?: { path: string; text: string }
}

/** `2027-03-01` as the language writes a day: 1.3.2027, 1.3.2027, 1 March 2027. */
export function formatDay(date: string, language: EmailLanguage): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  if (language !== 'en') return `${day}.${month}.${year}`
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day))
}

export interface ComposedEmail {
  subject: string
  text: string
  html: string
}

const FOOTER: Record<EmailLanguage, string> = {
  fi: 'Tämä on automaattinen viesti, johon ei voi vastata.',
  sv: 'Detta är ett automatiskt meddelande som du inte kan svara på.',
  en: 'This is an automatic message; replies are not read.'
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The plain text and HTML parts of an email, both with the municipality's name and, when the
 * message names a page, its full address in the link's language.
 */
export function composeEmail(message: EmailMessage, language: EmailLanguage, publicUrl: string, municipality: MunicipalityConfig): ComposedEmail {
  const sender = municipality.name[language]
  const url = message.link ? `${publicUrl}${message.link.path}${message.link.path.includes('?') ? '&' : '?'}lang=${language}` : undefined
  // "-- " (with the space) is the signature separator mail programs recognise (RFC 3676 §4.3).
  const text = [...message.paragraphs, ...(message.link && url ? [`${message.link.text}: ${url}`] : []), '-- ', sender, FOOTER[language]].join('\n\n')
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; max-width: 40em">',
    ...message.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(message.link && url ? [`<p><a href="${escapeHtml(url)}">${escapeHtml(message.link.text)}</a></p>`] : []),
    `<hr><p style="color: #555">${escapeHtml(sender)}<br>${escapeHtml(FOOTER[language])}</p>`,
    '</body></html>'
  ].join('\n')
  return { subject: message.subject, text, html }
}
