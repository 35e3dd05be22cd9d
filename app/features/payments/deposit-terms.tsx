/** The deposit and its terms on a public page, worded by the server in the page's language (decision 041). */
export function DepositTerms({ lines }: { lines: readonly string[] | null | undefined }) {
  if (!lines?.length) return null
  return (
    <div className="mt-6 space-y-2 text-graphite-200" data-testid="deposit-terms">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}
