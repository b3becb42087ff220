import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { checkFile } from './file-check'
import { csvFile, docFile, docxFile, exeFile, jpegFile, mp3File, odtFile, pdfFile, pngFile } from './test-files'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pesa-file-check-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function check(name: string, content: Buffer, groups?: Parameters<typeof checkFile>[3]) {
  const file = path.join(dir, `${Math.random()}`)
  await writeFile(file, content)
  try {
    const kind = await checkFile(file, name, content.length, groups)
    return kind.contentType
  } catch (error) {
    return (error as { errorCode: string }).errorCode
  }
}

describe('checkFile', () => {
  it.each([
    ['kuva.PNG', 'image/png', pngFile()],
    ['kuva.jpg', 'image/jpeg', jpegFile()],
    ['kuva.jpeg', 'image/jpeg', jpegFile()],
    ['palkka.pdf', 'application/pdf', pdfFile()],
    ['hakemus.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docxFile()],
    ['hakemus.odt', 'application/vnd.oasis.opendocument.text', odtFile()],
    ['vanha.doc', 'application/msword', docFile()],
    ['laulu.mp3', 'audio/mpeg', mp3File()],
    ['tulot.csv', 'text/csv', csvFile()]
  ])('accepts %s as %s', async (name, type, content) => {
    expect(await check(name, content)).toBe(type)
  })

  it('answers EXTENSION_MISSING for a name without an extension', async () => {
    expect(await check('palkkatodistus', pdfFile())).toBe('EXTENSION_MISSING')
    expect(await check('.pdf', pdfFile())).toBe('EXTENSION_MISSING')
  })

  it('answers EXTENSION_INVALID for an extension outside the groups', async () => {
    expect(await check('ohjelma.exe', exeFile())).toBe('EXTENSION_INVALID')
    expect(await check('kuva.png', pngFile(), ['DOCUMENT'])).toBe('EXTENSION_INVALID')
  })

  it('answers CONTENT_TYPE_INVALID when the content is not what the extension says', async () => {
    expect(await check('lasku.pdf', exeFile())).toBe('CONTENT_TYPE_INVALID')
    expect(await check('kuva.png', pdfFile())).toBe('CONTENT_TYPE_INVALID')
    expect(await check('taulukko.csv', pngFile())).toBe('CONTENT_TYPE_INVALID')
    expect(await check('taulukko.csv', Buffer.from('a;b\n\u0000\u0001;2\n', 'latin1'))).toBe('CONTENT_TYPE_INVALID')
    expect(await check('tyhja.pdf', Buffer.alloc(0))).toBe('CONTENT_TYPE_INVALID')
  })
})
