import { render } from '@testing-library/react'
import { expectNoAxeViolations } from './axe'

describe('expectNoAxeViolations', () => {
  it('names each violation and the element behind it', async () => {
    render(
      <>
        <button type="button" data-qa="nameless">
          <svg aria-hidden="true" />
        </button>
        <input data-qa="unlabelled" />
      </>
    )
    const failure = expectNoAxeViolations()
    await expect(failure).rejects.toThrow(/button-name[\s\S]*data-qa="nameless"/)
    await expect(failure).rejects.toThrow(/label: [\s\S]*data-qa="unlabelled"/)
  })

  it('passes a labelled fragment without a page around it', async () => {
    render(
      <label>
        Nimi <input />
      </label>
    )
    await expect(expectNoAxeViolations()).resolves.toBeUndefined()
  })
})
