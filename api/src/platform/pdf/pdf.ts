import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type PDFDocumentClass from 'pdfkit'
import { apiFolder } from '../paths'

/*
 * Documents as PDFs (api/src/decisions/DECISIONS.md, "PDFs"): pdfkit with an embedded subset of one
 * open-licence font (DejaVu Sans, api/assets/fonts), tagged (PDF/UA) with the document's language
 * so screen readers read headings, label–value rows and paragraphs in order. Areas describe a
 * document as content; this module lays it out. Rendering is a job's work (`renderPdf` is pure:
 * the same content gives the same layout), the bytes are stored as an attachment.
 */

export type PdfLanguage = 'fi' | 'sv'

export interface PdfSection {
  heading?: string
  /** Label and value pairs, laid out as a two-column table */
  rows?: [string, string][]
  paragraphs?: string[]
}

export interface PdfContent {
  lang: PdfLanguage
  /** The document's title: the first heading and the metadata title */
  title: string
  /** Lines under the title (the municipality, the decision number) */
  subtitle?: string[]
  sections: PdfSection[]
  /** The last line of every page, followed by the page's number "sivu n/N" */
  footer?: string
}

/** The page number's word in the document's language */
const PAGE: Record<PdfLanguage, string> = { fi: 'sivu', sv: 'sida' }

/** Where the fonts are: beside the bundle (api/dist → api/assets) or the sources (api/src/platform/pdf → api/assets). */
/** From the sources and from any bundle under api/ (the multi-instance tests bundle into a folder of their own). */
function fontPath(file: string): string {
  const found = path.join(apiFolder('assets'), 'fonts', file)
  if (!existsSync(found)) throw new Error(`The PDF font ${file} is missing (looked in ${found})`)
  return found
}

/*
 * pdfkit and fontkit loaded at the first render, and the fonts parsed once per process: parsing
 * DejaVu's tables is most of a render's time, and pdfkit takes a parsed font (each document still
 * embeds only the subset it uses). Loading the two libraries took about 0.12 s of CPU, which every
 * API test file that builds the app paid at its start though few of them render a PDF.
 */
interface Pdfkit {
  PDFDocument: typeof PDFDocumentClass
  regular: PDFKit.Mixins.PDFFontSource
  bold: PDFKit.Mixins.PDFFontSource
}
let pdfkit: Promise<Pdfkit> | undefined
const loadPdfkit = () =>
  (pdfkit ??= Promise.all([import('pdfkit'), import('fontkit')])
    .then(([{ default: PDFDocument }, fontkit]) => ({
      PDFDocument,
      regular: fontkit.create(readFileSync(fontPath('DejaVuSans.ttf'))) as unknown as PDFKit.Mixins.PDFFontSource,
      bold: fontkit.create(readFileSync(fontPath('DejaVuSans-Bold.ttf'))) as unknown as PDFKit.Mixins.PDFFontSource
    }))
    .catch((error: unknown) => {
      // A font put back after a failed render is found by the next one.
      pdfkit = undefined
      throw error
    }))

const MARGIN = 56
const LABEL_WIDTH = 170

/** Lays the content out on A4 pages and answers the PDF's bytes. */
export async function renderPdf(content: PdfContent): Promise<Buffer> {
  const { PDFDocument, regular, bold } = await loadPdfkit()
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: regular as unknown as string,
    pdfVersion: '1.7',
    // PDF/UA (ISO 14289): tagged structure, language and title shown; the typings lag the library
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    lang: content.lang,
    displayTitle: true,
    bufferPages: true,
    info: { Title: content.title, Creator: 'Pesä', Producer: 'Pesä' }
  })
  doc.registerFont('Regular', regular)
  doc.registerFont('Bold', bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const width = doc.page.width - 2 * MARGIN
  const root = doc.struct('Document')
  doc.addStructure(root)

  root.add(doc.struct('H1', {}, () => doc.font('Bold').fontSize(18).text(content.title, { width })))
  for (const line of content.subtitle ?? []) root.add(doc.struct('P', {}, () => doc.font('Regular').fontSize(10).text(line, { width })))
  doc.moveDown()

  for (const section of content.sections) {
    const sect = doc.struct('Sect')
    root.add(sect)
    if (section.heading) {
      const heading = section.heading
      if (doc.y > doc.page.height - MARGIN - 80) doc.addPage()
      sect.add(doc.struct('H2', {}, () => doc.font('Bold').fontSize(13).text(heading, { width })))
      doc.moveDown(0.3)
    }
    if (section.rows && section.rows.length > 0) {
      const table = doc.struct('Table')
      sect.add(table)
      for (const [label, value] of section.rows) {
        doc.font('Regular').fontSize(10)
        const height = Math.max(doc.heightOfString(label, { width: LABEL_WIDTH - 8 }), doc.heightOfString(value || '–', { width: width - LABEL_WIDTH }))
        if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage()
        const y = doc.y
        const row = doc.struct('TR')
        table.add(row)
        row.add(
          // A row header (PDF/UA: every TH says what it heads)
          doc.struct('TH', { scope: 'Row' }, () =>
            doc
              .font('Bold')
              .fontSize(10)
              .text(label, MARGIN, y, { width: LABEL_WIDTH - 8 })
          )
        )
        row.add(
          doc.struct('TD', {}, () =>
            doc
              .font('Regular')
              .fontSize(10)
              .text(value || '–', MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH })
          )
        )
        row.end()
        doc.x = MARGIN
        doc.y = y + height + 4
      }
      table.end()
    }
    for (const paragraph of section.paragraphs ?? []) {
      sect.add(doc.struct('P', {}, () => doc.font('Regular').fontSize(10).text(paragraph, MARGIN, doc.y, { width, paragraphGap: 4 })))
    }
    sect.end()
    doc.moveDown()
  }

  if (content.footer) {
    const footer = content.footer
    const range = doc.bufferedPageRange()
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index)
      const text = `${footer} – ${PAGE[content.lang]} ${index + 1}/${range.count}`
      /*
       * The footer sits in the bottom margin, below where content may go: pdfkit starts a new page
       * for text below the page's bottom margin, so the margin is lifted while it is drawn.
       */
      const bottom = doc.page.margins.bottom
      doc.page.margins.bottom = 0
      // Page furniture: an artifact, not read as content
      doc.markContent('Artifact', { type: 'Pagination' })
      doc
        .font('Regular')
        .fontSize(8)
        .text(text, MARGIN, doc.page.height - MARGIN + 16, { width, lineBreak: false, align: 'center' })
      doc.endMarkedContent()
      doc.page.margins.bottom = bottom
    }
  }
  root.end()
  doc.end()
  return done
}
