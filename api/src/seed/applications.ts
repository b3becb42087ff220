import { addDays } from '@pesa/shared/dates'
import { insertApplication, replaceOtherGuardians } from '../application-core/repository'
import type { ApplicationForm, ApplicationStatus, ApplicationType } from '../application-core/schemas'
import { addMonths } from '../application-core/status'
import type { Queryable } from '../platform/db'
import { insertGuardianship, insertHousehold, insertPerson } from '../population-register/repository'
import type { SeedContext } from './context'
import { schoolYearStart } from './demo-units'

/** A family new to early childhood education: Veeti starts preschool next autumn. */
export const NEW_FAMILY_SSN = { sanna: '140888-318E', veeti: '210921A456X' } as const

/** Aino's sent daycare application: the benchmark reads it as Anna. */
export const AINO_DAYCARE_APPLICATION_ID = '5e5d0a1c-2b7e-4c1a-9a11-a1e0d0cae001'

/** A filled form of the kind, as a guardian who answered everything would send it. */
export function filledApplicationForm(
  type: ApplicationType,
  options: {
    startDate: string
    unitIds: string[]
    phone: string
    email: string
    urgent?: boolean
    siblingBasis?: ApplicationForm['preferences']['siblingBasis']
  }
): ApplicationForm {
  const daycareLike = type === 'DAYCARE'
  return {
    child: { futureAddress: null, allergies: daycareLike ? 'Pähkinäallergia' : '', diet: '', assistanceNeeded: false, assistanceDescription: '' },
    guardian: { phone: options.phone, email: options.email, emailRepeat: options.email, noEmail: options.email === '', futureAddress: null },
    secondGuardian: { agreementStatus: null, phone: '', email: '' },
    otherPartner: null,
    otherChildren: [],
    preferences: {
      preferredUnits: options.unitIds,
      preferredStartDate: options.startDate,
      connectedDaycare: false,
      connectedDaycarePreferredStartDate: null,
      preparatory: false,
      urgent: daycareLike && (options.urgent ?? false),
      serviceNeed: { startTime: daycareLike ? '08:00' : '', endTime: daycareLike ? '16:00' : '', shiftCare: false, partTime: false, serviceNeedOptionId: null },
      siblingBasis: options.siblingBasis ?? null
    },
    maxFeeAccepted: daycareLike,
    otherInfo: '',
    clubDetails: { wasOnClubCare: false, wasOnDaycare: type === 'CLUB' }
  }
}

const unitNamed = async (db: Queryable, name: string) => (await db.query<{ id: string }>('select id from unit where name = $1', [name]))[0]!.id

/** Inserts an application in a status, sent `sentDaysAgo` days before today unless a draft, with its other guardians. */
async function seedApplication(
  context: SeedContext,
  application: {
    type: ApplicationType
    id?: string
    status: ApplicationStatus
    childId: string
    guardianId: string
    otherGuardianIds: string[]
    form: ApplicationForm
    sentDaysAgo: number
    transfer?: boolean
  }
): Promise<string> {
  const { db, today, now } = context
  const sentDate = application.status === 'CREATED' ? null : addDays(today, -application.sentDaysAgo)
  const createdAt = new Date(now.getTime() - (application.sentDaysAgo + 2) * 86_400_000)
  const id = await insertApplication(db, {
    id: application.id,
    type: application.type,
    status: application.status,
    childId: application.childId,
    guardianId: application.guardianId,
    form: application.form,
    hasOtherGuardian: application.otherGuardianIds.length > 0,
    otherGuardianLivesInSameAddress: application.otherGuardianIds.length > 0 ? true : null,
    allowOtherGuardianAccess: application.otherGuardianIds.length > 0,
    transferApplication: application.transfer ?? false,
    sentDate,
    dueDate: sentDate ? addMonths(sentDate, 4) : null,
    now: createdAt
  })
  if (sentDate) await replaceOtherGuardians(db, id, application.otherGuardianIds)
  return id
}

/**
 * The demo families' applications (shared with decisions, which adds Aino's decision): Aino's
 * transfer to Kuusela on sibling basis, Ella's accepted preschool, Lumi's cancelled club,
 * Liisa's sent club application for Onni that she can still edit, and a new family whose
 * child starts preschool next autumn.
 */
export async function seedApplications(context: SeedContext): Promise<void> {
  const { db, today, people, units } = context
  const anna = { phone: '040 123 4567', email: 'anna.virtanen@example.fi' }
  const clubStart = addDays(today, 30)
  const annas = { guardianId: people.anna, otherGuardianIds: [people.mikko] }

  await seedApplication(context, {
    ...annas,
    id: AINO_DAYCARE_APPLICATION_ID,
    type: 'DAYCARE',
    status: 'SENT',
    childId: people.daycareChild,
    form: filledApplicationForm('DAYCARE', {
      ...anna,
      startDate: addMonths(today, 4),
      unitIds: [units.kuusela],
      siblingBasis: { siblingName: 'Ella Sofia Virtanen', siblingSsn: '030620A342Y', siblingUnit: '' }
    }),
    sentDaysAgo: 10,
    transfer: true
  })
  await seedApplication(context, {
    ...annas,
    type: 'PRESCHOOL',
    status: 'ACTIVE',
    childId: people.preschoolChild,
    form: filledApplicationForm('PRESCHOOL', { ...anna, startDate: schoolYearStart(today).replace(/-01$/, '-11'), unitIds: [units.kuusela] }),
    sentDaysAgo: 300
  })
  await seedApplication(context, {
    ...annas,
    type: 'CLUB',
    status: 'CANCELLED',
    childId: people.childWithoutPlacement,
    form: filledApplicationForm('CLUB', { ...anna, startDate: clubStart, unitIds: [await unitNamed(db, 'Kerho Sammalpeikot')] }),
    sentDaysAgo: 20
  })
  await seedApplication(context, {
    type: 'CLUB',
    status: 'SENT',
    guardianId: people.liisa,
    otherGuardianIds: [],
    childId: people.liisasChild,
    form: filledApplicationForm('CLUB', { phone: '044 555 0123', email: '', startDate: clubStart, unitIds: [await unitNamed(db, 'Kerho Leikkimökki')] }),
    sentDaysAgo: 3
  })

  const home = { streetAddress: 'Koivukuja 7', postalCode: '88620', postOffice: 'Pesälä' }
  const sanna = await insertPerson(db, {
    ssn: NEW_FAMILY_SSN.sanna,
    firstName: 'Sanna Kaarina',
    lastName: 'Mäkinen',
    dateOfBirth: '1988-08-14',
    ...home,
    phone: '050 321 9876',
    email: 'sanna.makinen@example.fi',
    verifiedEmail: 'sanna.makinen@example.fi'
  })
  const veeti = await insertPerson(db, { ssn: NEW_FAMILY_SSN.veeti, firstName: 'Veeti Onni', lastName: 'Mäkinen', dateOfBirth: '2021-09-21', ...home })
  await insertGuardianship(db, sanna, veeti)
  await insertHousehold(db, [sanna, veeti], '2021-09-21')
}
