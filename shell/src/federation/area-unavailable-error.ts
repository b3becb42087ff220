/** A remote that failed to load or to render; the area boundary shows the retry panel. */
export class AreaUnavailableError extends Error {
  constructor(
    readonly area: string,
    override readonly cause: unknown
  ) {
    super(`Area ${area} is unavailable`)
    this.name = 'AreaUnavailableError'
  }
}
