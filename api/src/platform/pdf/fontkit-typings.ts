/** The part of fontkit (pdfkit's font parser, no typings of its own) the PDF module uses. */
declare module 'fontkit' {
  export function create(buffer: Buffer): unknown
}

/** pdfkit 0.20 writes a structure element's /Scope (table headers); its typings lag the library. */
// eslint-disable-next-line @typescript-eslint/no-namespace -- pdfkit's typings are a global namespace: merged into, not replaced
declare namespace PDFKit.Mixins {
  interface StructureElementOptions {
    scope?: 'Row' | 'Column' | 'Both'
  }
}
