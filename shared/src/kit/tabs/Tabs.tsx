import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import styles from './Tabs.module.css'

export interface TabItem {
  id: string
  label: string
  /** Rendered only while its tab is selected. */
  content: ReactNode
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. "Child's information". */
  label: string
  tabs: TabItem[]
  /** The selected tab's id; without it the component keeps the selection itself, starting at the first tab. */
  selected?: string
  onSelect?: (id: string) => void
  /** data-qa of the tab list; each tab gets `tab-<id>` and each panel `tab-panel-<id>`. */
  'data-qa'?: string
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1
}

/**
 * The ARIA tabs pattern: one tab stop for the list (roving tabindex), arrows move between the
 * tabs and wrap, Home and End go to the ends, and moving selects (automatic activation: a panel
 * shows at once). Tab from the list goes into the panel.
 */
export function Tabs({ label, tabs, selected, onSelect, 'data-qa': dataQa }: TabsProps) {
  const baseId = useId()
  const [ownSelection, setOwnSelection] = useState(tabs[0]?.id)
  const current = selected ?? ownSelection
  const select = (id: string) => {
    setOwnSelection(id)
    onSelect?.(id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next =
      tabs[
        step(
          tabs.findIndex((tab) => tab.id === current),
          tabs.length
        )
      ]!
    select(next.id)
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist} data-qa={dataQa}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab.id === current}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={onKeyDown}
            data-qa={`tab-${tab.id}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
          className={styles.panel}
          data-qa={`tab-panel-${tab.id}`}
        >
          {tab.id === current ? tab.content : null}
        </div>
      ))}
    </div>
  )
}
