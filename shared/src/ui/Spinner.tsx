import styles from './Spinner.module.css'

/** A loading indicator with a text for screen readers; the label comes from the caller. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinner} role="status" data-qa="spinner">
      <span className={styles.dot} aria-hidden="true" />
      <span className="pesa-visually-hidden">{label}</span>
    </div>
  )
}
