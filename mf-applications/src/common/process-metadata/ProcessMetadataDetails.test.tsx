import type { ProcessMetadataResponse } from '@pesa/shared/api/types'
import { renderSettled } from '@pesa/shared/testing'
import { screen, within } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { ProcessMetadataDetails } from './ProcessMetadataDetails'

const CASE: ProcessMetadataResponse = {
  data: {
    caseIdentifier: '7/12.06.01/2026',
    processDefinitionNumber: '12.06.01',
    organization: 'Pesälän kaupunki',
    archiveDurationMonths: 120,
    history: [
      { state: 'INITIAL', enteredAt: '2026-03-01T08:00:00.000Z' },
      { state: 'PREPARATION', enteredAt: '2026-03-10T22:30:00.000Z' }
    ],
    document: {
      kind: 'APPLICATION',
      createdAt: '2026-03-01T08:00:00.000Z',
      confidential: true,
      confidentialityDurationYears: 100,
      confidentialityBasis: 'Varhaiskasvatuslaki 40 §',
      receivedBy: 'ELECTRONIC',
      deliveryMethod: null
    }
  }
}

const renderWith = (response: ProcessMetadataResponse) =>
  renderSettled(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProcessMetadataDetails swrKey="metadata" load={async () => response} />
    </SWRConfig>
  )

describe('ProcessMetadataDetails', () => {
  it('shows the case, its stages on Helsinki days and the document’s secrecy', async () => {
    await renderWith(CASE)
    const section = await screen.findByRole('region', { name: 'Käsittelytiedot' })
    expect(within(section).getByText('7/12.06.01/2026')).toBeTruthy()
    expect(within(section).getByText('10 vuotta')).toBeTruthy()
    // 22:30 UTC on 10 March is already 11 March in Helsinki.
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Vireillä 01.03.2026', 'Valmistelussa 11.03.2026'])
    expect(within(section).getByText('Salassa pidettävä 100 vuotta (Varhaiskasvatuslaki 40 §)')).toBeTruthy()
    expect(within(section).getByText('Sähköisesti')).toBeTruthy()
    expect(within(section).queryByText('Toimitustapa')).toBeNull()
  })

  it('says so when the case has not opened yet', async () => {
    await renderWith({ data: null })
    expect(await screen.findByText('Asialle ei ole vielä kirjattu käsittelytietoja.')).toBeTruthy()
  })
})
