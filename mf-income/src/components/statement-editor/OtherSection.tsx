import { Checkbox } from '@pesa/shared'
import { useIncomeTexts } from '../../i18n'
import { Fieldset } from './Fieldset'
import type { SectionProps } from './section-props'
import { TEXT_LIMITS } from '@pesa/shared/api/limits'
import { TextArea } from '@pesa/shared/kit/text-area'

/** Other facts of an adult's statement: studying and paying alimony (not with the highest fee), and free text. */
export function OtherSection({ form, setForm }: SectionProps) {
  const f = useIncomeTexts().form
  return (
    <Fieldset legend={f.other} data-qa="other">
      {form.highestFee ? null : (
        <>
          <Checkbox label={f.student} checked={form.student} onChange={(student) => setForm((current) => ({ ...current, student }))} data-qa="student" />
          <Checkbox
            label={f.alimonyPayer}
            checked={form.alimonyPayer}
            onChange={(alimonyPayer) => setForm((current) => ({ ...current, alimonyPayer }))}
            data-qa="alimony-payer"
          />
        </>
      )}
      <TextArea
        label={f.otherInfo}
        maxLength={TEXT_LIMITS.IncomeStatementBody.otherInfo}
        value={form.otherInfo}
        onChange={(otherInfo) => setForm((current) => ({ ...current, otherInfo }))}
        data-qa="other-info"
      />
    </Fieldset>
  )
}
