import { expect, type APIRequestContext } from '@playwright/test'
import { CSRF_HEADER } from '@pesa/shared/protocol'

/*
 * Calls of the API from the tests, typed by the generated client (shared/src/api/generated/,
 * written from the route schemas): the tests name the client function of the route they call
 * (`callApi<typeof devLogin>(…)`), so a body field the route does not take, or an answer field it
 * does not give, fails type-check as it would in the app. The imports are types only: the
 * client's runtime is the browser's, not the test runner's.
 */

/** Any function of the generated client. */
export type ClientFunction = (...args: never[]) => Promise<unknown>

/** The request body of a generated client function (never for a route that takes none). */
export type BodyOf<F extends ClientFunction> = Parameters<F>[0] extends { body: infer B } ? B : never

/** What a generated client function answers. */
export type AnswerOf<F extends ClientFunction> = Awaited<ReturnType<F>>

/** The body arguments of `callApi` for a client function: none for a route that takes no body. */
export type ArgsOf<F extends ClientFunction> = [BodyOf<F>] extends [never] ? [] : [BodyOf<F>]

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * One call of `/api<path>` with the CSRF header, expected to succeed (below 300), its answer
 * parsed (undefined for 204). `path` is the route's path with its parameters filled in.
 */
export async function callApi<F extends ClientFunction>(request: APIRequestContext, method: Method, path: string, ...body: ArgsOf<F>): Promise<AnswerOf<F>> {
  const response = await request[method](`/api${path}`, { data: body[0], headers: { [CSRF_HEADER]: '1' } })
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300)
  return (response.status() === 204 ? undefined : await response.json()) as AnswerOf<F>
}
