import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { Tabs } from '.'

const TABS = [
  { id: 'service-need', label: 'Palveluntarve', content: <p>Kokopäiväinen</p> },
  { id: 'documents', label: 'Asiakirjat', content: <input aria-label="Hae asiakirjoja" /> },
  { id: 'summary', label: 'Yhteenveto', content: <p>Läsnäolot</p> }
]

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Tabs', () => {
  it('selects the first tab, with the only tab stop of the list, and shows its panel', () => {
    render(<Tabs label="Lapsen tiedot" tabs={TABS} />)
    expect(screen.getByRole('tablist', { name: 'Lapsen tiedot' })).toBeTruthy()
    expect(tab('Palveluntarve').getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1])
    expect(screen.getByRole('tabpanel', { name: 'Palveluntarve' }).textContent).toBe('Kokopäiväinen')
    expect(screen.queryByText('Läsnäolot')).toBeNull()
  })

  it('moves and selects with the arrows, wrapping, and Home and End', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Lapsen tiedot" tabs={TABS} />)
    await user.tab()
    expect(document.activeElement).toBe(tab('Palveluntarve'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tab('Yhteenveto'))
    expect(tab('Yhteenveto').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Läsnäolot')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Palveluntarve'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(tab('Yhteenveto'))
    await user.keyboard('{Home}{ArrowRight}')
    expect(document.activeElement).toBe(tab('Asiakirjat'))
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1])
  })

  it('goes from the tab list into the panel with Tab', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Lapsen tiedot" tabs={TABS} selected="documents" />)
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Asiakirjat' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Hae asiakirjoja' }))
  })

  it('follows the selection its owner keeps', async () => {
    const user = userEvent.setup()
    const onSelect = jest.fn()
    function Owner() {
      const [selected, setSelected] = useState('summary')
      return (
        <Tabs
          label="Lapsen tiedot"
          tabs={TABS}
          selected={selected}
          onSelect={(id) => {
            setSelected(id)
            onSelect(id)
          }}
        />
      )
    }
    render(<Owner />)
    expect(tab('Yhteenveto').getAttribute('aria-selected')).toBe('true')
    await user.click(tab('Asiakirjat'))
    expect(onSelect).toHaveBeenLastCalledWith('documents')
    expect(tab('Asiakirjat').getAttribute('aria-selected')).toBe('true')
  })

  it('has no axe violations', async () => {
    render(<Tabs label="Lapsen tiedot" tabs={TABS} />)
    await expectNoAxeViolations()
  })
})
