import { ASSISTANCE_LEVELS, codeLabels } from '@pesa/shared/labels'
import { renderPdf } from '../platform/pdf'
import { createTestApp, type TestApp } from '../test-support/app'
import { pdfPages } from '../test-support/pdf-pages'
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
})
