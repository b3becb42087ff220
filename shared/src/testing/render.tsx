import { act, render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'

/**
 * Renders and waits until everything that suspended (lazy areas, first-time texts) has
 * settled. React 19 flushes such work only inside an awaited act().
 */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined
  await act(async () => {
    result = render(ui)
  })
  return result!
}

/** Runs a user interaction and waits for what it suspended to settle. */
export async function settled(interaction: () => Promise<unknown>): Promise<void> {
  await act(async () => {
    await interaction()
  })
}
