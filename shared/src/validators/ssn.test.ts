import { normalizeSsn, parseSsn, ssn } from './ssn'

describe('parseSsn', () => {
  it.each([
    ['120385-1243', '1985-03-12'],
    ['241187-236D', '1987-11-24'],
    ['030620A342Y', '2020-06-03'],
    ['150223A4580', '2023-02-15'],
    ['010100+123D', '1800-01-01']
  ])('accepts the classic code %s born %s', (code, dateOfBirth) => {
    expect(parseSsn(code)?.dateOfBirth).toBe(dateOfBirth)
  })

  it.each([
    ['010594Y9021', '1994-05-01'],
    ['311299U888V', '1999-12-31'],
    ['150210B123U', '2010-02-15'],
    ['290200F045S', '2000-02-29']
  ])('accepts the 2023 century sign in %s', (code, dateOfBirth) => {
    expect(parseSsn(code)?.dateOfBirth).toBe(dateOfBirth)
  })

  it('gives the same check character for every sign of one century', () => {
    expect(parseSsn('010594-9021')).toEqual(parseSsn('010594Y9021'))
    expect(parseSsn('150210A123U')).toEqual(parseSsn('150210B123U'))
  })

  it('refuses a wrong check character', () => {
    expect(parseSsn('120385-1244')).toBeUndefined()
  })

  it('refuses a date that does not exist', () => {
    expect(parseSsn('290201A0452')).toBeUndefined()
    expect(parseSsn('320185-1243')).toBeUndefined()
  })

  it('refuses unknown century signs and lower-case input', () => {
    expect(parseSsn('120385Z1243')).toBeUndefined()
    expect(parseSsn('030620a342y')).toBeUndefined()
  })

  it('refuses individual numbers 000 and 001', () => {
    expect(parseSsn('010100-0016')).toBeUndefined()
  })

  it('marks 900–999 as temporary codes', () => {
    expect(parseSsn('010594-9021')?.temporary).toBe(true)
    expect(parseSsn('120385-1243')?.temporary).toBe(false)
  })
})

describe('ssn validator', () => {
  it('upper-cases and trims what was typed before checking', () => {
    expect(normalizeSsn(' 030620a342y ')).toBe('030620A342Y')
    expect(ssn(' 030620a342y ')).toBeUndefined()
  })

  it('answers INVALID_SSN for anything else', () => {
    expect(ssn('030620A342')).toBe('INVALID_SSN')
    expect(ssn('')).toBe('INVALID_SSN')
  })
})
