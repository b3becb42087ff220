import { Checkbox, InputField } from '@pesa/shared'
import { useApplicationsTexts } from '../../i18n'
import type { SectionProps } from './EditorSectionFrame'

/** Allergies and diet (not clubs), support, free text, the fee and the club's questions. */
export function AdditionalSection({ form, change, error, sections }: SectionProps) {
  const t = useApplicationsTexts().editor
  const club = useApplicationsTexts().club
  return (
    <>
      {sections.clubDetails ? (
        <>
          <p>{club.fee}</p>
          <p>{club.term}</p>
          <Checkbox
            label={t.wasOnClubCare}
            checked={form.clubDetails.wasOnClubCare}
            onChange={(on) => change((f) => void (f.clubDetails.wasOnClubCare = on))}
            data-qa="was-on-club-care"
          />
          <Checkbox
            label={t.wasOnDaycare}
            checked={form.clubDetails.wasOnDaycare}
            onChange={(on) => change((f) => void (f.clubDetails.wasOnDaycare = on))}
            data-qa="was-on-daycare"
          />
        </>
      ) : null}
      {sections.allergiesAndDiet ? (
        <>
          <InputField
            label={t.allergies}
            value={form.child.allergies}
            onChange={(allergies) => change((f) => void (f.child.allergies = allergies))}
            data-qa="allergies"
          />
          <InputField label={t.diet} value={form.child.diet} onChange={(diet) => change((f) => void (f.child.diet = diet))} data-qa="diet" />
        </>
      ) : null}
      <Checkbox
        label={t.assistanceNeeded}
        checked={form.child.assistanceNeeded}
        onChange={(on) => change((f) => void (f.child.assistanceNeeded = on))}
        data-qa="assistance-needed"
      />
      {form.child.assistanceNeeded ? (
        <InputField
          label={t.assistanceDescription}
          value={form.child.assistanceDescription}
          onChange={(description) => change((f) => void (f.child.assistanceDescription = description), 'child.assistanceDescription')}
          error={error('child.assistanceDescription')}
          required
          data-qa="assistance-description"
        />
      ) : null}
      {sections.maxFee ? (
        <Checkbox
          label={t.maxFeeAccepted}
          checked={form.maxFeeAccepted}
          onChange={(on) => change((f) => void (f.maxFeeAccepted = on))}
          data-qa="max-fee-accepted"
        />
      ) : null}
      <InputField label={t.otherInfo} value={form.otherInfo} onChange={(otherInfo) => change((f) => void (f.otherInfo = otherInfo))} data-qa="other-info" />
    </>
  )
}
