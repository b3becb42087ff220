import type { ApplicationType } from '@pesa/shared/api/types'
import type { ShownCodes } from '@pesa/shared/forms'
import type { ChildDocumentStatus } from '@pesa/shared/labels'

/** Texts of the child pages and their forms. This file is the schema: sv and en must have every key. */
const fi = {
  childForms: {
    back: 'Takaisin lapsen sivulle',
    cancel: 'Peruuta',
    send: 'Lähetä hakemus',
    absence: {
      title: 'Esiopetuksen pitkä poissaolo',
      intro: 'Yli viikon poissaolo esiopetuksesta haetaan tällä hakemuksella. Henkilökunta käsittelee hakemuksen.',
      range: 'Poissaolon ajankohta',
      start: 'Alkaa',
      end: 'Päättyy',
      ranges: (list: string) => `Lapsella on esiopetusta: ${list}. Alun tai lopun on osuttava esiopetuspäiviin.`,
      noRanges: 'Lapsella ei ole esiopetusta tänään tai myöhemmin, joten hakemusta ei voi tehdä.',
      invalidDateRange: 'Lapsella ei ole esiopetusta valitulla ajanjaksolla.',
      description: 'Poissaolon syy',
      confirm: 'Vahvistan, että lapsi on poissa esiopetuksesta hakemuksen ajan ja että tiedot ovat oikein.',
      sent: 'Poissaolohakemus lähetetty.'
    },
    service: {
      title: 'Palveluntarpeen muutos',
      intro: 'Hae lapsen palveluntarpeen muutosta. Henkilökunta käsittelee hakemuksen.',
      startDate: 'Muutos alkaa',
      startHint: 'Palveluntarpeen muutos alkaa yleensä kuukauden ensimmäisestä päivästä.',
      explainDate: 'Muutos alkaa muuna kuin kuukauden ensimmäisenä päivänä: perustele alkamispäivä lisätiedoissa.',
      option: 'Uusi palveluntarve',
      chooseDateFirst: 'Valitse ensin alkamispäivä, niin näet sinä päivänä valittavat palveluntarpeet.',
      loadingOptions: 'Haetaan palveluntarpeita…',
      noPlacement: 'Lapsella ei ole valittuna päivänä sijoitusta, jolle palveluntarvetta voisi hakea.',
      additionalInfo: 'Lisätiedot',
      sent: 'Palveluntarpeen muutoshakemus lähetetty.'
    },
    errors: {
      ABSENCE_APPLICATION_RANGE_INVALID: 'Lapsella ei ole esiopetusta valitulla ajanjaksolla.',
      ABSENCE_APPLICATION_OVERLAPS: 'Lapsella on jo hakemus osalle näistä päivistä. Tarkista päivät.',
      SERVICE_APPLICATION_NO_PLACEMENT: 'Lapsella ei ole valittuna päivänä sijoitusta, jolle palveluntarvetta voisi hakea.',
      SERVICE_NEED_OPTION_INVALID: 'Valittu palveluntarve ei ole valittavissa tuona päivänä. Valitse toinen.',
      SERVICE_APPLICATION_ALREADY_OPEN: 'Lapsella on jo käsittelemätön palveluntarpeen muutoshakemus.',
      SERVICE_APPLICATIONS_DISABLED: 'Lapsen yksikössä ei voi hakea palveluntarpeen muutosta tässä palvelussa. Ota yhteyttä yksikköön.'
    } satisfies Record<ChildFormsErrorCode, string>
  },
  children: {
    title: 'Lapset',
    noChildren: 'Sinulla ei ole lapsia, joiden tietoja voisit katsoa tässä palvelussa.',
    unreadCount: (n: number) => `${n} lukematonta`,
    unit: 'Yksikkö',
    group: 'Ryhmä',
    noPlacement: 'Ei voimassa olevaa sijoitusta',
    childNotFound: 'Lasta ei löytynyt',
    backToChildren: 'Takaisin lapsiin',
    locked: 'Vaatii vahvan tunnistautumisen',
    strongLogin: 'Tunnistaudu vahvasti nähdäksesi tiedot',
    unread: 'Lukematon',
    cancel: 'Peruuta',
    serviceNeed: {
      title: 'Palveluntarve ja päivittäinen varhaiskasvatusaika',
      needs: 'Palveluntarve',
      none: 'Lapsella ei ole palveluntarvetta.',
      period: 'Ajanjakso',
      option: 'Palveluntarve',
      unit: 'Yksikkö',
      contractDays: 'Sopimuspäivät',
      contractDaysValue: (n: number) => `${n} päivää kuukaudessa`,
      dailyTimes: 'Päivittäinen varhaiskasvatusaika',
      noDailyTimes: 'Päivittäistä varhaiskasvatusaikaa ei ole ilmoitettu.',
      validFrom: (start: string, end: string | null) => (end ? `Voimassa ${start}–${end}` : `Voimassa ${start} alkaen`),
      types: {
        REGULAR: 'Säännöllinen joka arkipäivä',
        IRREGULAR: 'Epäsäännöllinen, vaihtelee viikonpäivittäin',
        VARIABLE_TIME: 'Vaihteleva, ilmoitetaan varauksina'
      },
      weekdays: {
        monday: 'Maanantai',
        tuesday: 'Tiistai',
        wednesday: 'Keskiviikko',
        thursday: 'Torstai',
        friday: 'Perjantai',
        saturday: 'Lauantai',
        sunday: 'Sunnuntai'
      },
      noTime: 'Ei hoitoa'
    },
    attendance: {
      title: 'Läsnäolot',
      none: 'Läsnäoloja ei ole vielä kirjattu.',
      month: 'Kuukausi',
      days: 'Läsnäolopäivät',
      contract: 'Sopimuspäivät',
      overContract: 'Läsnäolopäiviä on enemmän kuin sopimuspäiviä.'
    },
    pedagogical: {
      title: 'Pedagoginen dokumentointi',
      titleWithCount: (n: number) => `Pedagoginen dokumentointi (${n} lukematonta)`,
      none: 'Lapsella ei ole pedagogisia dokumentteja.',
      date: 'Päivämäärä',
      description: 'Kuvaus',
      files: 'Liitteet',
      showMore: 'Näytä lisää',
      showLess: 'Näytä vähemmän',
      pageOf: (page: number, pages: number) => `Sivu ${page} / ${pages}`,
      pages: 'Pedagogisten dokumenttien sivut'
    },
    documents: {
      title: 'Lapsen asiakirjat',
      titleWithCount: (n: number) => `Lapsen asiakirjat (${n} lukematonta)`,
      none: 'Lapsella ei ole julkaistuja asiakirjoja.',
      groups: {
        plans: 'Varhaiskasvatus- ja esiopetussuunnitelmat',
        hojks: 'HOJKS',
        others: 'Muut asiakirjat'
      },
      published: 'Julkaistu',
      status: 'Tila',
      statuses: {
        DRAFT: 'Luonnos',
        PREPARED: 'Laadittu',
        CITIZEN_DRAFT: 'Odottaa vastaustasi',
        DECISION_PROPOSAL: 'Päätösesitys',
        COMPLETED: 'Valmis',
        ACCEPTED: 'Hyväksytty',
        REJECTED: 'Hylätty',
        ANNULLED: 'Mitätöity'
      } satisfies Record<ChildDocumentStatus, string>,
      answered: (date: string, by: string) => `Vastattu ${date} (${by})`,
      unanswered: 'Ei vastattu',
      decisionNumber: 'Päätösnumero',
      validity: 'Voimassa',
      confidential: 'Salassa pidettävä'
    },
    absenceApplications: {
      title: 'Pitkät poissaolot esiopetuksesta',
      none: 'Ei hakemuksia.',
      new: 'Uusi poissaolohakemus',
      period: 'Ajanjakso',
      reason: 'Syy',
      sent: 'Lähetetty',
      status: 'Tila',
      statuses: { WAITING_DECISION: 'Odottaa päätöstä', ACCEPTED: 'Hyväksytty', REJECTED: 'Hylätty' },
      rejectedReason: 'Hylkäyksen syy',
      cancel: 'Peru hakemus',
      confirmCancel: 'Perutaanko poissaolohakemus?',
      confirmCancelButton: 'Peru hakemus'
    },
    serviceApplications: {
      title: 'Palveluntarpeen muutoshakemukset',
      none: 'Ei hakemuksia.',
      new: 'Hae palveluntarpeen muutosta',
      openExists: 'Uutta hakemusta ei voi tehdä, ennen kuin edellinen on käsitelty.',
      startDate: 'Alkaa',
      option: 'Haettu palveluntarve',
      additionalInfo: 'Lisätiedot',
      sent: 'Lähetetty',
      status: 'Tila',
      undecided: 'Odottaa päätöstä',
      statuses: { ACCEPTED: 'Hyväksytty', REJECTED: 'Hylätty' },
      decided: (name: string, date: string) => `Päättänyt ${name} ${date}`,
      rejectedReason: 'Hylkäyksen syy',
      cancel: 'Peru hakemus',
      confirmCancel: 'Perutaanko palveluntarpeen muutoshakemus?',
      confirmCancelButton: 'Peru hakemus'
    },
    termination: {
      title: 'Paikan irtisanominen',
      none: 'Lapsella ei ole irtisanottavia paikkoja.',
      /** A placement group's kind (DAYCARE, PRESCHOOL or CLUB) is an application type */
      kinds: { DAYCARE: 'Varhaiskasvatus', PRESCHOOL: 'Esiopetus', CLUB: 'Kerho' } satisfies Record<ApplicationType, string>,
      period: (start: string, end: string) => `${start}–${end}`,
      scope: 'Mitä irtisanotaan',
      whole: 'Koko paikka',
      withDaycare: 'Esiopetus ja liittyvä varhaiskasvatus',
      daycareOnlyShort: 'Maksullinen varhaiskasvatus',
      daycareOnly: 'Vain maksullinen varhaiskasvatus (esiopetus jatkuu)',
      date: 'Viimeinen läsnäolopäivä',
      dateHint: (min: string, max: string) => `Aikaisintaan ${min}, viimeistään ${max} (pp.kk.vvvv)`,
      terminate: 'Irtisano paikka',
      confirmTitle: 'Irtisanotaanko paikka?',
      confirmText: (kind: string, unit: string, date: string) =>
        `${kind} yksikössä ${unit} päättyy. Viimeinen läsnäolopäivä on ${date}. Irtisanomista ei voi perua.`,
      confirmButton: 'Irtisano',
      cancelsTransfers: 'Irtisanominen peruu myös nämä siirtohakemukset, jotka alkavat viimeisen läsnäolopäivän jälkeen:',
      transferApplication: (kind: string, start: string) => `Siirtohakemus: ${kind}, toivottu aloituspäivä ${start}`,
      terminated: (requested: string, by: string | null) => `Paikka on irtisanottu ${requested}${by ? ` (${by})` : ''}. Päättymispäivät näkyvät yllä.`,
      contactUnit: 'Tämän paikan irtisanomiseksi ota yhteyttä yksikköön.'
    }
  }
}

export default fi
export type ChildrenTexts = typeof fi

/** The server's error codes the child forms explain with their own text. */
export type ChildFormsErrorCode = ShownCodes<
  | 'ABSENCE_APPLICATION_RANGE_INVALID'
  | 'ABSENCE_APPLICATION_OVERLAPS'
  | 'SERVICE_APPLICATION_NO_PLACEMENT'
  | 'SERVICE_NEED_OPTION_INVALID'
  | 'SERVICE_APPLICATION_ALREADY_OPEN'
  | 'SERVICE_APPLICATIONS_DISABLED'
>
