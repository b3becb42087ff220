import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { installDebianPackage, manualInstallHint } from './debian-packages.mjs'

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'debian-packages.mjs')

/**
 * Stand-in apt-cache, apt-get and sudo on PATH: each records its arguments; apt-cache answers the
 * candidate in APT_CANDIDATE, apt-get install fails when APT_INSTALL_FAILS is set.
 */
function standInApt() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pesa-apt-'))
  const calls = path.join(dir, 'calls.log')
  const tool = (name, body) => {
    writeFileSync(path.join(dir, name), `#!/bin/sh\necho "${name} $*" >> "${calls}"\n${body}\n`)
    chmodSync(path.join(dir, name), 0o755)
  }
  tool('apt-cache', 'printf "$1:\\n  Installed: (none)\\n  Candidate: %s\\n" "$APT_CANDIDATE"')
  tool('apt-get', '[ "$1" = install ] && [ -n "$APT_INSTALL_FAILS" ] && exit 100\nexit 0')
  tool('sudo', '"$@"')
  return {
    env: (extra) => ({ PATH: `${dir}:${process.env.PATH}`, ...extra }),
    calls: () => readFileSync(calls, 'utf8').trim().split('\n'),
    remove: () => rmSync(dir, { recursive: true, force: true })
  }
}

describe('installDebianPackage', () => {
  let apt
  beforeEach(() => {
    apt = standInApt()
  })
  afterEach(() => apt.remove())

  it('refreshes the package lists first when the package has no install candidate', () => {
    installDebianPackage('chromium', { env: apt.env({ APT_CANDIDATE: '(none)' }), root: true })
    expect(apt.calls()).toEqual(['apt-cache policy chromium', 'apt-get update', 'apt-get install -y --no-install-recommends chromium'])
  })

  it('installs at once when the package has a candidate', () => {
    installDebianPackage('postgresql', { env: apt.env({ APT_CANDIDATE: '15+248' }), root: true })
    expect(apt.calls()).toEqual(['apt-cache policy postgresql', 'apt-get install -y --no-install-recommends postgresql'])
  })

  it('uses sudo when not root', () => {
    installDebianPackage('nginx', { env: apt.env({ APT_CANDIDATE: '(none)' }), root: false })
    expect(apt.calls()).toEqual([
      'apt-cache policy nginx',
      'sudo apt-get update',
      'apt-get update',
      'sudo apt-get install -y --no-install-recommends nginx',
      'apt-get install -y --no-install-recommends nginx'
    ])
  })

  it('stops with one line naming the package and the command to run by hand when the install fails', () => {
    expect(() => installDebianPackage('chromium', { env: apt.env({ APT_CANDIDATE: '1.0', APT_INSTALL_FAILS: '1' }), root: true })).toThrow(
      manualInstallHint('chromium')
    )
    const cli = spawnSync(process.execPath, [SCRIPT, 'chromium'], {
      encoding: 'utf8',
      env: { ...process.env, ...apt.env({ APT_CANDIDATE: '1.0', APT_INSTALL_FAILS: '1' }) }
    })
    expect(cli.status).toBe(1)
    expect(cli.stderr.trim()).toBe(manualInstallHint('chromium'))
  })
})
