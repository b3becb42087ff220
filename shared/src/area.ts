/**
 * The contract between the shell and a remote. Each remote exposes `./Area`, whose default
 * export takes these props; the shell renders it for every path under one of the area's
 * prefixes, and the area routes relative to `basePath`.
 */
export interface AreaRootProps {
  /** The route prefix the shell matched, e.g. '/applications' or '/decisions'. */
  basePath: string
}

/** The federation module name every remote exposes its area root under. */
export const AREA_EXPOSE = './Area'
