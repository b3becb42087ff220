import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { EICAR, EICAR_SIGNATURE, startClamd, type RunningClamd } from '../../../test/support/clamd'
import { clamdScanner, parseReply, ScannerUnavailable } from './scanner'
import { deflatedZipFile, pdfFile } from './test-files'

/* The INSTREAM client against Debian's clamd, started once for the file with the EICAR signature only. */
describe('the clamd scanner', () => {
  let clamd: RunningClamd
  let folder: string
  const file = async (name: string, content: Buffer) => {
    const filePath = path.join(folder, name)
    await writeFile(filePath, content)
    return filePath
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'pesa-scanner-'))
    clamd = await startClamd()
  })
  afterAll(async () => {
    await clamd.close()
    await rm(folder, { recursive: true, force: true })
  })

  it('reads the three kinds of reply', () => {
    expect(parseReply('stream: OK\0')).toEqual({ clean: true })
    expect(parseReply('stream: Win.Test.EICAR_HDB-1 FOUND\0')).toEqual({ clean: false, signature: 'Win.Test.EICAR_HDB-1' })
    expect(() => parseReply('INSTREAM size limit exceeded. ERROR\0')).toThrow(ScannerUnavailable)
    expect(() => parseReply('')).toThrow(ScannerUnavailable)
  })

  it('finds a clean PDF clean, and EICAR plain, in a deflated ZIP and named .pdf', async () => {
    const scanner = clamdScanner({ socket: clamd.socket }, 10_000)
    expect(await scanner.scan(await file('clean.pdf', pdfFile(300_000)))).toEqual({ clean: true })
    const infected = { clean: false, signature: `${EICAR_SIGNATURE}.UNOFFICIAL` }
    expect(await scanner.scan(await file('eicar.txt', EICAR))).toEqual(infected)
    expect(await scanner.scan(await file('eicar.pdf', EICAR))).toEqual(infected)
    const zip = deflatedZipFile([
      ['readme.txt', Buffer.from('hello')],
      ['eicar.com', EICAR]
    ])
    expect(zip.includes(EICAR)).toBe(false)
    expect(await scanner.scan(await file('eicar.zip', zip))).toEqual(infected)
  })

  it('fails closed when clamd is down, and scans again when it is back', async () => {
    const scanner = clamdScanner({ socket: clamd.socket }, 10_000)
    const eicar = await file('down.txt', EICAR)
    await clamd.stop()
    await expect(scanner.scan(eicar)).rejects.toThrow(ScannerUnavailable)
    await clamd.start()
    expect(await scanner.scan(eicar)).toMatchObject({ clean: false })
  })

  it('fails closed on a scanner that takes the file and never answers (TCP)', async () => {
    const sockets: net.Socket[] = []
    const silent = net.createServer((socket) => {
      sockets.push(socket)
      socket.resume()
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    try {
      const started = Date.now()
      await expect(clamdScanner({ host: '127.0.0.1', port }, 300).scan(await file('slow.pdf', pdfFile()))).rejects.toThrow(/no answer in 300 ms/)
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
