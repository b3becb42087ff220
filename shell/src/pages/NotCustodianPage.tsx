import { Link } from 'react-router'
import { useShellTexts } from '../i18n'

/**
 * Where an identified adult who is no one's custodian, nor a custodian's partner at home, lands
 * without a session (api/test/reliability/DECISIONS.md, "Who may use the service"). A chunk of its own.
 */
export default function NotCustodianPage() {
  const t = useShellTexts()
  return (
    <section data-qa="not-custodian-page">
      <h1>{t.notCustodian.title}</h1>
      <p>{t.notCustodian.text}</p>
      <p>{t.notCustodian.contact}</p>
      <p>
        <Link to="/map" data-qa="not-custodian-map">
          {t.notCustodian.map}
        </Link>
      </p>
      <p>
        <Link to="/login" data-qa="not-custodian-back">
          {t.notCustodian.back}
        </Link>
      </p>
    </section>
  )
}
