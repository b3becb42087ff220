import { expect, type APIRequestContext } from '@playwright/test'
import { extractText } from 'unpdf'

/**
 * Downloads a PDF as the request context's user, checks that it is served and made as one, and
 * answers its text page by page in reading order, whitespace runs (line breaks, table cells) as
 * single spaces: tests assert the page count and what each page holds (its footer and number).
 * Text that parses back out is what a screen reader or a search gets from the document.
 */
export async function pdfPages(request: APIRequestContext, url: string): Promise<string[]> {
  // raw: a PDF, not JSON
  const response = await request.get(url)
  expect(response.status(), `GET ${url}`).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const body = await response.body()
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const { text } = await extractText(new Uint8Array(body), { mergePages: false })
  return text.map((page) => page.replace(/\s+/g, ' ').trim())
}
