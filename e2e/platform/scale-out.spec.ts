import type { getAuthStatus } from '@pesa/shared/api/auth'
import { type AnswerOf } from '../support/api'
import type { Instance } from '../../api/test/support/instances'
import { MessagesPage } from '../messages/messages.page'
import { ShellPage } from '../shell/shell.page'
import { DEMO, expect, test } from '../support/fixtures'
import { SCALE_OUT_SKIPPED, SCALE_OUT_URL, scaleOutRuns, startScaleOut, unreadAt, type ScaleOut } from '../support/scale-out'

/*
 * Issue 18 §2 in the browser: a guardian's pages through nginx in front of two instances on one
 * PostgreSQL database. The jest part (api/test/reliability/scale-out.test.ts) proves the same over
 * plain HTTP; here the shell, its areas and their forms are what meet a dying instance.
 */

test.skip(!scaleOutRuns, SCALE_OUT_SKIPPED)

let scaleOut: ScaleOut
test.beforeAll(async () => {
  // Two starts of the server, the first migrating and seeding its database.
  test.setTimeout(120_000)
  scaleOut = await startScaleOut()
})
test.afterAll(() => scaleOut?.close())

// Pages, the dev API's reset and login all go through nginx.
test.use({ baseURL: SCALE_OUT_URL })

const WALK = [
  ['/applications', 'applications'],
  ['/calendar', 'calendar'],
  ['/income', 'income'],
  ['/personal-details', 'personal']
] as const

/** A gate a route handler waits at until the test opens it. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

/** A demo thread of Anna's that takes replies (api/src/seed). */
const THREAD = 'Valokuvaus ensi viikolla'
const REPLY = 'Tilaamme sisaruskuvan.'

const requestsTo = (instance: Instance) => instance.log.filter((line) => line.msg === 'incoming request').length

test.describe('platform: two instances behind nginx in a guardian’s browser', () => {
  test('the session holds across both instances; one killed mid-walk costs no read, and a reply it took is reported in the thread and sent again', async ({
    page,
    devApi
  }) => {
    // Twice CI's limit: a walk through two instances with a kill and a restart between (it ran past 60 s at a load of 13).
    test.setTimeout(120_000)
    const shell = new ShellPage(page)
    const messages = new MessagesPage(page)
    const [first, second] = scaleOut.instances
    const loggedInOn = async (instance: Instance) =>
      // raw: another instance's own origin, which callApi's relative path cannot reach
      ((await (await page.request.get(`${instance.url}/api/citizen/auth/status`)).json()) as AnswerOf<typeof getAuthStatus>).loggedIn
    const walk = async () => {
      for (const [pathname, area] of WALK) {
        await page.goto(pathname)
        await expect(shell.placeholder(area)).toBeVisible()
        expect(await shell.authStatus()).toMatchObject({ loggedIn: true })
      }
    }

    await devApi.login(DEMO.anna.ssn, 'STRONG')
    const before = scaleOut.instances.map(requestsTo)
    await walk()
    // Round robin: both instances served the walk, and the one session held on each.
    scaleOut.instances.forEach((instance, i) => expect(requestsTo(instance), `requests ${instance.name} logged`).toBeGreaterThan(before[i]!))
    expect([await loggedInOn(first), await loggedInOn(second)]).toEqual([true, true])
    await shell.openSubMenu()
    await shell.qa('nav-logout').click()
    await expect(page).toHaveURL(`${SCALE_OUT_URL}/login`)
    expect([await loggedInOn(first), await loggedInOn(second)]).toEqual([false, false])

    await devApi.login(DEMO.anna.ssn, 'STRONG')
    await messages.open()
    await messages.openThread(THREAD)
    await messages.qa('reply').click()
    await messages.qa('reply-content').fill(REPLY)

    // The reply is held in the browser while both instances are stopped (SIGSTOP), then let go:
    // nginx passes it to one of them, where it waits unread. That one is killed and the other
    // resumed, so the reply was in flight on the instance that died. The page's other requests
    // wait until then, so that the reply is the only one a stopped instance holds.
    const stopped = gate()
    const killed = gate()
    const replyHeld = gate()
    let replies = 0
    await page.route('**/api/**', async (route) => {
      if (route.request().method() === 'POST' && route.request().url().endsWith('/reply') && replies++ === 0) {
        replyHeld.open()
        await stopped.opened
      } else if (replies > 0) {
        await killed.opened
      }
      await route.continue()
    })
    await messages.qa('send-reply').click()
    await replyHeld.opened
    for (const instance of scaleOut.instances) process.kill(instance.pid, 'SIGSTOP')
    stopped.open()
    await expect.poll(() => scaleOut.instances.filter((instance) => unreadAt(instance.port)).length).toBe(1)
    const [dying, surviving] = unreadAt(first.port) ? [first, second] : [second, first]
    await dying.kill()
    process.kill(surviving.pid, 'SIGCONT')
    killed.open()

    // nginx sends a POST to no second instance once one has had it (deploy/nginx.conf): the
    // guardian is told, in the thread, and the reply typed is still there to send again.
    await expect(messages.qa('reply-error')).toContainText('Viestin lähettäminen epäonnistui')
    await expect(messages.qa('reply-content')).toHaveValue(REPLY)
    await messages.qa('send-reply').click()
    await expect(messages.qa('timed-notification')).toBeVisible()
    await expect(messages.qa('message-content').last()).toHaveText(REPLY)

    // The rest of the walk: nginx sends reads that meet the dead instance to the surviving one.
    const survivorBefore = requestsTo(surviving)
    await walk()
    expect(requestsTo(surviving)).toBeGreaterThan(survivorBefore)
    const retried = scaleOut.nginx
      .accessLog()
      .split('\n')
      .filter((line) => line.includes('"GET ') && line.includes(`upstream=127.0.0.1:${dying.port}, 127.0.0.1:${surviving.port} `))
    expect(retried.length, 'GETs nginx retried on the surviving instance').toBeGreaterThan(0)
    // Answered, each: a 304 is a read answered from the browser's copy, which the second walk
    // revalidates (the remotes' entries are served no-cache with an ETag): one was retried so in CI
    // (2026-12-03, a slow machine) and failed a check of 200 alone.
    expect(
      retried.filter((line) => !/" (200|304) /.test(line)),
      'retried GETs not answered'
    ).toEqual([])
  })
})
