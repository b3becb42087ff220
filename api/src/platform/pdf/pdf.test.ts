import { pdfPages } from '../../../test/support/pdf-pages'
import { renderPdf, type PdfContent } from './pdf'

const short: PdfContent = {
  lang: 'fi',
  title: 'Päätös varhaiskasvatuksesta',
  subtitle: ['Pesälä'],
  footer: 'Pesälä · Päätösnumero 1',
  sections: [{ rows: [['Lapsi', 'Aino Ankka']], paragraphs: ['Lyhyt kappale.'] }]
}

describe('renderPdf', () => {
  it('lays short content on one page with its footer and page number on that page', async () => {
    const pages = await pdfPages(await renderPdf(short))
    expect(pages).toHaveLength(1)
    expect(pages[0]).toContain('Aino Ankka')
    expect(pages[0]).toContain('Pesälä · Päätösnumero 1 – sivu 1/1')
  })

  it('numbers every page of long content n/N in the document language', async () => {
    const rows: [string, string][] = Array.from({ length: 90 }, (_, i) => [`Rivi ${i + 1}`, `Arvo ${i + 1}`])
    const pages = await pdfPages(await renderPdf({ ...short, lang: 'sv', sections: [{ heading: 'Lång', rows }] }))
    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((page, index) => {
      expect(page).toContain(`Pesälä · Päätösnumero 1 – sida ${index + 1}/${pages.length}`)
      // every page holds content, not only its footer
      expect(page).toMatch(/Arvo \d+/)
    })
    expect(pages.join(' ')).toContain('Arvo 90')
  })

  it('declares each table header cell a row header (/Scope /Row) in a tagged file', async () => {
    const bytes = Buffer.from(await renderPdf(short)).toString('latin1')
    const headers = bytes.match(/\/S \/TH\b/g) ?? []
    expect(headers.length).toBeGreaterThan(0)
    expect(bytes.match(/\/Scope \/Row\b/g) ?? []).toHaveLength(headers.length)
    // pdfinfo "Tagged: yes": the catalog's /MarkInfo says /Marked true
    expect(bytes).toMatch(/\/MarkInfo \d+ 0 R/)
    expect(bytes).toMatch(/\/Marked true/)
  })
})
