import { extractText } from 'unpdf'

/**
 * A PDF's text page by page (whitespace runs as single spaces), as a screen reader or a search
 * reads each page: tests assert the page count and what each page holds, never the joined text.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false })
  return text.map((page) => page.replace(/\s+/g, ' ').trim())
}
