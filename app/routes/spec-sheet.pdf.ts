import { specSheetPdf } from '~/content/spec-sheet'
import { buildSpecSheetPdf } from '~/features/showcase/spec-sheet-pdf.server'

/** The spec sheet as a downloadable PDF, generated from content/business/. */
export async function loader() {
  const body = await buildSpecSheetPdf()
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${specSheetPdf.fileName}"`,
      'Content-Length': String(body.byteLength),
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
