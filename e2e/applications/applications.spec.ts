import type { devPreschoolOffer } from '@pesa/shared/api/dev-api'
import type { getDecisionsOfApplication } from '@pesa/shared/api/decisions'
import { callApi } from '../support/api'
import { DEMO, expect, expectAccessible, test } from '../support/fixtures'
import { ShellPage } from '../shell/shell.page'
import { ApplicationsPage, daysFromToday, finnish } from './applications.page'

const LUMI = 'Lumi Aurora Virtanen'
const AINO = 'Aino Helmi Virtanen'
const ELLA = 'Ella Sofia Virtanen'
const ONNI = 'Onni Elias Korhonen'

test.describe('applications', () => {
  test('Anna sees her children’s applications and sends a daycare application for Lumi', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await applications.openList()
    const aino = applications.childCard(AINO)
    await expect(aino.locator('[data-qa="transfer"]')).toBeVisible()
    // Decided, the daycare place waits for the guardians' answer on /decisions
    await expect(aino.locator('[data-qa="status"]')).toHaveText('Odottaa vastaustasi')
    await expect(applications.childCard(ELLA).locator('[data-qa="status"]')).toHaveText('Hyväksytty')
    await expect(applications.childCard(LUMI).locator('[data-qa="status"]')).toHaveText('Hylätty')

    await applications.newApplication(LUMI, 'DAYCARE')
    await expect(applications.qa('start-date-first').first()).toBeVisible()
    await applications.qa('verify').click()
    await expect(applications.qa('error-summary')).toBeVisible()
    await expect(applications.qa('preferred-start-date')).toBeFocused()

    await applications.qa('preferred-start-date').fill(finnish(daysFromToday(30)))
    await applications.qa('preferred-start-date').press('Tab')
    await expect(applications.qa('processing-time-warning')).toBeVisible()
    await applications.qa('part-time').selectOption('PART')
    await applications.qa('start-time').fill('08:00')
    await applications.qa('end-time').fill('14:00')
    await applications.qa('end-time').press('Tab')
    await expect(page.getByText('Osapäiväinen hoito on enintään 5 tuntia päivässä ja 25 tuntia viikossa')).toBeVisible()
    await applications.qa('end-time').fill('13:00')
    await applications.qa('end-time').press('Tab')
    await applications.addUnits(3)
    await expect(applications.qa('add-unit')).toHaveCount(0)

    await applications.qa('verify').click()
    await expect(applications.qa('editor-summary')).toBeVisible()
    await expect(applications.qa('send-application')).toBeDisabled()
    await applications.qa('confirm-correct').check()
    await expect(applications.qa('send-application')).toBeDisabled()
    await applications.qa('confirm-other-guardian').check()
    await applications.qa('send-application').click()
    await expect(applications.qa('applications-notice')).toHaveText('Hakemus lähetettiin.')
    await expect(applications.childCard(LUMI).locator('[data-qa="status"]').first()).toHaveText('Lähetetty')
  })

  test('a club draft is saved, opened again and sent', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await applications.openList()
    await applications.newApplication(LUMI, 'CLUB')
    const start = finnish(daysFromToday(20))
    await applications.qa('preferred-start-date').fill(start)
    await applications.qa('preferred-start-date').press('Tab')
    await applications.addUnits(1)
    await applications.qa('save-draft').click()
    await expect(applications.qa('applications-notice')).toContainText('Luonnos tallennettiin')
    const card = applications.childCard(LUMI)
    await expect(card.locator('[data-qa="status"]').first()).toHaveText('Luonnos')

    await card.locator('[data-qa="edit-application"]').click()
    await expect(applications.qa('preferred-start-date')).toHaveValue(start)
    await page.reload()
    await expect(applications.qa('preferred-start-date')).toHaveValue(start)
    await expect(applications.qa('preferred-unit')).toHaveCount(1)
    await applications.qa('verify').click()
    await applications.qa('confirm-correct').check()
    await applications.qa('confirm-other-guardian').check()
    await applications.qa('send-application').click()
    await expect(applications.qa('applications-notice')).toHaveText('Hakemus lähetettiin.')
  })

  test('Liisa moves her sent start date only later, and keeps her input when staff take it up mid-edit', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await applications.openList()
    await applications.childCard(ONNI).locator('[data-qa="edit-application"]').click()
    await expect(applications.qa('application-editor')).toBeVisible()
    const id = applications.applicationIdOf(page.url())
    await expect(applications.qa('no-email')).toBeChecked()

    await applications.qa('preferred-start-date').fill(finnish(daysFromToday(25)))
    await applications.qa('preferred-start-date').press('Tab')
    await expect(page.getByText('Päivämäärä on liian aikaisin')).toBeVisible()
    const later = finnish(daysFromToday(40))
    await applications.qa('preferred-start-date').fill(later)
    await applications.qa('preferred-start-date').press('Tab')

    await applications.staffMoves(id, 'WAITING_PLACEMENT')
    await applications.qa('verify').click()
    await expect(applications.qa('editor-summary')).toBeVisible()
    await expect(applications.qa('confirm-other-guardian')).toHaveCount(0)
    await applications.qa('confirm-correct').check()
    await applications.qa('send-application').click()
    await expect(applications.qa('not-editable')).toBeVisible()
    await expect(applications.qa('view-start-date')).toHaveText(later)
  })

  test('Liisa cancels her sent application after confirming', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.liisa.ssn, 'STRONG')
    await applications.openList()
    const card = applications.childCard(ONNI)
    await card.locator('[data-qa="cancel-application"]').click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Peru hakemus' }).click()
    await expect(applications.qa('applications-notice')).toHaveText('Hakemus peruttiin.')
    await expect(card.locator('[data-qa="cancel-application"]')).toHaveCount(0)
    await expect(card.locator('[data-qa="status"]')).toHaveText(['Hylätty', 'Hyväksytty'])
  })

  test('the summary shows every section answered before the guardian confirms; section counts are of the fields shown', async ({ page, devApi }) => {
    // Many fields typed one by one: more than the default half minute on a shared machine
    test.setTimeout(120_000)
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await applications.openList()
    await applications.newApplication(LUMI, 'DAYCARE')
    await applications.qa('verify').click()
    // Only the start date is shown in its section: the service need fields wait for it and are neither counted nor listed
    await expect(applications.qa('section-serviceNeed').locator('[data-qa="section-error-count"]')).toHaveText('1 virhe')
    await expect(applications.qa('unplaced-error')).toHaveCount(0)

    await applications.qa('preferred-start-date').fill(finnish(daysFromToday(30)))
    await applications.qa('preferred-start-date').press('Tab')
    await applications.qa('start-time').fill('08:00')
    await applications.qa('end-time').fill('16:00')
    await applications.addUnits(1)
    await applications.qa('child-future-address').check()
    await applications.qa('child.futureAddress.movingDate').fill(finnish(daysFromToday(20)))
    await applications.qa('child.futureAddress.street').fill('Uusikatu 5')
    await applications.qa('child.futureAddress.postalCode').fill('00100')
    await applications.qa('child.futureAddress.postOffice').fill('Helsinki')
    await applications.qa('other-partner').check()
    await applications.qa('otherPartner.firstName').fill('Pertti')
    await applications.qa('otherPartner.lastName').fill('Esimerkki')
    await applications.qa('otherPartner.socialSecurityNumber').fill('131052-308T')
    await applications.qa('assistance-needed').check()
    await applications.qa('assistance-description').fill('Tarvitsee tukea liikkumisessa')
    await applications.qa('max-fee-accepted').check()
    await applications.qa('other-info').fill('Aloitus mieluiten aamupäivällä')
    await applications.qa('verify').click()

    const summary = applications.qa('editor-summary')
    await expect(summary).toBeVisible()
    await expect(summary.locator('[data-qa="view-assistance"]')).toHaveText('Kyllä: Tarvitsee tukea liikkumisessa')
    await expect(summary.locator('[data-qa="view-other-info"]')).toHaveText('Aloitus mieluiten aamupäivällä')
    await expect(summary.locator('[data-qa="view-max-fee"]')).toHaveText('Kyllä')
    await expect(summary.locator('[data-qa="view-child-future-address"]')).toHaveText(`Uusikatu 5, 00100 Helsinki (${finnish(daysFromToday(20))})`)
    await expect(summary.locator('[data-qa="view-other-partner"]')).toHaveText('Pertti Esimerkki, 131052-308T')
    await expect(summary.locator('[data-qa="view-other-children"]')).toHaveText('–')
    await expect(applications.qa('confirm-correct')).not.toBeChecked()
  })

  const refusal = {
    fi: { cancel: 'Peru hakemus', title: 'Hakemuksen poistaminen epäonnistui', status: ['Käsiteltävänä', 'Hyväksytty'] },
    sv: { cancel: 'Återkalla ansökan', title: 'Ansökan kunde inte tas bort', status: ['Under behandling', 'Godkänd'] },
    en: { cancel: 'Cancel application', title: 'The application could not be removed', status: ['Being processed', 'Accepted'] }
  } as const
  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`cancelling an application staff took up meanwhile says so, closes the confirmation and refreshes the list (${lang})`, async ({ page, devApi }) => {
      test.setTimeout(120_000)
      const texts = refusal[lang]
      const applications = new ApplicationsPage(page)
      await devApi.login(DEMO.liisa.ssn, 'STRONG')
      await applications.openList(`?lang=${lang}`)
      const card = applications.childCard(ONNI)
      const row = card.locator('li[data-qa^="application-"]').filter({ has: page.locator('[data-qa="cancel-application"]') })
      const id = (await row.getAttribute('data-qa'))!.replace('application-', '')
      await card.locator('[data-qa="cancel-application"]').click()
      await expect(page.getByRole('alertdialog')).toBeVisible()
      await applications.staffMoves(id, 'WAITING_PLACEMENT')
      await page.getByRole('alertdialog').getByRole('button', { name: texts.cancel }).click()

      const dialog = page.locator('[data-qa="remove-failed"]')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading')).toHaveText(texts.title)
      await expect(applications.qa('confirm-remove')).toHaveCount(0)
      await expect(applications.qa('error-dialog')).toHaveCount(0)
      await expect(card.locator('[data-qa="cancel-application"]')).toHaveCount(0)
      await expectAccessible(page)
      await dialog.locator('[data-qa="remove-failed-ok"]').click()
      await expect(dialog).toHaveCount(0)
      await expect(card.locator('[data-qa="status"]')).toHaveText([...texts.status])
    })
  }

  test('a duplicate is warned about and cannot be created; a placement makes a transfer', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await applications.openList()
    await applications.childCard(AINO).locator('[data-qa="new-application"]').click()
    await page.locator('[data-qa="application-type"] input[value="DAYCARE"]').check()
    await expect(applications.qa('duplicate-warning')).toBeVisible()
    await expect(applications.qa('create-application')).toBeDisabled()
    await page.locator('[data-qa="application-type"] input[value="CLUB"]').check()
    await expect(applications.qa('duplicate-warning')).toHaveCount(0)
    await expect(applications.qa('create-application')).toBeEnabled()

    await applications.openList()
    await applications.childCard(ELLA).locator('[data-qa="new-application"]').click()
    await page.locator('[data-qa="application-type"] input[value="PRESCHOOL"]').check()
    await expect(applications.qa('transfer-notice')).toBeVisible()
  })

  test('Mikko reads Anna’s sent application without her private details', async ({ page, devApi }) => {
    const applications = new ApplicationsPage(page)
    await devApi.login(DEMO.mikko.ssn, 'STRONG')
    await applications.openList()
    const aino = applications.childCard(AINO)
    await expect(aino.locator('[data-qa="edit-application"]')).toHaveCount(0)
    await aino.locator('[data-qa="open-application"]').click()
    await expect(applications.qa('application-view')).toBeVisible()
    await expect(applications.qa('view-units')).toContainText('Päiväkoti Kuusela')
    await expect(applications.qa('view-contact')).toHaveCount(0)
    const html = await page.content()
    for (const secret of ['Pähkinäallergia', '040 123 4567', 'anna.virtanen@example.fi', '030620A342Y']) expect(html).not.toContain(secret)
  })

  for (const lang of ['fi', 'sv', 'en'] as const) {
    test(`the list, the new application page, the editor, its summary and the read view are accessible in ${lang}`, async ({ page, devApi }) => {
      // Five pages and axe on each: more than the default half minute on a shared machine
      test.setTimeout(120_000)
      const applications = new ApplicationsPage(page)
      await devApi.login(DEMO.anna.ssn, 'STRONG')
      await applications.openList(`?lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expectAccessible(page)
      await applications.childCard(LUMI).locator('[data-qa="new-application"]').click()
      await page.locator('[data-qa="application-type"] input[value="DAYCARE"]').check()
      await expectAccessible(page)
      await applications.qa('create-application').click()
      await applications.qa('verify').click()
      await expect(applications.qa('error-summary')).toBeVisible()
      await expectAccessible(page)
      await applications.qa('preferred-start-date').fill(finnish(daysFromToday(30)))
      await applications.qa('preferred-start-date').press('Tab')
      await applications.qa('start-time').fill('08:00')
      await applications.qa('end-time').fill('16:00')
      await applications.addUnits(1)
      await applications.qa('verify').click()
      await expect(applications.qa('editor-summary')).toBeVisible()
      await expectAccessible(page)
      await applications.openList()
      await applications.childCard(ELLA).locator('[data-qa="open-application"]').click()
      await expect(applications.qa('application-view')).toBeVisible()
      await expectAccessible(page)
    })
  }
})

test.describe('the list leads to decisions', () => {
  test('an application with a pending decision shows pending and links to its decisions; answered, it shows accepted', async ({ page, devApi }) => {
    // Three languages with axe and two answers: more than the default half minute on a shared machine
    test.slow()
    const applications = new ApplicationsPage(page)
    const shell = new ShellPage(page)
    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const offer = await callApi<typeof devPreschoolOffer>(page.request, 'post', '/dev-api/decisions/preschool-offer', { guardianSsn: DEMO.anna.ssn })
    const row = page.locator(`[data-qa="application-${offer.applicationId}"]`)
    await applications.openList()
    for (const [lang, pending] of [
      ['fi', 'Odottaa vastaustasi'],
      ['sv', 'Väntar på ditt svar'],
      ['en', 'Waiting for your answer']
    ] as const) {
      if (lang !== 'fi') await shell.chooseLanguage(lang)
      await expect(row.locator('[data-qa="status"]')).toHaveText(pending)
      await expect(row.locator('[data-qa="decisions-link"]')).toBeVisible()
      await expectAccessible(page)
    }
    await shell.chooseLanguage('fi')

    // The preschool place accepted, the connected daycare still waits: still pending, still linked
    await row.locator('[data-qa="decisions-link"]').click()
    await expect(page).toHaveURL(new RegExp(`/decisions/by-application/${offer.applicationId}$`))
    const preschool = page.locator('[data-qa="decision-PRESCHOOL"]')
    await preschool.locator('[data-qa="submit-answer"]').click()
    await expect(preschool.locator('[data-qa="decision-status"]')).toHaveText('Hyväksytty')
    await applications.openList()
    await expect(row.locator('[data-qa="status"]')).toHaveText('Odottaa vastaustasi')
    await row.locator('[data-qa="decisions-link"]').click()

    const decisions = await callApi<typeof getDecisionsOfApplication>(page.request, 'get', `/citizen/applications/${offer.applicationId}/decisions`)
    const daycare = page.locator('[data-qa="decision-PRESCHOOL_DAYCARE"]')
    await daycare.locator('[data-qa="start-date"]').fill(finnish(decisions.find((decision) => decision.type === 'PRESCHOOL_DAYCARE')!.startDate))
    await daycare.locator('[data-qa="start-date"]').press('Tab')
    await daycare.locator('[data-qa="submit-answer"]').click()
    await expect(daycare.locator('[data-qa="decision-status"]')).toHaveText('Hyväksytty')
    await applications.openList()
    await expect(row.locator('[data-qa="status"]')).toHaveText('Hyväksytty')
    await expect(row.locator('[data-qa="decisions-link"]')).toHaveCount(0)
  })
})
