/** The part of fontkit (pdfkit's font parser, no typings of its own) the PDF module uses. */
declare module 'fontkit' {
  export function create(buffer: Buffer): unknown
}
