/** pdfkit 0.20 writes a structure element's /Scope (table headers); its typings lag the library. */
declare namespace PDFKit.Mixins {
  interface StructureElementOptions {
    scope?: 'Row' | 'Column' | 'Both'
  }
}
