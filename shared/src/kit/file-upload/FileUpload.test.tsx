import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { useState } from 'react'
import { CSRF_HEADER, languageStore, MOCKED_TIME_HEADER, setUnauthorizedHandler } from '@pesa/shared'
import { renderSettled, settled } from '@pesa/shared/testing'
import { MAX_ATTACHMENT_BYTES } from '../../validators/attachment-files'
import { FileUpload, fileUploadTexts, type UploadedFile } from './index'

/** A fetch answer's headers, as the client reads them (the request id of an error). */
const NO_HEADERS = { get: () => null }

/** A stand-in for XMLHttpRequest that the test answers by hand, progress events included. */
class FakeXhr {
  static sent: FakeXhr[] = []
  readonly upload = new EventTarget()
  private readonly events = new EventTarget()
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | undefined
  status = 0
  responseText = ''
  aborted = false

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener)
  }
  send(body: FormData) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  abort() {
    this.aborted = true
    this.events.dispatchEvent(new Event('abort'))
  }
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }))
    })
  }
  getResponseHeader() {
    return null
  }
  async respond(status: number, body: unknown) {
    await act(async () => {
      this.status = status
      this.responseText = JSON.stringify(body)
      this.events.dispatchEvent(new Event('load'))
    })
  }
}

const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, headers: NO_HEADERS, status: 204, text: async () => '' }))

function Harness({ initial = [], onUploadingChange }: { initial?: UploadedFile[]; onUploadingChange?: (count: number) => void }) {
  const [files, setFiles] = useState<UploadedFile[]>(initial)
  return (
    <FileUpload
      label="Liitteet"
      uploadPath="/citizen/attachments/messages"
      uploadQuery={{ type: 'URGENCY' }}
      files={files}
      onUploaded={(file) => setFiles((all) => [...all, file])}
      onDeleted={(id) => setFiles((all) => all.filter((file) => file.id !== id))}
      onUploadingChange={onUploadingChange}
    />
  )
}

const pdf = (name = 'palkka.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })
const input = () => document.querySelector<HTMLInputElement>('[data-qa="file-upload-input"]')!
const choose = (...files: File[]) => settled(() => userEvent.upload(input(), files, { applyAccept: false }))
const status = () => screen.getByRole('status').textContent
/** Clicks and lets the request it starts finish inside act (user-event leaves act while it waits). */
const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

describe('FileUpload', () => {
  beforeAll(async () => {
    await Promise.all((['fi', 'en'] as const).map((lang) => fileUploadTexts.load(lang)))
    languageStore.initialize()
  })
  beforeEach(async () => {
    FakeXhr.sent = []
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
    globalThis.fetch = fetchMock as unknown as typeof fetch
    fetchMock.mockClear()
    await act(() => languageStore.change('fi'))
  })

  it('uploads a chosen file with the CSRF header, shows its progress, and lists it with its size and a download link', async () => {
    const uploading = jest.fn()
    await renderSettled(<Harness onUploadingChange={uploading} />)
    await choose(pdf('Palkka toukokuu.pdf'))

    const [xhr] = FakeXhr.sent
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/citizen/attachments/messages?type=URGENCY' })
    expect(xhr!.headers[CSRF_HEADER]).toBe('1')
    expect(xhr!.headers[MOCKED_TIME_HEADER]).toBeUndefined()
    expect((xhr!.body!.get('file') as File).name).toBe('Palkka toukokuu.pdf')
    expect(status()).toBe('Tiedostoa Palkka toukokuu.pdf lähetetään.')
    expect(uploading).toHaveBeenLastCalledWith(1)

    xhr!.progress(1024, 4096)
    const progress = screen.getByRole('progressbar', { name: 'Tiedoston Palkka toukokuu.pdf lähetys' })
    expect(progress.getAttribute('value')).toBe('25')

    await xhr!.respond(200, { id: 'a1', name: 'Palkka toukokuu.pdf', contentType: 'application/pdf', size: 1_572_864 })
    expect(screen.queryByRole('progressbar')).toBeNull()
    const link = screen.getByRole('link', { name: 'Palkka toukokuu.pdf' })
    expect(link.getAttribute('href')).toBe('/api/citizen/attachments/a1/download/Palkka%20toukokuu.pdf')
    expect(within(link.closest('li')!).getByText('1,5 Mt')).toBeTruthy()
    expect(status()).toBe('Tiedosto Palkka toukokuu.pdf on lisätty.')
    expect(uploading).toHaveBeenLastCalledWith(0)
  })

  it('cancels an upload on request, keeps nothing of it and returns focus to the add button', async () => {
    await renderSettled(<Harness />)
    await choose(pdf('iso.pdf'))
    const [xhr] = FakeXhr.sent
    xhr!.progress(10, 100)
    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Peruuta tiedoston iso.pdf lähetys' })))
    expect(xhr!.aborted).toBe(true)
    expect(screen.queryByText('iso.pdf')).toBeNull()
    expect(status()).toBe('Tiedoston iso.pdf lähetys peruttiin.')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lisää tiedosto' }))
  })

  it('deletes a stored file through the API and removes it from the list', async () => {
    await renderSettled(<Harness initial={[{ id: 'f-1', name: 'vanha.pdf', size: 2048 }]} />)
    await press('Poista tiedosto vanha.pdf')
    expect(fetchMock).toHaveBeenCalledWith('/api/citizen/attachments/f-1', expect.objectContaining({ method: 'DELETE' }))
    expect(screen.queryByText('vanha.pdf')).toBeNull()
    expect(status()).toBe('Tiedosto vanha.pdf on poistettu.')
  })

  it('keeps a file whose deletion fails, with the reason beside it', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, headers: NO_HEADERS, status: 500, text: async () => JSON.stringify({ errorCode: 'INTERNAL_ERROR' }) } as never)
    await renderSettled(<Harness initial={[{ id: 'f-2', name: 'pysyva.pdf', size: 2048 }]} />)
    await press('Poista tiedosto pysyva.pdf')
    const item = screen.getByText('pysyva.pdf').closest('li')!
    expect(within(item).getByText('Tiedoston poistaminen epäonnistui. Yritä uudelleen.')).toBeTruthy()
  })

  it.each([
    ['EXTENSION_MISSING', 400, 'Tiedoston nimestä puuttuu tiedostopääte (esimerkiksi .pdf).'],
    ['EXTENSION_INVALID', 415, 'Tämän tyyppisiä tiedostoja ei voi lisätä.'],
    ['CONTENT_TYPE_INVALID', 415, 'Tiedoston sisältö ei vastaa sen tyyppiä, tai tyyppiä ei voi lisätä.'],
    ['FILE_TOO_LARGE', 413, 'Tiedosto on liian suuri (enintään 25 Mt).'],
    ['ATTACHMENT_LIMIT', 409, 'Tiedostoillesi varattu tila on täynnä. Poista vanhoja tiedostoja ja yritä uudelleen.'],
    ['ATTACHMENT_INFECTED', 422, 'Tiedostosta hylatty.pdf löytyi haittaohjelma. Tiedosto poistettiin eikä sitä tallennettu.'],
    [
      'ATTACHMENT_SCAN_UNAVAILABLE',
      503,
      'Tiedostoa ei juuri nyt voi tarkistaa haittaohjelmien varalta, joten sitä ei tallennettu. Yritä hetken kuluttua uudelleen.'
    ],
    ['INTERNAL_ERROR', 500, 'Tiedoston lisääminen epäonnistui. Yritä uudelleen.']
  ])("shows the server's %s (%i) at the file", async (errorCode, statusCode, text) => {
    await renderSettled(<Harness />)
    await choose(pdf('hylatty.pdf'))
    await FakeXhr.sent[0]!.respond(statusCode, { statusCode, errorCode, message: errorCode })
    const item = screen.getByText('hylatty.pdf').closest('li')!
    expect(within(item).getByText(text)).toBeTruthy()
    expect(status()).toBe(`Tiedostoa hylatty.pdf ei voitu lisätä: ${text}`)
    expect(screen.queryByRole('link', { name: 'hylatty.pdf' })).toBeNull()
  })

  it('refuses in the browser, without uploading, a file without an extension, of a type not allowed, or too large', async () => {
    await renderSettled(<Harness />)
    const huge = pdf('valtava.pdf')
    Object.defineProperty(huge, 'size', { value: MAX_ATTACHMENT_BYTES + 1 })
    await choose(pdf('palkkatodistus'), pdf('ohjelma.exe'), huge)
    expect(FakeXhr.sent).toEqual([])
    expect(screen.getByText('Tiedoston nimestä puuttuu tiedostopääte (esimerkiksi .pdf).')).toBeTruthy()
    expect(screen.getByText('Tämän tyyppisiä tiedostoja ei voi lisätä.')).toBeTruthy()
    expect(screen.getByText('Tiedosto on liian suuri (enintään 25 Mt).')).toBeTruthy()

    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Sulje tiedoston ohjelma.exe virheilmoitus' })))
    expect(screen.queryByText('ohjelma.exe')).toBeNull()
  })

  it('shows a network failure as a connection problem', async () => {
    await renderSettled(<Harness />)
    await choose(pdf())
    await act(async () => {
      ;(FakeXhr.sent[0] as unknown as { events: EventTarget }).events.dispatchEvent(new Event('error'))
    })
    expect(screen.getByText('Yhteys palveluun katkesi. Tarkista verkkoyhteys ja yritä uudelleen.')).toBeTruthy()
  })

  it('treats 401 as every API call does and sends the mocked time in tests', async () => {
    const unauthorized = jest.fn()
    setUnauthorizedHandler(unauthorized)
    ;(globalThis as { __pesaTest?: object }).__pesaTest = { mockedTime: '2026-05-04T09:00:00+03:00' }
    try {
      await renderSettled(<Harness />)
      await choose(pdf())
      expect(FakeXhr.sent[0]!.headers[MOCKED_TIME_HEADER]).toBe('2026-05-04T09:00:00+03:00')
      await FakeXhr.sent[0]!.respond(401, { statusCode: 401, errorCode: 'UNAUTHORIZED', message: 'Login required' })
      expect(unauthorized).toHaveBeenCalledTimes(1)
    } finally {
      delete (globalThis as { __pesaTest?: object }).__pesaTest
    }
  })

  it('is operable by keyboard: the add button opens the file chooser', async () => {
    await renderSettled(<Harness />)
    const click = jest.spyOn(input(), 'click')
    await settled(async () => {
      await userEvent.tab()
      await userEvent.keyboard('{Enter}')
    })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lisää tiedosto' }))
    expect(click).toHaveBeenCalled()
  })

  it('speaks the page language', async () => {
    await act(() => languageStore.change('en'))
    await renderSettled(<Harness initial={[{ id: 'f-3', name: 'payslip.pdf', size: 512 }]} />)
    expect(screen.getByRole('button', { name: 'Add a file' })).toBeTruthy()
    expect(
      screen.getByText(/^Allowed files: images \(JPG, JPEG, PNG\), documents \(PDF, DOC, DOCX, ODT\), audio, video, CSV\. At most 25 MB per file\.$/)
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Delete payslip.pdf' })).toBeTruthy()
  })

  it('has no accessibility violations with files stored, uploading and refused', async () => {
    const { container } = await renderSettled(<Harness initial={[{ id: 'f-4', name: 'liite.png', size: 4096 }]} />)
    await choose(pdf('kesken.pdf'), pdf('tuntematon'))
    FakeXhr.sent[0]!.progress(50, 100)
    // jsdom draws nothing: axe's icon-font check then finds no icons instead of logging an error.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['button-name', 'link-name', 'list', 'listitem', 'aria-hidden-focus']))
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })
})
