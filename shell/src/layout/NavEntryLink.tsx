import { LockIcon } from '@pesa/shared'
import { useShellTexts } from '../i18n'
import { AreaLink } from './AreaLink'
import styles from './Layout.module.css'
import { entryQa, type NavEntry } from './navigation'

export function Badge({ value, dataQa }: { value: number | '!'; dataQa: string }) {
  const t = useShellTexts()
  return (
    <span className={styles.badge} data-qa={dataQa}>
      <span aria-hidden="true">{value}</span>
      <span className="pesa-visually-hidden">({value === '!' ? t.nav.missingEmail : `${value} ${t.nav.unread}`})</span>
    </span>
  )
}

/** The label of an entry with its lock and badge, as both bars and the sub-menu show it. */
export function EntryLabel({ entry, qa }: { entry: NavEntry; qa: string }) {
  const t = useShellTexts()
  return (
    <>
      <span>{t.nav[entry.key]}</span>
      {entry.locked ? (
        <span data-qa={`${qa}-lock`}>
          <LockIcon />
          <span className="pesa-visually-hidden">({t.nav.requiresStrongLogin})</span>
        </span>
      ) : null}
      {entry.badge ? <Badge value={entry.badge} dataQa={`${qa}-badge`} /> : null}
    </>
  )
}

export function NavEntryLink({ entry, qaPrefix, className }: { entry: NavEntry; qaPrefix: string; className?: string }) {
  const qa = entryQa(qaPrefix, entry.key)
  return (
    <AreaLink to={entry.to} dataQa={qa} className={className}>
      <EntryLabel entry={entry} qa={qa} />
    </AreaLink>
  )
}
