import { readdir, readFile } from 'node:fs/promises'
import { GENERATED_DIR } from '../generate-client'
import { ERROR_STATUS } from '../../src/platform/errors'
import { generateClientFiles } from './client-files'
import { loadRoutes } from './load-routes'

describe('generated API client', () => {
  it('is exactly what the route schemas and the error catalogue give (run `npm run generate` after changing either)', async () => {
    const expected = generateClientFiles(await loadRoutes(), Object.keys(ERROR_STATUS))
    const onDisk = new Map<string, string>()
    for (const file of (await readdir(GENERATED_DIR)).filter((name) => name.endsWith('.ts'))) {
      onDisk.set(file, await readFile(`${GENERATED_DIR}/${file}`, 'utf8'))
    }
    expect([...onDisk.keys()].sort()).toEqual([...expected.keys()].sort())
    for (const [file, content] of expected) expect({ file, content: onDisk.get(file) }).toEqual({ file, content })
  })
})
