import { addDays, addMonths, firstOfMonth } from '@pesa/shared/dates'
import { insertDocument, insertTemplate, markRead as markDocumentRead } from '../children/documents/repository'
import type { TemplateContent } from '../children/documents/schemas'
import { PEDAGOGICAL_DOCUMENT_OWNER_TYPE } from '../children/attachments'
import { insertDailyServiceTime } from '../placements/daily-service-times'
import { insertAbsenceApplication, insertPedagogicalDocument, insertServiceApplication, markPedagogicalRead } from '../children/repository'
import type { Queryable } from '../platform/db'
import type { SeedContext } from './context'
import { insertStaffFile, stripedPng, textPdf } from './demo-files'

/** A template with every question type (the CITIZEN_DRAFT guardians answer). */
export const CITIZEN_TEMPLATE: TemplateContent = {
  sections: [
    {
      id: 'basics',
      label: 'Perustiedot',
      questions: [
        { id: 'intro', type: 'STATIC_TEXT_PARAGRAPH', label: 'Ohje', info: 'Vastaa kysymyksiin yhdessä lapsen kanssa.' },
        { id: 'wishes', type: 'TEXT', label: 'Mitä toiveita teillä on lapsen päivään?', required: true },
        { id: 'allergies', type: 'CHECKBOX', label: 'Lapsella on allergioita' },
        {
          id: 'activities',
          type: 'CHECKBOX_GROUP',
          label: 'Mistä lapsi pitää?',
          options: [
            { id: 'outdoors', label: 'Ulkoilu' },
            { id: 'music', label: 'Musiikki' },
            { id: 'books', label: 'Kirjat' }
          ]
        },
        {
          id: 'language',
          type: 'RADIO_BUTTON_GROUP',
          label: 'Kotikieli',
          required: true,
          options: [
            { id: 'fi', label: 'suomi' },
            { id: 'sv', label: 'ruotsi' },
            { id: 'other', label: 'muu' }
          ]
        },
        { id: 'meeting', type: 'DATE', label: 'Toivottu keskustelupäivä' }
      ]
    }
  ]
}

const PLAN_TEMPLATE = (title: string): TemplateContent => ({
  sections: [
    {
      id: 'plan',
      label: title,
      questions: [
        { id: 'strengths', type: 'TEXT', label: 'Lapsen vahvuudet ja kiinnostuksen kohteet' },
        { id: 'goals', type: 'TEXT', label: 'Tavoitteet' }
      ]
    }
  ]
})

const LONG_TEXT =
  'Tänään leikimme metsässä ja rakensimme majan kuusen juurelle. Lapset keräsivät käpyjä ja lehtiä ja laskivat niitä yhdessä. ' +
  'Iltapäivällä luimme kirjaa metsän eläimistä ja piirsimme kuvia siitä, mitä näimme retkellä. Ella kertoi muille, miten orava piilottaa ruokaa talveksi.'

/** Templates of the demo: an answerable one, plans and a decision. */
async function templates(db: Queryable) {
  return {
    citizen: await insertTemplate(db, {
      name: 'Aloituskeskustelun esitiedot',
      type: 'CITIZEN_BASIC',
      confidential: true,
      legalBasis: 'Varhaiskasvatuslaki 40 §',
      content: CITIZEN_TEMPLATE
    }),
    leops: await insertTemplate(db, {
      name: 'Lapsen esiopetuksen oppimissuunnitelma',
      type: 'LEOPS',
      confidential: true,
      legalBasis: 'Perusopetuslaki 40 §',
      content: PLAN_TEMPLATE('Oppimissuunnitelma')
    }),
    vasu: await insertTemplate(db, {
      name: 'Lapsen varhaiskasvatussuunnitelma',
      type: 'VASU',
      confidential: true,
      legalBasis: 'Varhaiskasvatuslaki 23 §',
      content: PLAN_TEMPLATE('Varhaiskasvatussuunnitelma')
    }),
    hojks: await insertTemplate(db, {
      name: 'HOJKS',
      type: 'HOJKS',
      confidential: true,
      legalBasis: 'Perusopetuslaki 17 §',
      content: PLAN_TEMPLATE('Henkilökohtainen suunnitelma')
    }),
    decision: await insertTemplate(db, {
      name: 'Päätös tuesta',
      type: 'OTHER_DECISION',
      confidential: true,
      legalBasis: 'Perusopetuslaki 17 §',
      content: PLAN_TEMPLATE('Päätös')
    })
  }
}

/**
 * The child pages' demo data (issue: demo data): Ella's daily times, absence applications in
 * each status, 12 pedagogical documents with files (some unread), a completed LEOPS, a
 * CITIZEN_DRAFT of every question type and a decision; Aino's past and current needs with
 * contract days, irregular times, an unread VASU and HOJKS, accepted and rejected service applications.
 */
export async function seedChildren({ db, now, today, people }: SeedContext): Promise<void> {
  const ids = await templates(db)
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000)
  const ella = people.preschoolChild
  const aino = people.daycareChild

  await insertDailyServiceTime(db, {
    childId: ella,
    type: 'REGULAR',
    validityPeriod: { start: addMonths(today, -3), end: null },
    regularTimes: { start: '08:00', end: '16:00' },
    weekdayTimes: null
  })
  await insertDailyServiceTime(db, {
    childId: aino,
    type: 'IRREGULAR',
    validityPeriod: { start: addMonths(today, -2), end: null },
    regularTimes: null,
    weekdayTimes: {
      monday: { start: '07:00', end: '15:00' },
      tuesday: { start: '07:00', end: '15:00' },
      wednesday: { start: '14:00', end: '22:00' },
      thursday: null,
      friday: { start: '07:00', end: '13:00' },
      saturday: null,
      sunday: null
    }
  })

  // Absence applications of Ella: waiting, accepted, rejected with a reason (dates in her preschool).
  const waiting = await insertAbsenceApplication(db, {
    childId: ella,
    startDate: addDays(today, 30),
    endDate: addDays(today, 44),
    description: 'Perhematka Lappiin',
    createdBy: people.anna,
    createdAt: ago(2)
  })
  const accepted = await insertAbsenceApplication(db, {
    childId: ella,
    startDate: addDays(today, -40),
    endDate: addDays(today, -30),
    description: 'Mummolan vierailu',
    createdBy: people.anna,
    createdAt: ago(60)
  })
  const rejected = await insertAbsenceApplication(db, {
    childId: ella,
    startDate: addDays(today, -20),
    endDate: addDays(today, -10),
    description: 'Loma',
    createdBy: people.mikko,
    createdAt: ago(40)
  })
  void waiting
  await db.query("update absence_application set status = 'ACCEPTED', decided_at = $2 where id = $1", [accepted, ago(55)])
  await db.query(
    "update absence_application set status = 'REJECTED', rejected_reason = 'Esiopetus on velvoittavaa; poissaolo ei ole perusteltu.', decided_at = $2 where id = $1",
    [rejected, ago(35)]
  )

  // Pedagogical documents of Ella: 12, newest first the unread ones, files as PDFs and images.
  for (let index = 0; index < 12; index++) {
    const createdAt = ago(index * 6 + 1)
    const id = await insertPedagogicalDocument(db, {
      childId: ella,
      description: index % 3 === 0 ? `${LONG_TEXT} (${12 - index})` : `Viikon kuulumiset ${12 - index}: askartelimme ja lauloimme.`,
      createdAt
    })
    if (index % 2 === 0) {
      await insertStaffFile(db, {
        ownerType: PEDAGOGICAL_DOCUMENT_OWNER_TYPE,
        ownerId: id,
        name: `Kuvaus ${12 - index}.pdf`,
        contentType: 'application/pdf',
        content: textPdf([`Pedagogical document ${12 - index}`, 'Metsaretki']),
        now: createdAt
      })
    } else if (index % 4 === 1) {
      await insertStaffFile(db, {
        ownerType: PEDAGOGICAL_DOCUMENT_OWNER_TYPE,
        ownerId: id,
        name: `Piirustus ${12 - index}.png`,
        contentType: 'image/png',
        content: stripedPng(120, 80, [
          [46, 125, 50],
          [255, 193, 7],
          [30, 136, 229]
        ]),
        now: createdAt
      })
    }
    // The three newest are unread by both guardians; the rest were read.
    if (index >= 3) {
      await markPedagogicalRead(db, [id], people.anna, addSeconds(createdAt, 3600))
      await markPedagogicalRead(db, [id], people.mikko, addSeconds(createdAt, 7200))
    }
  }

  // Ella's child documents: a completed LEOPS (read), a CITIZEN_DRAFT to answer, a decision.
  const leops = await insertDocument(db, {
    childId: ella,
    templateId: ids.leops,
    status: 'COMPLETED',
    content: {
      answers: [
        { questionId: 'strengths', type: 'TEXT', value: 'Ella on utelias ja auttaa mielellään muita.' },
        { questionId: 'goals', type: 'TEXT', value: 'Harjoitellaan vuoron odottamista ja kirjaimia.' }
      ]
    },
    publishedAt: ago(50)
  })
  await markDocumentRead(db, leops, people.anna, ago(49))
  await markDocumentRead(db, leops, people.mikko, ago(48))
  await insertDocument(db, {
    childId: ella,
    templateId: ids.citizen,
    status: 'CITIZEN_DRAFT',
    content: { answers: [] },
    publishedAt: ago(3)
  })
  const decision = await insertDocument(db, {
    childId: ella,
    templateId: ids.decision,
    status: 'COMPLETED',
    content: { answers: [{ questionId: 'goals', type: 'TEXT', value: 'Lapselle myönnetään tehostettu tuki.' }] },
    publishedAt: ago(20),
    decision: { number: '2026-0042', status: 'ACCEPTED', validFrom: addDays(today, -20), validTo: null }
  })
  await markDocumentRead(db, decision, people.anna, ago(19))

  // Aino: past need before the current contract-days need, unread VASU and HOJKS, decided service applications.
  const [placement] = await db.query<{ id: string; start_date: string }>(
    'select id, start_date from placement where child_id = $1 order by start_date limit 1',
    [aino]
  )
  const [full] = await db.query<{ id: string }>("select id from service_need_option where name_fi = 'Kokopäiväinen, yli 35 h/vko'")
  const [partTime] = await db.query<{ id: string }>("select id from service_need_option where name_fi = 'Kokopäiväinen, 25–35 h/vko'")
  const currentStart = firstOfMonth(addMonths(today, -4))
  if (placement && full && placement.start_date < currentStart) {
    await db.query('update service_need set start_date = $2 where placement_id = $1', [placement.id, currentStart])
    await db.query("insert into service_need (placement_id, option_id, start_date, end_date, shift_care) values ($1, $2, $3, $4, 'FULL')", [
      placement.id,
      full.id,
      placement.start_date,
      addDays(currentStart, -1)
    ])
  }
  await insertDocument(db, { childId: aino, templateId: ids.vasu, status: 'COMPLETED', content: { answers: [] }, publishedAt: ago(5) })
  await insertDocument(db, { childId: aino, templateId: ids.hojks, status: 'PREPARED', content: { answers: [] }, publishedAt: ago(4) })
  if (full && partTime) {
    const acceptedService = await insertServiceApplication(db, {
      childId: aino,
      personId: people.anna,
      startDate: currentStart,
      optionId: full.id,
      additionalInfo: '',
      sentAt: ago(150)
    })
    await db.query("update service_application set status = 'ACCEPTED', decided_at = $2, decided_by_name = 'Päivi Päiväkoti' where id = $1", [
      acceptedService,
      ago(140)
    ])
    const rejectedService = await insertServiceApplication(db, {
      childId: aino,
      personId: people.mikko,
      startDate: firstOfMonth(addMonths(today, -1)),
      optionId: partTime.id,
      additionalInfo: '',
      sentAt: ago(50)
    })
    await db.query(
      "update service_application set status = 'REJECTED', decided_at = $2, decided_by_name = 'Päivi Päiväkoti', rejected_reason = 'Vuorohoidon tarve jatkuu.' where id = $1",
      [rejectedService, ago(45)]
    )
  }
}

function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000)
}
