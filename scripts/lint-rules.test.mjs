import { ESLint } from 'eslint'
import { ROOT } from './lib.mjs'

/** The repository's own lint configuration on a snippet, as if it were a file of the calendar remote. */
async function problems(code) {
  const eslint = new ESLint({ cwd: ROOT })
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/mf-calendar/src/calendar/components/Snippet.tsx` })
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line)
}

const component = (effects) => `import { useEffect, useLayoutEffect, useRef } from 'react'
export function Snippet({ open }: { open: boolean }) {
  const list = useRef<HTMLUListElement>(null)
${effects}
  return <ul ref={list} />
}
`

describe("an effect returns nothing or its cleanup (eslint.config.mjs; Chromium's scrollIntoView returns a promise)", () => {
  it('refuses an effect whose arrow gives a call’s value back, or returns a value from its block', async () => {
    const refused = await problems(
      component(`  useEffect(() => list.current?.scrollIntoView({ block: 'nearest' }), [open])
  useLayoutEffect(() => window.scrollTo(0, 0), [open])
  useEffect(() => {
    return 42
  }, [open])`)
    )
    expect(refused).toEqual([4, 5, 7])
  }, 60_000)

  it('takes a block body, a void expression, a cleanup arrow and a returned cleanup', async () => {
    const allowed = await problems(
      component(`  useEffect(() => {
    list.current?.scrollIntoView({ block: 'nearest' })
  }, [open])
  useEffect(() => void list.current?.scrollIntoView(), [open])
  useEffect(() => () => list.current?.remove(), [])
  useEffect(() => {
    const timer = window.setTimeout(() => undefined, 10)
    return () => window.clearTimeout(timer)
  }, [open])`)
    )
    expect(allowed).toEqual([])
  }, 60_000)
})
