import { Alert, Button, RadioGroup } from '@pesa/shared'
import type { PlacementGroup, TransferApplicationSummary } from '@pesa/shared/api/types'
import { Loaded, SubmitForm, useSubmit } from '@pesa/shared/forms'
import { ConfirmDialog } from '@pesa/shared/kit/confirm-dialog'
import { DateInput } from '@pesa/shared/kit/date-input'
import { labelOrCode } from '@pesa/shared/labels'
import { formatFinnishDate, hasDaycarePart, transfersCancelledBy, validatePlacementTerminationRequest, type ValidationCode } from '@pesa/shared/validators'
import { useState } from 'react'
import { useChildrenTexts } from '../i18n'
import { today } from '@pesa/shared/dates'
import { terminatePlacement, usePlacements } from '../queries'
import { terminationDateRange } from '../rules'
import styles from '../Children.module.css'

/** The child's placement groups, each terminatable or "contact the unit", and the terminated info (spec part 2 §3–§5). */
export function TerminationSection({ childId }: { childId: string }) {
  const t = useChildrenTexts().children.termination
  const result = usePlacements(childId)
  return (
    <Loaded result={result}>
      {({ placements, transferApplications = [] }) =>
        placements.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul className={styles.list}>
            {placements.map((group) => (
              <GroupItem key={`${group.type}-${group.unitId}-${group.startDate}`} childId={childId} group={group} transferApplications={transferApplications} />
            ))}
          </ul>
        )
      }
    </Loaded>
  )
}

interface GroupProps {
  childId: string
  group: PlacementGroup
  /** The child's open transfer applications: the confirmation names those the date cancels */
  transferApplications: readonly TransferApplicationSummary[]
}

function GroupItem({ childId, group, transferApplications }: GroupProps) {
  const t = useChildrenTexts().children.termination
  const kind = labelOrCode(t.kinds, group.type)
  return (
    <li className={styles.item} data-qa={`placement-group-${group.type}`}>
      <h3>
        {kind}, {group.unitName}
      </h3>
      <ul className={styles.list} data-qa="group-placements">
        {group.placements.map((placement) => (
          <li key={placement.id} data-qa="group-placement">
            {hasDaycarePart(placement.type) ? t.withDaycare : kind}: {t.period(formatFinnishDate(placement.startDate), formatFinnishDate(placement.endDate))}
          </li>
        ))}
      </ul>
      {group.terminationRequestedDate ? (
        <Alert kind="info" data-qa="termination-info">
          <p>{t.terminated(formatFinnishDate(group.terminationRequestedDate), group.terminatedBy)}</p>
        </Alert>
      ) : null}
      {group.terminatable ? (
        <TerminationForm childId={childId} group={group} kind={kind} transferApplications={transferApplications} />
      ) : (
        <p data-qa="termination-contact-unit">{t.contactUnit}</p>
      )}
    </li>
  )
}

type Scope = 'WHOLE' | 'DAYCARE_ONLY'

function TerminationForm({ childId, group, kind, transferApplications }: GroupProps & { kind: string }) {
  const t = useChildrenTexts().children.termination
  const [scope, setScope] = useState<Scope>('WHOLE')
  const [date, setDate] = useState<string>()
  const [dateProblem, setDateProblem] = useState<ValidationCode>()
  const [confirming, setConfirming] = useState(false)
  const daycareOnly = scope === 'DAYCARE_ONLY'
  const range = terminationDateRange(group, daycareOnly, today())
  const validate = () => validatePlacementTerminationRequest({ terminationDate: date ?? '' }, range.min, range.max)

  // The form checks the date first and asks; the confirmed answer sends (no undo, spec part 2 §4).
  // A date that does not parse is malformed, not missing (the kit shows its own code).
  const problems = { terminationDate: dateProblem }
  const ask = useSubmit<void, never, 'terminationDate'>({ validate, problems, action: async () => setConfirming(true) })
  const send = useSubmit<void, never, 'terminationDate'>({
    validate,
    problems,
    action: () => terminatePlacement(childId, { type: group.type, unitId: group.unitId, terminateDaycareOnly: daycareOnly, terminationDate: date! }),
    onSuccess: () => setDate(undefined)
  })
  const dateError = send.fieldErrors.terminationDate ?? ask.fieldErrors.terminationDate
  const cancelled = date ? transfersCancelledBy(transferApplications, date) : []

  return (
    <SubmitForm submission={ask} data-qa="termination-form">
      {group.daycareOnlyTerminatable ? (
        <RadioGroup<Scope>
          legend={t.scope}
          options={[
            { value: 'WHOLE', label: t.whole },
            { value: 'DAYCARE_ONLY', label: t.daycareOnly }
          ]}
          value={scope}
          onChange={setScope}
          data-qa="termination-scope"
        />
      ) : null}
      <DateInput
        label={t.date}
        hint={t.dateHint(formatFinnishDate(range.min), formatFinnishDate(range.max))}
        value={date}
        min={range.min}
        max={range.max}
        error={dateError}
        onChange={(value, problem) => {
          setDate(value)
          setDateProblem(problem)
        }}
        required
        data-qa="termination-date"
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" data-qa="terminate">
          {t.terminate}
        </Button>
      </div>
      {confirming && date ? (
        <ConfirmDialog
          title={t.confirmTitle}
          confirmLabel={t.confirmButton}
          onConfirm={async () => {
            await send.submit()
            // A refused date is shown at the field, a failure in the generic dialog: either way this question is over.
            setConfirming(false)
          }}
          onCancel={() => setConfirming(false)}
          data-qa="termination-confirm"
        >
          <p>{t.confirmText(daycareOnly ? t.daycareOnlyShort : kind, group.unitName, formatFinnishDate(date))}</p>
          {cancelled.length > 0 ? (
            <>
              <p>{t.cancelsTransfers}</p>
              <ul data-qa="termination-cancelled-transfers">
                {cancelled.map((application) => (
                  <li key={application.id} data-qa="cancelled-transfer">
                    {t.transferApplication(labelOrCode(t.kinds, application.type), formatFinnishDate(application.startDate))}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </ConfirmDialog>
      ) : null}
      {send.dialog}
    </SubmitForm>
  )
}
