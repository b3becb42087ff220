import { escapeText, foldLine, icsCalendar } from './ics'

describe('ICS text', () => {
  const stamp = new Date('2026-03-02T10:00:00Z')

  it('writes a daycare event all-day with DTEND the day after its last day', () => {
    const text = icsCalendar([{ kind: 'ALL_DAY', uid: 'e1@pesa', stamp, title: 'Retki', description: '', start: '2026-03-30', end: '2026-03-31' }])
    expect(text).toContain('DTSTART;VALUE=DATE:20260330\r\n')
    expect(text).toContain('DTEND;VALUE=DATE:20260401\r\n')
    expect(text).toContain('UID:e1@pesa\r\n')
    expect(text).toContain('DTSTAMP:20260302T100000Z\r\n')
    expect(text).not.toContain('VTIMEZONE')
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('writes a discussion time in Helsinki wall-clock time with the zone, also across the summer time change', () => {
    const text = icsCalendar([
      { kind: 'TIMED', uid: 't1@pesa', stamp, title: 'Keskustelu', description: 'Ella', date: '2026-03-30', startTime: '08:15', endTime: '08:45' }
    ])
    expect(text).toContain('DTSTART;TZID=Europe/Helsinki:20260330T081500\r\n')
    expect(text).toContain('DTEND;TZID=Europe/Helsinki:20260330T084500\r\n')
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Helsinki\r\n')
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU')
    expect(text).toContain('DESCRIPTION:Ella\r\n')
  })

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    const folded = foldLine(`SUMMARY:${'ä'.repeat(60)}`)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true)
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'ä'.repeat(60)}`)
  })
})
