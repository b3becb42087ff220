import type { ChildProcess } from 'node:child_process'

/*
 * Waiting for a server instance a spec starts beside the suite's own (shell/saml-idp.ts,
 * platform/restartable-api.ts) to answer.
 */

export const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false
  )

/** Resolves when `url` answers 200; throws if the instance exits first. */
export async function untilAnswers(url: string, server: ChildProcess, name: string): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The ${name} exited with ${server.exitCode}`)
    if (await answers(url)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
