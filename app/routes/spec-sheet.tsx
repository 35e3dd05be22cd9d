import { Download, Printer } from 'lucide-react'
import { seo } from '~/components/site/seo'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page-header'
import { company } from '~/content/business'
import { specSheetPage as page } from '~/content/pages/spec-sheet'
import { printedCopyPrefill, specRows, specSheetPdf } from '~/content/spec-sheet'
import type { Route } from './+types/spec-sheet'

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

const printedCopyHref = `/contact?interest=other&message=${encodeURIComponent(printedCopyPrefill)}`

function PdfLink({ children, variant }: { children: string; variant?: 'primary' | 'secondary' }) {
  return (
    <a href={specSheetPdf.path} download={specSheetPdf.fileName} className={buttonClass(variant, 'lg')}>
      <Download className="h-5 w-5" aria-hidden="true" />
      {children}
      <span className="sr-only"> (PDF)</span>
    </a>
  )
}

export default function SpecSheet() {
  return (
    // Printed, the page is black on white with the download buttons left out.
    <div className="print:**:border-neutral-400! print:**:bg-none! print:**:text-black!">
      <PageHeader
        title={page.headline}
        lead="The technical figures behind our floor systems, for architects, builders and facility teams."
      >
        <span data-print-hide className="contents">
          <PdfLink>Download Full PDF</PdfLink>
          <ButtonLink to={printedCopyHref} size="lg" variant="secondary">
            <Printer className="h-5 w-5" aria-hidden="true" />
            Request Printed Copy
          </ButtonLink>
        </span>
      </PageHeader>
      <section aria-labelledby="figures" className="container-page max-w-4xl py-14">
        <h2 id="figures" className="text-3xl text-white">
          Technical Figures
        </h2>
        <table className="spec-table mt-8 w-full text-left">
          <caption className="sr-only">Technical figures of the Refined Resin epoxy floor system</caption>
          <thead>
            <tr className="border-b border-graphite-700 text-sm uppercase tracking-wider text-graphite-300">
              <th scope="col" className="py-3 pr-4">
                Property
              </th>
              <th scope="col" className="py-3">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {specRows.map((r) => (
              <tr key={r.property} className="border-b border-graphite-800">
                <th scope="row" className="py-4 pr-4 font-normal text-graphite-100">
                  {r.property}
                </th>
                <td className="py-4 font-semibold text-white">{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div data-print-hide className="mt-10 flex flex-wrap gap-3">
          <PdfLink variant="secondary">Download PDF Spec</PdfLink>
        </div>
        <p className="mt-8 hidden text-sm print:block">
          {company.legalName} · {company.base.city}, {company.base.state} · {company.phone} · {company.email}
        </p>
      </section>
    </div>
  )
}
