import { hashPassword } from '../platform/passwords'
import type { Queryable } from '../platform/db'
import { DEMO_SSN, DEMO_WEAK_LOGIN } from './demo-logins'
import { insertGuardianship, insertHousehold, insertPartnership, insertPerson } from '../population-register/repository'

export { DEMO_SSN, DEMO_WEAK_LOGIN }

export type DemoPeople = Record<keyof typeof DEMO_SSN, string>

export async function seedDemoPeople(db: Queryable): Promise<DemoPeople> {
  const home = { streetAddress: 'Kuusikuja 3 B 12', postalCode: '88600', postOffice: 'Pesälä' }
  const anna = await insertPerson(db, {
    ssn: DEMO_SSN.anna,
    firstName: 'Anna Maria',
    lastName: 'Virtanen',
    dateOfBirth: '1985-03-12',
    ...home,
    phone: '040 123 4567',
    email: DEMO_WEAK_LOGIN.username,
    verifiedEmail: DEMO_WEAK_LOGIN.username
  })
  const mikko = await insertPerson(db, {
    ssn: DEMO_SSN.mikko,
    firstName: 'Mikko Juhani',
    lastName: 'Virtanen',
    dateOfBirth: '1987-11-24',
    ...home,
    phone: '050 765 4321',
    email: 'mikko.virtanen@example.fi'
  })
  const preschoolChild = await insertPerson(db, {
    ssn: DEMO_SSN.preschoolChild,
    firstName: 'Ella Sofia',
    lastName: 'Virtanen',
    dateOfBirth: '2020-06-03',
    ...home
  })
  const daycareChild = await insertPerson(db, {
    ssn: DEMO_SSN.daycareChild,
    firstName: 'Aino Helmi',
    lastName: 'Virtanen',
    dateOfBirth: '2023-02-15',
    ...home
  })
  const childWithoutPlacement = await insertPerson(db, {
    ssn: DEMO_SSN.childWithoutPlacement,
    firstName: 'Lumi Aurora',
    lastName: 'Virtanen',
    dateOfBirth: '2025-02-02',
    ...home
  })
  for (const guardian of [anna, mikko]) {
    for (const child of [preschoolChild, daycareChild, childWithoutPlacement]) await insertGuardianship(db, guardian, child)
  }
  await insertHousehold(db, [anna, mikko, preschoolChild, daycareChild, childWithoutPlacement], '2019-05-01')
  await insertPartnership(db, anna, mikko, '2012-06-16')
  await db.query('insert into citizen_user (person_id, username, password_hash) values ($1, $2, $3)', [
    anna,
    DEMO_WEAK_LOGIN.username,
    await hashPassword(DEMO_WEAK_LOGIN.password)
  ])

  const liisaHome = { streetAddress: 'Rantatie 5 A 1', postalCode: '88610', postOffice: 'Pesälä' }
  const liisa = await insertPerson(db, {
    ssn: DEMO_SSN.liisa,
    firstName: 'Liisa Annikki',
    lastName: 'Korhonen',
    dateOfBirth: '1990-01-30',
    ...liisaHome,
    phone: '044 555 0123'
  })
  const liisasChild = await insertPerson(db, {
    ssn: DEMO_SSN.liisasChild,
    firstName: 'Onni Elias',
    lastName: 'Korhonen',
    dateOfBirth: '2022-05-10',
    ...liisaHome
  })
  await insertGuardianship(db, liisa, liisasChild)
  await insertHousehold(db, [liisa, liisasChild], '2022-05-10')

  const pekka = await insertPerson(db, {
    ssn: DEMO_SSN.pekka,
    firstName: 'Pekka Olavi',
    lastName: 'Nieminen',
    dateOfBirth: '1979-07-07',
    streetAddress: 'Myllytie 14',
    postalCode: '88600',
    postOffice: 'Pesälä',
    phone: '045 222 3344',
    email: 'pekka.nieminen@example.fi'
  })
  await insertHousehold(db, [pekka], '2005-01-01')

  return { anna, mikko, preschoolChild, daycareChild, childWithoutPlacement, liisa, liisasChild, pekka }
}
