import { Alert, ApiError, Button, ForbiddenPage, NotFoundPage, Spinner, useCommonTexts } from '@pesa/shared'
import { useEffect, useState, type ReactNode } from 'react'
import styles from './Loaded.module.css'

/** What a read gives (an SWR response fits): data once it is in, or the error of the last try. */
export interface ReadResult<T> {
  data?: T
  error?: unknown
  isValidating?: boolean
  mutate: () => Promise<unknown>
}

/** Long enough that a quick answer never flashes a spinner, short enough that a slow one is seen to be working. */
export const SPINNER_DELAY_MS = 300

export interface LoadedProps<T> {
  result: ReadResult<T>
  children: (data: T) => ReactNode
  /**
   * The read is the whole page (a record by its id): 403 and 404 answer with the forbidden and
   * not-found pages. Otherwise they are a notice in place.
   */
  page?: boolean
}

function DelayedSpinner() {
  const t = useCommonTexts()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  return shown ? <Spinner label={t.loading} /> : null
}

/**
 * A page's place while its reads are in flight: the shell keeps its footer back meanwhile
 * (`data-page-loading`), and a spinner shows after the delay.
 */
export function PageLoading() {
  return (
    <div className={styles.pageLoading} data-page-loading="">
      <DelayedSpinner />
    </div>
  )
}

/**
 * The one renderer of a read's loading and failure (spec part 1 §8): a spinner after a short
 * delay, a failure that says why with a retry, 403 and 404 as the spec's messages, and the data
 * once it is in. Data already shown stays while a later revalidation fails.
 */
export function Loaded<T>({ result, children, page = false }: LoadedProps<T>) {
  const t = useCommonTexts()
  if (result.data !== undefined) return <>{children(result.data)}</>
  // A page's own read marks the page as loading: the shell keeps its footer back until the content is in, so
  // the footer never moves in view as the content arrives (a layout shift when the page then scrolls to it).
  if (result.error === undefined) return page ? <PageLoading /> : <DelayedSpinner />

  const status = result.error instanceof ApiError ? result.error.status : undefined
  // The API client is already navigating to the start page.
  if (status === 401) return null
  if (status === 403)
    return page ? (
      <ForbiddenPage />
    ) : (
      <Alert kind="error" data-qa="load-forbidden">
        <p>{t.errors.forbidden}</p>
      </Alert>
    )
  if (status === 404)
    return page ? (
      <NotFoundPage />
    ) : (
      <Alert kind="error" data-qa="load-not-found">
        <p>{t.errors.notFound}</p>
      </Alert>
    )
  return (
    <Alert kind="error" data-qa="load-failed">
      <p>{status === 0 ? t.errors.network : t.errors.loadFailed}</p>
      <Button busy={result.isValidating} onClick={() => void result.mutate()} data-qa="load-retry">
        {t.retry}
      </Button>
    </Alert>
  )
}

type Data<Results> = { [K in keyof Results]: Results[K] extends ReadResult<infer T> ? T : never }

/** Several reads as one: data when all are in, the first failure, and a retry of every one. */
export function combineResults<Results extends readonly ReadResult<unknown>[]>(...results: Results): ReadResult<Data<Results>> {
  const ready = results.every((result) => result.data !== undefined)
  return {
    data: ready ? (results.map((result) => result.data) as Data<Results>) : undefined,
    error: results.find((result) => result.error !== undefined && result.data === undefined)?.error,
    isValidating: results.some((result) => result.isValidating),
    mutate: () => Promise.all(results.filter((result) => result.data === undefined).map((result) => result.mutate()))
  }
}
