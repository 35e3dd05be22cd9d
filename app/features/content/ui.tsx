/**
 * Pieces the console's Content pages share (decision 033): who published what and when, a
 * revision's data shown readably, and the conflict view that puts both versions side by side.
 */
import { Link } from 'react-router'
import { formatMoment } from '~/features/admin/format'
import { Badge, linkClass } from '~/features/admin/ui'
import { defaultLang, isLang } from '~/i18n/lang'
import type { ArticleState } from './articles.server'

/** A link inside a sentence: underlined, so it is told apart by more than its colour (axe). */
export const textLinkClass = `${linkClass} underline`

type Published = { revision: number; by: string; at: string }

/** "Revision 4, published by … on …". */
export function PublishedLine({ view, prefix = 'Revision' }: { view: Published; prefix?: string }) {
  return (
    <>
      {prefix} {view.revision}, by {view.by}, <time dateTime={view.at}>{formatMoment(view.at)}</time>
    </>
  )
}

const languageNames = new Intl.DisplayNames(defaultLang, { type: 'language' })

/** camelCase and kebab-case keys as words: "serviceRadiusMiles" → "Service radius miles". */
export function labelOf(key: string): string {
  // An item's version in another language (decision 034), named in the console's language.
  if (isLang(key)) return languageNames.of(key) ?? key
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Any content value as nested lists and terms, never as raw JSON. */
export function ContentValue({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    if (!value.length) return <span className="text-graphite-400">(none)</span>
    return (
      <ul className="list-disc space-y-1 pl-5">
        {value.map((v, i) => (
          // Revisions are read-only snapshots: the position is the identity.
          <li key={i}>
            <ContentValue value={v} />
          </li>
        ))}
      </ul>
    )
  }
  if (value && typeof value === 'object') {
    return (
      <dl className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-1">
        {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-graphite-300">{labelOf(k)}</dt>
            <dd className="text-graphite-100">
              <ContentValue value={v} />
            </dd>
          </div>
        ))}
      </dl>
    )
  }
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>
  if (value === null || value === undefined || value === '')
    return <span className="text-graphite-400">(empty)</span>
  return <>{String(value)}</>
}

export type ConflictView = {
  tried: unknown
  current: (Published & { data: unknown }) | null
  baseRevision: number | null
}

/**
 * Both versions after a refused save: what the editor tried to publish and what is published
 * now, with who and when. Their input stays in the form below.
 */
export function ConflictPanel({ conflict, historyHref }: { conflict: ConflictView; historyHref?: string }) {
  return (
    <section
      aria-labelledby="conflict-heading"
      className="mb-8 rounded-xl border border-amber-400/40 bg-graphite-900 p-4"
    >
      <h2 id="conflict-heading" className="text-xl text-white">
        Someone published a newer version
      </h2>
      <p className="mt-1 text-sm text-graphite-200">
        You opened this page at revision {conflict.baseRevision ?? 'none'}. Your changes are still in the form
        below; nothing was saved.
        {historyHref ? (
          <>
            {' '}
            <Link to={historyHref} className={textLinkClass}>
              See every revision
            </Link>
            .
          </>
        ) : null}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-lg text-white">What you tried to publish</h3>
          <div className="mt-2 text-sm">
            <ContentValue value={conflict.tried} />
          </div>
        </div>
        <div>
          <h3 className="text-lg text-white">Published now</h3>
          {conflict.current ? (
            <>
              <p className="mt-1 text-sm text-graphite-300">
                <PublishedLine view={conflict.current} />
              </p>
              <div className="mt-2 text-sm">
                <ContentValue value={conflict.current.data} />
              </div>
            </>
          ) : (
            <p className="mt-2 text-sm text-graphite-300">Nothing is published under this name.</p>
          )}
        </div>
      </div>
    </section>
  )
}

/**
 * After a conflict, the editor may publish theirs over the newer revision, but only by ticking
 * this after seeing both versions: a save is never written over someone else's by accident.
 */
export function OverwriteChoice({ conflict }: { conflict: ConflictView | undefined }) {
  if (!conflict?.current) return null
  const id = 'overwrite-revision'
  return (
    <div className="flex items-center gap-2 rounded-lg border border-amber-400/40 p-3">
      <input
        id={id}
        type="checkbox"
        name="overwriteRevision"
        value={conflict.current.revision}
        className="h-4 w-4 accent-copper-400"
      />
      <label htmlFor={id} className="text-sm text-graphite-100">
        I compared both versions: publish mine in place of revision {conflict.current.revision}
      </label>
    </div>
  )
}

/** The state in words; a scheduled time on Atlanta's clock (decision 033). */
export function StateBadge({ state }: { state: ArticleState }) {
  switch (state.kind) {
    case 'draft':
      return <Badge value="incomplete" label="Draft" />
    case 'scheduled':
      return <Badge value="unsent" label={`Scheduled for ${formatMoment(state.at)}`} />
    case 'unpublished':
      return <Badge value="lost" label="Unpublished" />
    default:
      return <Badge value="available" label="Published" />
  }
}
