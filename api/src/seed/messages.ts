import { citizenAccountIds, insertStaffAccount, staffReply, staffSendThread, type StaffMessage } from '../messages/staff'
import { markRead } from '../messages/repository'
import type { Queryable } from '../platform/db'
import type { SeedContext } from './context'
import { insertStaffFile, stripedPng, textPdf } from './demo-files'

/** The staff accounts of the demo: each demo unit's groups and director, and the municipality's shared ones. */
export interface DemoMessageAccounts {
  groups: Record<string, string>
  kuuselaDirector: string
  tahtitarhaDirector: string
  municipal: string
  serviceWorker: string
  finance: string
}

async function seedAccounts(db: Queryable, units: SeedContext['units']): Promise<DemoMessageAccounts> {
  const groups: Record<string, string> = {}
  const rows = await db.query<{ id: string; name: string; unit_id: string }>(
    'select id, name, unit_id from unit_group where unit_id = any($1::uuid[]) order by name',
    [[units.kuusela, units.tahtitarha, units.solrosen]]
  )
  for (const group of rows) groups[group.name] = await insertStaffAccount(db, { type: 'GROUP', name: group.name, groupId: group.id, unitId: group.unit_id })
  return {
    groups,
    kuuselaDirector: await insertStaffAccount(db, { type: 'PERSONAL', name: 'Sari Laine (johtaja, Päiväkoti Kuusela)', unitId: units.kuusela }),
    tahtitarhaDirector: await insertStaffAccount(db, { type: 'PERSONAL', name: 'Jukka Heino (johtaja, Päiväkoti Tähtitarha)', unitId: units.tahtitarha }),
    municipal: await insertStaffAccount(db, { type: 'MUNICIPAL', name: 'Pesälän kaupunki, varhaiskasvatus' }),
    serviceWorker: await insertStaffAccount(db, { type: 'SERVICE_WORKER', name: 'Varhaiskasvatuksen palveluohjaus' }),
    finance: await insertStaffAccount(db, { type: 'FINANCE', name: 'Varhaiskasvatuksen asiakasmaksut' })
  }
}

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3600_000)

const LONG_TEXT = [
  'Hyvät esikoululaisten vanhemmat,',
  '',
  'syksyn esiopetuksessa harjoittelemme erityisesti seuraavia asioita:',
  '- kuuntelemista ja vuorottelua keskustelussa',
  '- kirjainten ja äänteiden yhdistämistä leikin kautta',
  '- lukumäärien vertailua ja muotojen tunnistamista',
  '- metsäretkillä luonnon havainnointia kaikilla aisteilla',
  '',
  'Jokaisella lapsella on oma esiopetuksen oppimissuunnitelma, josta keskustelemme lokakuun vanhempainvarteissa. ' +
    'Varausohjeet lähetämme erikseen. Toivomme, että mietitte jo etukäteen lapsenne vahvuuksia ja asioita, joissa hän tarvitsee tukea.',
  '',
  'Esikoulupäivä alkaa klo 9.00. Pyydämme, että lapsi on paikalla viimeistään 8.50, jotta aamupiiri voi alkaa rauhassa.',
  '',
  'Ystävällisin terveisin,',
  'Esikoulu Tähtien opettajat'
].join('\n')

/**
 * Anna and Mikko's inbox: fourteen threads about Ella (Kuusela) and Aino (Tähtitarha), read and
 * unread, bulletins, an urgent one, a sensitive one, files, a long text, threads on
 * applications (one still open, one closed) and one with their own reply. Liisa gets the
 * municipality's bulletin only. No emails: the outbox starts empty.
 */
export async function seedMessages({ db, now, people, units }: SeedContext): Promise<void> {
  const accounts = await seedAccounts(db, units)
  const [anna, mikko] = await citizenAccountIds(db, [people.anna, people.mikko])
  const ella = [people.preschoolChild]
  const aino = [people.daycareChild]
  const send = (hours: number, message: Omit<StaffMessage, 'now'>) => staffSendThread(db, null, { ...message, now: hoursAgo(now, hours) })
  const readByFamily = async (threadId: string, hours: number) => {
    for (const account of [anna!, mikko!]) await markRead(db, account, threadId, undefined, hoursAgo(now, hours))
  }
  /** A thread the family has read by then */
  const sendRead = async (hours: number, readHours: number, message: Omit<StaffMessage, 'now'>) => {
    const sent = await send(hours, message)
    await readByFamily(sent.threadId, readHours)
    return sent
  }
  const file = (ownerId: string, name: string, contentType: string, content: Buffer, hours: number) =>
    insertStaffFile(db, { ownerType: 'MESSAGE', ownerId, name, contentType, content, now: hoursAgo(now, hours) })

  const group = accounts.groups
  await sendRead(24 * 40, 24 * 39, {
    senderId: accounts.finance,
    messageType: 'MESSAGE',
    title: 'Asiakasmaksupäätös elokuusta alkaen',
    content: 'Hei,\n\nuusi asiakasmaksupäätöksenne on tehty. Päätös on luettavissa Pesässä kohdassa Päätökset.\n\nYstävällisin terveisin,\nasiakasmaksut',
    childIds: [],
    guardianIds: [people.anna]
  })

  await sendRead(24 * 30, 24 * 29, {
    senderId: accounts.serviceWorker,
    messageType: 'MESSAGE',
    title: 'Ainon varhaiskasvatushakemus',
    content: 'Hei,\n\nAinon hakemus on käsitelty ja paikka Päiväkoti Tähtitarhasta on vastaanotettu. Tervetuloa!',
    childIds: aino,
    applicationStatus: 'ACTIVE'
  })

  await sendRead(24 * 21, 24 * 20, {
    senderId: accounts.municipal,
    messageType: 'BULLETIN',
    title: 'Asiakasmaksut muuttuvat 1.3.',
    content: 'Varhaiskasvatuksen asiakasmaksujen enimmäismäärä muuttuu 1.3. alkaen. Muutos tehdään automaattisesti, eikä teidän tarvitse tehdä mitään.',
    childIds: [],
    guardianIds: [people.anna, people.mikko, people.liisa]
  })

  await sendRead(24 * 14, 24 * 13, {
    senderId: group['Esikoulu Tähdet']!,
    messageType: 'MESSAGE',
    title: 'Esiopetuksen syksyn tavoitteet',
    content: LONG_TEXT,
    childIds: ella
  })

  await sendRead(24 * 12, 24 * 12 - 3, {
    senderId: group.Pikkutähdet!,
    messageType: 'MESSAGE',
    title: 'Ulkovaatteet ja varavaatteet',
    content: 'Hei! Säät viilenevät: tuotattehan Ainolle lokeroon välikausihousut, pipon ja hanskat sekä vaihtovaatteet. Kiitos!',
    childIds: aino
  })

  const pickUp = await send(24 * 9, {
    senderId: anna!,
    messageType: 'MESSAGE',
    title: 'Ellan haku perjantaina',
    content: 'Hei, Ellan hakee perjantaina isovanhempi, Raili Virtanen, noin klo 15.',
    childIds: ella,
    recipientAccountIds: [group['Esikoulu Tähdet']!]
  })
  await staffReply(db, null, {
    threadId: pickUp.threadId,
    senderId: group['Esikoulu Tähdet']!,
    content: 'Kiitos tiedosta, kirjasimme ylös!',
    now: hoursAgo(now, 24 * 9 - 2)
  })
  await readByFamily(pickUp.threadId, 24 * 8)

  await sendRead(24 * 7, 24 * 6, {
    senderId: accounts.kuuselaDirector,
    messageType: 'BULLETIN',
    title: 'Päiväkodin joulujuhla',
    content: 'Tervetuloa Kuuselan joulujuhlaan torstaina klo 17–18.30 päiväkodin saliin! Lapset esittävät joululauluja ja tonttuleikin.',
    childIds: ella
  })

  await sendRead(24 * 6, 24 * 5, {
    senderId: accounts.kuuselaDirector,
    messageType: 'MESSAGE',
    title: 'Tiedoksi: eteisen remontti',
    content: 'Kuuselan eteistä remontoidaan ensi viikolla. Käyttäkää sisäänkäyntiä pihan puolelta.',
    childIds: ella,
    isCopy: true
  })

  const crafts = await send(24 * 5, {
    senderId: group.Pikkutähdet!,
    messageType: 'MESSAGE',
    title: 'Kuvia syksyn askartelusta',
    content: 'Hei! Tässä kuva Ainon syksyn lehtitaulusta. Taulu tulee kotiin perjantaina.',
    childIds: aino
  })
  await file(
    crafts.messageId,
    'lehtitaulu.png',
    'image/png',
    stripedPng(96, 64, [
      [222, 140, 40],
      [190, 70, 40],
      [120, 150, 60]
    ]),
    24 * 5
  )
  await readByFamily(crafts.threadId, 24 * 4)

  await send(24 * 3, {
    senderId: accounts.serviceWorker,
    messageType: 'MESSAGE',
    title: 'Lumin hakemuksen liitteet',
    content: 'Hei,\n\nLumin varhaiskasvatushakemus on käsittelyssä. Voitteko vielä kertoa, tarvitaanko vuorohoitoa?',
    childIds: [people.childWithoutPlacement],
    applicationStatus: 'SENT'
  })

  await send(30, {
    senderId: accounts.tahtitarhaDirector,
    messageType: 'MESSAGE',
    title: 'Ainon tuen tarpeen arviointi',
    content: 'Hei,\n\nehdotamme tapaamista Ainon tuen tarpeesta ja kielen kehityksen arvioinnista. Sopisiko teille ensi viikon tiistai klo 15?',
    childIds: aino,
    sensitive: true
  })

  const trip = await send(20, {
    senderId: group['Esikoulu Tähdet']!,
    messageType: 'MESSAGE',
    title: 'Retki Metsäpirtille torstaina',
    content: 'Hei!\n\nLähdemme torstaina retkelle Metsäpirtille. Retkiohje on liitteenä.\nMuistattehan repun, juomapullon ja säänmukaiset vaatteet.',
    childIds: ella
  })
  await file(
    trip.messageId,
    'retkiohje.pdf',
    'application/pdf',
    textPdf(['Retki Metsapirtille torstaina', 'Lahto klo 9.15, paluu klo 13.30', 'Mukaan: reppu, juomapullo, sadevaatteet']),
    20
  )

  await send(6, {
    senderId: group.Pikkutähdet!,
    messageType: 'MESSAGE',
    title: 'Vatsatautia ryhmässä',
    content: 'Pikkutähdissä on todettu vatsatautia. Pidättehän oireilevan lapsen kotona kaksi vuorokautta oireiden loppumisen jälkeen.',
    childIds: aino,
    urgent: true
  })

  await send(3, {
    senderId: group['Esikoulu Tähdet']!,
    messageType: 'MESSAGE',
    title: 'Valokuvaus ensi viikolla',
    content: 'Päiväkotikuvaus on ensi viikon keskiviikkona. Sisaruskuvan voi tilata ilmoittamalla siitä ryhmään.',
    childIds: ella
  })
}
