/*
 * The demo people's logins on their own, without the seed's imports: the browser suite's log scan
 * (e2e/support/log-scan.ts) reads them in a process that cannot load the password hasher.
 */

/** The people of DESIGN §6, with exactly these identity codes; README lists the logins. */
export const DEMO_SSN = {
  anna: '120385-1243',
  mikko: '241187-236D',
  preschoolChild: '030620A342Y',
  daycareChild: '150223A4580',
  childWithoutPlacement: '020225A794Y',
  liisa: '300190-570S',
  liisasChild: '100522A3105',
  pekka: '070779-682J'
} as const

/** Anna's username-and-password login (her verified email). */
export const DEMO_WEAK_LOGIN = { username: 'anna.virtanen@example.fi', password: 'kumisaapas-metsaretki-2026' } as const
