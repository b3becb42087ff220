import { deviceLabel, formatDeviceTime } from './devices'

describe('remembered devices as shown', () => {
  it('shows the readable name, or the text for an unknown device', () => {
    expect(deviceLabel('Chrome, Android', 'Tuntematon laite')).toBe('Chrome, Android')
    expect(deviceLabel('?', 'Tuntematon laite')).toBe('Tuntematon laite')
  })

  it('shows a time in Helsinki time, whatever the time zone of the device', () => {
    // 22:30 UTC on 30 November is 00:30 on 1 December in Helsinki.
    expect(formatDeviceTime('2026-11-30T22:30:00Z', 'fi')).toMatch(/^1\.12\.2026.*0?0[.:]30$/)
    expect(formatDeviceTime('2026-11-30T22:30:00Z', 'en')).toMatch(/^01\/12\/2026.*00:30$/)
  })
})
