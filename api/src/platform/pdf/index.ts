export { renderPdf, type PdfContent, type PdfLanguage, type PdfSection } from './pdf'
