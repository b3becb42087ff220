import { formatDay, type EmailLanguage, type EmailMessage } from '../platform/email/compose'
import type { DateRange } from './days'

const period = (range: DateRange, language: EmailLanguage) =>
  range.start === range.end ? formatDay(range.start, language) : `${formatDay(range.start, language)} – ${formatDay(range.end, language)}`

const REMINDER: Record<EmailLanguage, { subject: string; body: (names: string, days: string) => string; link: string }> = {
  fi: {
    subject: 'Pesä: läsnäoloilmoituksia puuttuu',
    body: (names, days) =>
      `Lapsille ${names} puuttuu läsnäoloilmoituksia ajalta ${days}. Ilmoitathan läsnäoloajat tai poissaolot kalenterissa kahden päivän kuluessa, ennen kuin ilmoittaminen sulkeutuu.`,
    link: 'Avaa kalenteri'
  },
  sv: {
    subject: 'Pesä: närvaroanmälningar saknas',
    body: (names, days) =>
      `För barnen ${names} saknas närvaroanmälningar för tiden ${days}. Anmäl närvarotider eller frånvaro i kalendern inom två dagar, innan anmälan stängs.`,
    link: 'Öppna kalendern'
  },
  en: {
    subject: 'Pesä: attendance reservations missing',
    body: (names, days) =>
      `Attendance reservations are missing for ${names} on days between ${days}. Please reserve attendance times or report absences in the calendar within two days, before reserving closes.`,
    link: 'Open the calendar'
  }
}

/** The weekly reminder (spec part 2 §9) naming the children with days to reserve in the next two reservable weeks. */
export function missingReservationsEmail(language: EmailLanguage, childNames: string[], window: DateRange): EmailMessage {
  const texts = REMINDER[language]
  return { subject: texts.subject, paragraphs: [texts.body(childNames.join(', '), period(window, language))], link: { path: '/calendar', text: texts.link } }
}

const NEW_EVENT: Record<
  EmailLanguage,
  { subject: string; body: (title: string, days: string) => string; surveySubject: string; survey: (title: string) => string; link: string }
> = {
  fi: {
    subject: 'Pesä: uusi tapahtuma kalenterissa',
    body: (title, days) => `Kalenteriin on lisätty tapahtuma ”${title}” (${days}).`,
    surveySubject: 'Pesä: keskusteluaikoja varattavissa',
    survey: (title) => `Keskusteluaikoja on varattavissa: ”${title}”. Varaa aika kalenterissa.`,
    link: 'Avaa kalenteri'
  },
  sv: {
    subject: 'Pesä: ny händelse i kalendern',
    body: (title, days) => `En händelse har lagts till i kalendern: ”${title}” (${days}).`,
    surveySubject: 'Pesä: samtalstider att boka',
    survey: (title) => `Det finns samtalstider att boka: ”${title}”. Boka en tid i kalendern.`,
    link: 'Öppna kalendern'
  },
  en: {
    subject: 'Pesä: a new event in the calendar',
    body: (title, days) => `An event has been added to the calendar: “${title}” (${days}).`,
    surveySubject: 'Pesä: discussion times to book',
    survey: (title) => `Discussion times can be booked: “${title}”. Please book a time in the calendar.`,
    link: 'Open the calendar'
  }
}

/** A new event, or a discussion survey open for booking, of a child's unit, group or the child. */
export function newEventEmail(language: EmailLanguage, event: { title: string; period: DateRange; survey: boolean }): EmailMessage {
  const texts = NEW_EVENT[language]
  return {
    subject: event.survey ? texts.surveySubject : texts.subject,
    paragraphs: [event.survey ? texts.survey(event.title) : texts.body(event.title, period(event.period, language))],
    link: { path: '/calendar', text: texts.link }
  }
}

export type BookingChange = 'BOOKED' | 'CANCELLED'

const BOOKING: Record<
  EmailLanguage,
  Record<BookingChange, { subject: string; body: (child: string, title: string, when: string) => string }> & { link: string }
> = {
  fi: {
    BOOKED: { subject: 'Pesä: keskusteluaika varattu', body: (child, title, when) => `Lapselle ${child} on varattu keskusteluaika: ”${title}” ${when}.` },
    CANCELLED: { subject: 'Pesä: keskusteluaika peruttu', body: (child, title, when) => `Lapsen ${child} keskusteluaika ”${title}” ${when} on peruttu.` },
    link: 'Avaa kalenteri'
  },
  sv: {
    BOOKED: { subject: 'Pesä: samtalstid bokad', body: (child, title, when) => `En samtalstid har bokats för ${child}: ”${title}” ${when}.` },
    CANCELLED: { subject: 'Pesä: samtalstid avbokad', body: (child, title, when) => `Samtalstiden ”${title}” ${when} för ${child} har avbokats.` },
    link: 'Öppna kalendern'
  },
  en: {
    BOOKED: { subject: 'Pesä: discussion time booked', body: (child, title, when) => `A discussion time has been booked for ${child}: “${title}” ${when}.` },
    CANCELLED: {
      subject: 'Pesä: discussion time cancelled',
      body: (child, title, when) => `The discussion time “${title}” ${when} for ${child} has been cancelled.`
    },
    link: 'Open the calendar'
  }
}

/** A discussion time booked or cancelled, by a guardian or by staff, told to each guardian of the child. */
export function bookingEmail(
  language: EmailLanguage,
  change: BookingChange,
  booking: { childName: string; title: string; date: string; startTime: string; endTime: string }
): EmailMessage {
  const texts = BOOKING[language]
  const when = `${formatDay(booking.date, language)} ${booking.startTime}–${booking.endTime}`
  return {
    subject: texts[change].subject,
    paragraphs: [texts[change].body(booking.childName, booking.title, when)],
    link: { path: '/calendar', text: texts.link }
  }
}
