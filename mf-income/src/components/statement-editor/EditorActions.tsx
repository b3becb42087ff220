import { Button } from '@pesa/shared'
import type { RefObject } from 'react'
import { useIncomeTexts } from '../../i18n'
import styles from '../Income.module.css'

interface Props {
  busy: boolean
  uploading: number
  /** Which submit button was pressed: true saves a draft, false sends. */
  draft: RefObject<boolean>
  onCancel: () => void
}

/** Send, save as a draft or cancel; both saves wait for running uploads. */
export function EditorActions({ busy, uploading, draft, onCancel }: Props) {
  const f = useIncomeTexts().form
  return (
    <>
      {uploading > 0 ? <p role="status">{f.uploading}</p> : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          busy={busy && !draft.current}
          disabled={uploading > 0}
          onClick={() => (draft.current = false)}
          data-qa="send-statement"
        >
          {f.send}
        </Button>
        <Button type="submit" busy={busy && draft.current} disabled={uploading > 0} onClick={() => (draft.current = true)} data-qa="save-draft">
          {f.saveDraft}
        </Button>
        <Button onClick={onCancel} data-qa="cancel-statement">
          {f.cancel}
        </Button>
      </div>
    </>
  )
}
