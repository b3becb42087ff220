import { ASSISTANCE_LEVELS, codeLabels } from '@pesa/shared/labels'
import { renderPdf } from '../platform/pdf'
import { createTestApp, type TestApp } from '../../test/support/app'
import { pdfPages } from '../../test/support/pdf-pages'
import { documentContent, type DocumentKind } from './documents'

/** Every seeded decision of every kind rendered as a guardian gets it, read back page by page. */
describe('decision PDFs', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  }, 120_000)
  afterAll(() => t.close())

  const TABLES: Record<DocumentKind, string> = {
    DECISION: 'decision',
    FINANCE_DECISION: 'finance_decision',
    ASSISTANCE_NEED_DECISION: 'assistance_need_decision',
    ASSISTANCE_NEED_PRESCHOOL_DECISION: 'assistance_need_preschool_decision'
  }
  const render = async (kind: DocumentKind, id: string) => {
    const content = (await documentContent(t.platform.db, t.platform.municipality, kind, id))!
    return { content, pages: await pdfPages(await renderPdf(content)) }
  }
  const idsOf = async (kind: DocumentKind) =>
    (await t.platform.db.query<{ id: string }>(`select id from ${TABLES[kind]} ${kind === 'DECISION' ? 'where sent_date is not null' : ''} order by id`)).map(
      (row) => row.id
    )

  it.each(['fi', 'sv'] as const)(
    'prints every code as its %s name: no page holds a raw code such as ENHANCED_ASSISTANCE',
    async (lang) => {
      // Every kind in the language under test: the unit's, the head of family's and the decision's own
      await t.platform.db.query(`update unit set language = $1`, [lang])
      await t.platform.db.query(`update person set language = $1`, [lang])
      await t.platform.db.query(`update assistance_need_decision set language = $1`, [lang.toUpperCase()])
      await t.platform.db.query(`update assistance_need_preschool_decision set language = $1`, [lang.toUpperCase()])
      await t.platform.db.query(`update assistance_need_decision set assistance_levels = $1`, [[...ASSISTANCE_LEVELS]])
      const labels = codeLabels[lang]
      for (const kind of Object.keys(TABLES) as DocumentKind[]) {
        const ids = await idsOf(kind)
        expect(ids.length).toBeGreaterThan(0)
        for (const id of ids) {
          const { content, pages } = await render(kind, id)
          expect(content.lang).toBe(lang)
          for (const page of pages) expect(page).not.toMatch(/\b[A-Z]+(_[A-Z]+)+\b/)
          if (kind === 'ASSISTANCE_NEED_DECISION') for (const level of ASSISTANCE_LEVELS) expect(pages.join(' ')).toContain(labels.assistanceLevel[level])
        }
      }
    },
    120_000
  )

  it('a short decision is one page with its footer and page number on it', async () => {
    for (const kind of Object.keys(TABLES) as DocumentKind[]) {
      const [id] = await idsOf(kind)
      const { content, pages } = await render(kind, id!)
      expect(pages).toHaveLength(1)
      expect(pages[0]!.startsWith(content.title)).toBe(true)
      expect(pages[0]).toMatch(/ – (sivu|sida) 1\/1$/)
    }
  }, 60_000)
  /*
   * The period of the request for a review (oikaisuvaatimus) each act sets (api/src/decisions/DECISIONS.md,
   * "Appeal periods"): 14 days for decisions under the Basic Education Act (perusopetuslaki 86 §:
   * the preschool and preparatory place, support in preschool), 30 days for everything else
   * (varhaiskasvatuslaki 62 § and hallintolaki 49 c §).
   */
  it.each([
    ['DECISION', 'DAYCARE', 30],
    ['DECISION', 'DAYCARE_PART_TIME', 30],
    ['DECISION', 'PRESCHOOL', 14],
    ['DECISION', 'PREPARATORY_EDUCATION', 14],
    ['DECISION', 'PRESCHOOL_DAYCARE', 30],
    ['DECISION', 'PRESCHOOL_CLUB', 30],
    ['DECISION', 'CLUB', 30],
    ['FINANCE_DECISION', 'FEE_DECISION', 30],
    ['FINANCE_DECISION', 'VOUCHER_VALUE_DECISION', 30],
    ['ASSISTANCE_NEED_DECISION', null, 30],
    ['ASSISTANCE_NEED_PRESCHOOL_DECISION', null, 14]
  ] as const)(
    'a %s of type %s prints the appeal period of its act: %i days, in fi and sv',
    async (kind, type, days) => {
      // A placement decision alone on its application, so its type can change (one per application and type)
      const [id] =
        kind === 'DECISION'
          ? (
              await t.platform.db.query<{ id: string }>(
                'select id from decision d where sent_date is not null and not exists (select 1 from decision o where o.application_id = d.application_id and o.id <> d.id) order by id'
              )
            ).map((row) => row.id)
          : await idsOf(kind)
      if (type) await t.platform.db.query(`update ${TABLES[kind]} set type = $2 where id = $1`, [id, type])
      for (const lang of ['fi', 'sv'] as const) {
        await t.platform.db.query(`update unit set language = $1`, [lang])
        await t.platform.db.query(`update person set language = $1`, [lang])
        if (kind.startsWith('ASSISTANCE')) await t.platform.db.query(`update ${TABLES[kind]} set language = $1 where id = $2`, [lang.toUpperCase(), id])
        const { pages } = await render(kind, id!)
        const last = pages[pages.length - 1]!
        expect(last).toContain(lang === 'fi' ? `oikaisuvaatimuksen ${days} päivän kuluessa` : `omprövning skriftligen inom ${days} dagar`)
        expect(last).toContain(
          lang === 'fi'
            ? days === 14
              ? 'perusopetuslaki 86 §'
              : 'hallintolaki 49 c §'
            : days === 14
              ? 'lagen om grundläggande utbildning 86 §'
              : 'förvaltningslagen 49 c §'
        )
      }
    },
    60_000
  )
})
