import { addDays, firstOfMonth, addMonths } from '@pesa/shared/dates'
import { insertApplication } from '../application-core/repository'
import { insertAssistanceDecision, insertDecision, insertFinanceDecision, insertPreschoolAssistanceDecision, sendDecisions } from '../decisions/repository'
import type { Queryable } from '../platform/db'
import { AINO_DAYCARE_APPLICATION_ID, filledApplicationForm } from './applications'
import type { SeedContext } from './context'
import { schoolYearStart } from './demo-units'

/** Onni's daycare application at Daghemmet Solrosen, decided in Swedish. */
export const ONNI_DAYCARE_APPLICATION_ID = '5e5d0a1c-2b7e-4c1a-9a11-a1e0d0cae012'

const unitNamed = async (db: Queryable, name: string) => (await db.query<{ id: string }>('select id from unit where name = $1', [name]))[0]!.id

/**
 * The demo families' decisions (README, "Demo decisions"): Aino's pending daycare place at
 * Kuusela from next month's first, Ella's accepted preschool with connected daycare, assistance
 * decisions (unread, annulled, read by Anna only, a draft), Anna's and Mikko's twelve fee
 * decisions, a voucher decision and a draft; Liisa's fee decision, Onni's Swedish daycare and
 * assistance decisions. Lumi and Pekka have none.
 */
export async function seedDecisions(context: SeedContext): Promise<void> {
  const { db, today, now, people, units } = context
  const yearStart = schoolYearStart(today)
  const yearEnd = `${Number(yearStart.slice(0, 4)) + 1}-05-31`
  const nextMonth = firstOfMonth(addMonths(today, 1))

  // Aino: the transfer to Kuusela, decided and waiting for the answer
  await insertDecision(db, {
    applicationId: AINO_DAYCARE_APPLICATION_ID,
    type: 'DAYCARE',
    unitId: units.kuusela,
    startDate: nextMonth,
    endDate: '2028-07-31',
    now
  })
  await sendDecisions(db, AINO_DAYCARE_APPLICATION_ID, today, now)

  // Ella: preschool and its connected daycare, both accepted
  const [ella] = await db.query<{ id: string }>("select id from application where child_id = $1 and type = 'PRESCHOOL'", [people.preschoolChild])
  const sent = addDays(today, -280)
  for (const type of ['PRESCHOOL', 'PRESCHOOL_DAYCARE'] as const) {
    await insertDecision(db, {
      applicationId: ella!.id,
      type,
      unitId: units.kuusela,
      startDate: yearStart,
      endDate: yearEnd,
      status: 'ACCEPTED',
      sentDate: sent,
      requestedStartDate: yearStart,
      now
    })
  }

  // Assistance decisions of Aino and Ella
  const base = { childId: people.daycareChild, language: 'FI' as const, unitId: units.tahtitarha, now }
  await insertAssistanceDecision(db, {
    ...base,
    status: 'ACCEPTED',
    validFrom: addDays(today, -20),
    validTo: null,
    decisionMade: addDays(today, -21),
    assistanceLevels: ['ENHANCED_ASSISTANCE'],
    motivation: 'Lapsi hyötyy tehostetusta tuesta ryhmän arjessa.',
    viewOfGuardians: 'Huoltajat kannattavat tehostettua tukea.'
  })
  await insertAssistanceDecision(db, {
    ...base,
    status: 'ANNULLED',
    validFrom: addDays(today, -400),
    validTo: addDays(today, -30),
    decisionMade: addDays(today, -401),
    assistanceLevels: ['ASSISTANCE_SERVICES_FOR_TIME'],
    motivation: 'Tukipalvelut määräajaksi.',
    viewOfGuardians: 'Huoltajat ovat samaa mieltä.',
    annulmentReason: 'Päätös kumottiin, koska siinä oli virheellinen voimassaoloaika.'
  })
  const readByAnna = await insertAssistanceDecision(db, {
    ...base,
    status: 'ACCEPTED',
    validFrom: addDays(today, -700),
    validTo: addDays(today, -401),
    decisionMade: addDays(today, -701),
    assistanceLevels: ['ASSISTANCE_SERVICES_FOR_TIME'],
    motivation: 'Tukipalvelut ensimmäiselle vuodelle.',
    viewOfGuardians: 'Huoltajat toivovat tukea.'
  })
  await db.query('insert into assistance_need_decision_read (decision_id, person_id, read_at) values ($1, $2, $3)', [readByAnna, people.anna, now])
  await insertAssistanceDecision(db, {
    ...base,
    status: 'DRAFT',
    validFrom: addDays(today, 30),
    validTo: null,
    decisionMade: null,
    assistanceLevels: ['SPECIAL_ASSISTANCE'],
    motivation: 'Luonnos',
    viewOfGuardians: ''
  })
  await insertPreschoolAssistanceDecision(db, {
    childId: people.preschoolChild,
    language: 'FI',
    unitId: units.kuusela,
    now,
    status: 'ACCEPTED',
    type: 'NEW',
    validFrom: yearStart,
    validTo: yearEnd,
    decisionMade: addDays(yearStart, -10),
    decisionBasis: 'Lapsi tarvitsee tukea esiopetuksen oppimisympäristössä.',
    viewOfGuardians: 'Huoltajat kannattavat tukea.'
  })

  // Finance: Anna head of family, Mikko partner; twelve fee decisions, a voucher decision, a draft
  const family = { headOfFamilyId: people.anna, partnerId: people.mikko, now }
  for (let index = 0; index < 12; index++) {
    const validFrom = firstOfMonth(addMonths(today, -index))
    const validTo = index === 0 ? null : addDays(firstOfMonth(addMonths(today, -index + 1)), -1)
    await insertFinanceDecision(db, {
      ...family,
      type: 'FEE_DECISION',
      status: 'SENT',
      validFrom,
      validTo,
      sentAt: new Date(`${addDays(validFrom, -14)}T09:00:00Z`),
      children: [
        { childId: people.preschoolChild, unitId: units.kuusela, placementType: 'PRESCHOOL_DAYCARE', amountCents: 15_800 + index * 100 },
        { childId: people.daycareChild, unitId: units.tahtitarha, placementType: 'DAYCARE', amountCents: 28_800 - index * 200 }
      ]
    })
  }
  await insertFinanceDecision(db, {
    ...family,
    type: 'VOUCHER_VALUE_DECISION',
    status: 'SENT',
    validFrom: firstOfMonth(today),
    validTo: null,
    sentAt: new Date(`${addDays(firstOfMonth(today), -10)}T09:00:00Z`),
    children: [
      {
        childId: people.daycareChild,
        unitId: await unitNamed(db, 'Päiväkoti Mesikämmen'),
        placementType: 'DAYCARE',
        amountCents: 95_000,
        coPaymentCents: 28_800
      }
    ]
  })
  await insertFinanceDecision(db, {
    ...family,
    type: 'FEE_DECISION',
    status: 'DRAFT',
    validFrom: nextMonth,
    validTo: null,
    sentAt: null,
    children: [{ childId: people.daycareChild, unitId: units.tahtitarha, placementType: 'DAYCARE', amountCents: 28_800 }]
  })

  // Liisa and Onni (Daghemmet Solrosen, Swedish)
  await insertFinanceDecision(db, {
    headOfFamilyId: people.liisa,
    partnerId: null,
    now,
    type: 'FEE_DECISION',
    status: 'SENT',
    validFrom: firstOfMonth(addMonths(today, -2)),
    validTo: null,
    sentAt: new Date(`${addDays(firstOfMonth(addMonths(today, -2)), -14)}T09:00:00Z`),
    children: [{ childId: people.liisasChild, unitId: units.solrosen, placementType: 'DAYCARE', amountCents: 21_300 }]
  })
  const onniSent = addDays(today, -900)
  await insertApplication(db, {
    id: ONNI_DAYCARE_APPLICATION_ID,
    type: 'DAYCARE',
    status: 'ACTIVE',
    childId: people.liisasChild,
    guardianId: people.liisa,
    form: filledApplicationForm('DAYCARE', { phone: '044 555 0123', email: '', startDate: '2024-01-08', unitIds: [units.solrosen] }),
    hasOtherGuardian: false,
    otherGuardianLivesInSameAddress: null,
    sentDate: onniSent,
    dueDate: addMonths(onniSent, 4),
    now: new Date(`${onniSent}T09:00:00Z`)
  })
  await insertDecision(db, {
    applicationId: ONNI_DAYCARE_APPLICATION_ID,
    type: 'DAYCARE',
    unitId: units.solrosen,
    startDate: '2024-01-08',
    endDate: '2027-07-31',
    status: 'ACCEPTED',
    sentDate: addDays(onniSent, 60),
    requestedStartDate: '2024-01-08',
    decisionMaker: 'Chef för småbarnspedagogik Johan Berg',
    now
  })
  await insertAssistanceDecision(db, {
    childId: people.liisasChild,
    language: 'SV',
    unitId: units.solrosen,
    now,
    status: 'ACCEPTED',
    validFrom: addDays(today, -60),
    validTo: null,
    decisionMade: addDays(today, -61),
    assistanceLevels: ['ENHANCED_ASSISTANCE'],
    motivation: 'Barnet har nytta av intensifierat stöd i gruppen.',
    viewOfGuardians: 'Vårdnadshavaren stöder beslutet.'
  })
}
