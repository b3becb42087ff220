import type { getAbsenceApplicationRanges, getChildren } from '@pesa/shared/api/children'
import type { getDecisionsOfApplication } from '@pesa/shared/api/decisions'
import type { devCreateChildDocument } from '@pesa/shared/api/dev-api'
import { callApi, type AnswerOf, type ArgsOf, type ClientFunction } from '../support/api'
import { addDays } from '@pesa/shared/dates'
import { expect, type Locator, type Page } from '@playwright/test'
import { DEMO } from '../support/fixtures'
import { storyToday } from '../support/environment'

/**
 * Every form of the remotes (a component whose `useSubmit` has field rules, `validate`), each
 * driven through the same three cases by `form-errors.spec.ts`: sent empty (missing), a text
 * that does not parse (malformed), then fixed. The conventions test fails a form file that is
 * not listed here, so a new form cannot opt out of the kit's one behaviour.
 */
export interface FormCase {
  /** The component file, as the conventions test finds it */
  file: string
  /** The screen's name in the test titles */
  name: string
  login: { ssn: string; level: 'WEAK' | 'STRONG' }
  /** Opens the form, its required fields empty; answers the form's root */
  open: (page: Page) => Promise<Locator>
  /** The button that submits */
  submit: string
  /** The field that parses (the malformed case), or why the form has none */
  parsing: Parsing | NotApplicable
  /** Fills everything else the form requires (after the parsing field is valid) */
  fillRest?: (form: Locator) => Promise<void>
}

/** A field that parses what is typed: a text it refuses, the message that says so, a text it takes. */
export interface Parsing {
  /** The field's data-qa */
  field: string
  /** The field may be left empty (only the other fields are missing at first) */
  optional?: boolean
  malformed: string
  /** The Finnish message of the malformed case, not the "missing" one */
  message: string
  valid: (page: Page) => Promise<string>
}

/** A case of the three that cannot apply to a form, and why: a typed reason, checked by the spec. */
export interface NotApplicable {
  notApplicable: 'malformed'
  reason: string
}

export const isParsing = (parsing: Parsing | NotApplicable): parsing is Parsing => !('notApplicable' in parsing)

/** A form component the kit covers that the three cases do not drive yet, and why. */
export interface NotDriven {
  file: string
  reason: string
}

const finnish = (iso: string) => iso.split('-').reverse().join('.')
export const typeDate = async (field: Locator, iso: string) => {
  await field.fill(finnish(iso))
  await field.press('Tab')
}
/** A date field: 30.2.2026 is no date; `valid` answers an ISO date, typed the Finnish way. */
const date = (field: string, valid: (page: Page) => Promise<string>, optional = false): Parsing => ({
  field,
  optional,
  malformed: '30.02.2026',
  message: 'Anna päivämäärä muodossa pp.kk.vvvv',
  valid: async (page) => finnish(await valid(page))
})
const today = () => storyToday()

/** A GET of `/api<path>` typed by the route's client function `F`. */
function apiGet<F extends ClientFunction>(page: Page, path: string): Promise<AnswerOf<F>> {
  return callApi<F>(page.request, 'get', path, ...([] as unknown as ArgsOf<F>))
}
const childId = async (page: Page, firstName: string) =>
  (await apiGet<typeof getChildren>(page, '/citizen/children')).find((child) => child.firstName.startsWith(firstName))!.id

const AINO_APPLICATION = '5e5d0a1c-2b7e-4c1a-9a11-a1e0d0cae001'

export const FORMS: FormCase[] = [
  {
    file: 'mf-income/src/components/statement-editor/use-statement-editor.ts',
    name: 'income statement',
    login: { ssn: DEMO.anna.ssn, level: 'STRONG' },
    open: async (page) => {
      await page.goto('/income/new/edit')
      return page.locator('[data-qa="income-statement-form"]')
    },
    submit: 'send-statement',
    parsing: date('start-date', async () => addDays(today(), 200)),
    // The highest fee needs no end date and no income answers
    fillRest: async (form) => {
      await form.locator('[data-qa="highest-fee"]').check()
      await form.locator('[data-qa="assure"]').check()
    }
  },
  {
    file: 'mf-calendar/src/children/child-page/TerminationSection.tsx',
    name: 'placement termination',
    login: { ssn: DEMO.anna.ssn, level: 'STRONG' },
    open: async (page) => {
      await page.goto(`/children/${await childId(page, 'Ella')}`)
      const toggle = page.locator('[data-qa="section-termination-toggle"]').getByRole('button').first()
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      return page.locator('[data-qa="termination-form"]').first()
    },
    submit: 'terminate',
    parsing: date('termination-date', async () => addDays(today(), 10))
  },
  {
    file: 'mf-applications/src/decisions/DecisionAnswerPage.tsx',
    name: 'decision answer',
    login: { ssn: DEMO.anna.ssn, level: 'STRONG' },
    open: async (page) => {
      await page.goto(`/decisions/by-application/${AINO_APPLICATION}`)
      return page.locator('[data-qa="decision-DAYCARE"] [data-qa="answer-form"]')
    },
    submit: 'submit-answer',
    parsing: date('start-date', async (page) => {
      const [decision] = await apiGet<typeof getDecisionsOfApplication>(page, `/citizen/applications/${AINO_APPLICATION}/decisions`)
      return decision!.validRequestedStartDatePeriod.start
    })
  },
  {
    file: 'mf-calendar/src/children/forms/AbsenceApplicationPage.tsx',
    name: 'preschool absence application',
    login: { ssn: DEMO.anna.ssn, level: 'WEAK' },
    open: async (page) => {
      await page.goto(`/children/${await childId(page, 'Ella')}/absence-application`)
      return page.locator('[data-qa="absence-application-form"]')
    },
    submit: 'send-application',
    parsing: date(
      'absence-range-start',
      async (page) =>
        (await apiGet<typeof getAbsenceApplicationRanges>(page, `/citizen/absence-application/application-possible?childId=${await childId(page, 'Ella')}`)).at(
          -1
        )!.start
    ),
    fillRest: async (form) => {
      await typeDate(
        form.locator('[data-qa="absence-range-end"]'),
        (await form.locator('[data-qa="absence-range-start"]').inputValue()).split('.').reverse().join('-')
      )
      await form.locator('[data-qa="absence-description"]').fill('Matka')
      await form.locator('[data-qa="absence-confirm"]').check()
    }
  },
  {
    file: 'mf-calendar/src/children/forms/ServiceApplicationPage.tsx',
    name: 'service need change application',
    login: { ssn: DEMO.anna.ssn, level: 'STRONG' },
    open: async (page) => {
      await page.goto(`/children/${await childId(page, 'Aino')}/service-application`)
      return page.locator('[data-qa="service-application-form"]')
    },
    submit: 'send-application',
    // The first of next month: no explanation needed
    parsing: date('service-start-date', async () => {
      const [year, month] = today().split('-').map(Number) as [number, number]
      return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
    }),
    fillRest: async (form) => {
      await expect(form.locator('[data-qa="service-option"] option')).not.toHaveCount(0)
      await form.locator('[data-qa="service-option"]').selectOption({ index: 1 })
    }
  },
  {
    file: 'mf-calendar/src/child-documents/ChildDocumentPage.tsx',
    name: 'child document answers',
    login: { ssn: DEMO.anna.ssn, level: 'STRONG' },
    open: async (page) => {
      const { id } = await callApi<typeof devCreateChildDocument>(page.request, 'post', '/dev-api/children/documents', {
        childSsn: '030620A342Y',
        type: 'CITIZEN_BASIC',
        status: 'CITIZEN_DRAFT',
        name: 'Aloituskeskustelu'
      })
      await page.goto(`/child-documents/${id}?readOnly=false`)
      return page.locator('[data-qa="child-document"]')
    },
    submit: 'send-document',
    parsing: date('question-meeting', async () => addDays(today(), 20), true),
    fillRest: async (form) => {
      await form.locator('[data-qa="question-wishes"]').fill('Ulkoilua')
      for (const group of await form.locator('fieldset[data-qa^="question-"]').all()) await group.locator('input').first().check()
    }
  },
  {
    file: 'mf-applications/src/applications/editor/EditorPage.tsx',
    name: 'application editor',
    login: { ssn: DEMO.anna.ssn, level: 'STRONG' },
    open: async (page) => {
      await page.goto(`/applications/new/${await childId(page, 'Lumi')}`)
      await page.locator('[data-qa="application-type"] input[value="CLUB"]').check()
      await page.locator('[data-qa="create-application"]').click()
      return page.locator('[data-qa="application-editor"]')
    },
    submit: 'verify',
    parsing: date('preferred-start-date', async () => addDays(today(), 20)),
    fillRest: async (form) => {
      await expect(form.locator('[data-qa="add-unit"] option')).not.toHaveCount(1)
      await form.locator('[data-qa="add-unit"]').selectOption({ index: 1 })
    }
  },
  {
    file: 'mf-messages/src/components/MessageEditor.tsx',
    name: 'new message',
    login: { ssn: DEMO.anna.ssn, level: 'WEAK' },
    open: async (page) => {
      await page.goto('/messages?editorVisible=true')
      return page.locator('[data-qa="message-editor-form"]')
    },
    submit: 'send-message',
    parsing: { notApplicable: 'malformed', reason: 'no field parses: the children and recipients are chosen from lists, title and text are free text' },
    fillRest: async (form) => {
      await form.locator('[data-qa="editor-child-Ella"]').check()
      const recipients = form.locator('[data-qa="editor-recipients"]')
      await recipients.fill('Tähdet')
      await recipients.press('Enter')
      await recipients.press('Escape')
      await form.locator('[data-qa="editor-title"]').fill('Maanantai')
      await form.locator('[data-qa="editor-content"]').fill('Ella on maanantaina mummolassa.')
    }
  },
  {
    file: 'mf-messages/src/components/ThreadView.tsx',
    name: 'reply',
    login: { ssn: DEMO.anna.ssn, level: 'WEAK' },
    open: async (page) => {
      await page.goto('/messages')
      await page.locator('[data-qa^="thread-item-"][href]').filter({ hasText: 'Valokuvaus ensi viikolla' }).click()
      await page.locator('[data-qa="reply"]').click()
      return page.locator('[data-qa="reply-form"]')
    },
    submit: 'send-reply',
    parsing: { notApplicable: 'malformed', reason: 'no field parses: the recipients are ticked from a list, the reply is free text' },
    fillRest: async (form) => {
      await form.locator('[data-qa="reply-content"]').fill('Tilaamme sisaruskuvan.')
    }
  },
  {
    file: 'mf-personal/src/components/EmailStatus.tsx',
    name: 'email verification code',
    login: { ssn: DEMO.liisa.ssn, level: 'STRONG' },
    open: async (page) => {
      await page.goto('/personal-details')
      await page.locator('[data-qa="edit-personal-details"]').click()
      await page.locator('[data-qa="no-email"]').uncheck()
      await page.locator('[data-qa="email"]').fill('liisa.korhonen@example.fi')
      await page.locator('[data-qa="save-personal-details"]').click()
      await page.locator('[data-qa="send-verification-code"]').click()
      return page.locator('[data-qa="email-verification-form"]')
    },
    submit: 'confirm-verification-code',
    // Six digits; whether they are the right six is the server's answer to a send, not a form error
    parsing: { field: 'verification-code', malformed: '12345a', message: 'Väärä muoto', valid: async () => '123456' }
  },
  {
    file: 'mf-personal/src/components/PersonalDetailsSection.tsx',
    name: 'personal details',
    login: { ssn: DEMO.anna.ssn, level: 'STRONG' },
    open: async (page) => {
      await page.goto('/personal-details')
      await page.locator('[data-qa="edit-personal-details"]').click()
      await page.locator('[data-qa="phone"]').fill('')
      return page.locator('[data-qa="personal-details-form"]')
    },
    submit: 'save-personal-details',
    parsing: { field: 'phone', malformed: '040 12x 4567', message: 'Virheellinen puhelinnumero', valid: async () => '040 123 4567' }
  }
]

/**
 * Forms on the kit's submit path, so with its behaviour, that the three cases do not drive yet.
 * Empty: a form that cannot be driven by a case says so in its entry (`NotApplicable`).
 */
export const NOT_DRIVEN: NotDriven[] = []
