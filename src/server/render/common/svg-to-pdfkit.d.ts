/** svg-to-pdfkit ships no types; this is the one call the SDS renderer makes. */
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number
    height?: number
    preserveAspectRatio?: string
    warningCallback?: (warning: string) => void
  }
  export default function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgToPdfOptions): void
}
