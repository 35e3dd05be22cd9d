import { Link } from 'react-router'
import { company } from '~/content/business'
import { aiIndexHref, type FooterWords } from '~/content/navigation'
import { Kept, useKeptWords } from '~/features/site/kept'
import { copyrightYears } from './copyright'
import { Logo } from './nav'

function LinkList({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  if (links.length === 0) return null
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-copper-300">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              className="text-sm text-graphite-300 no-underline hover:text-white hover:underline"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The site's footer. Its words are kept words (decision 039, "Words sent once"): while a document
 * hydrates it keeps the server's markup, and the root's data does not carry them. `fetched` is what
 * the root's clientLoader brought when a navigation changed the language.
 */
export function SiteFooter({ fetched }: { fetched?: unknown }) {
  const f = useKeptWords<FooterWords>('footer', fetched)
  return <Kept>{f ? <FooterOf f={f} /> : null}</Kept>
}

function FooterOf({ f }: { f: FooterWords }) {
  return (
    <footer className="mt-20 border-t border-graphite-800 bg-graphite-900">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-display text-lg text-white">
            <Logo />
            {company.name}
          </p>
          <p className="mt-3 text-sm text-graphite-300">{f.about}</p>
          <ul className="mt-4 flex gap-4">
            {company.social.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm text-graphite-300 hover:text-white"
                >
                  {s.label}
                  <span className="sr-only">{f.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title={f.company.title} links={f.company.links} />
        <LinkList title={f.resources.title} links={f.resources.links} />
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-copper-300">
            {f.contact}
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic text-graphite-300">
            <p>
              <a href={company.phoneHref} className="hover:text-white">
                {company.phone}
              </a>
            </p>
            <p>
              <a href={company.emailHref} className="hover:text-white">
                {company.email}
              </a>
            </p>
            <p>
              {company.base.city}, {company.base.state} · {f.serving} {company.base.region}
            </p>
            <p>{f.hours}</p>
            <p>
              <Link to={f.message.to} className="text-copper-300 hover:text-copper-200">
                {f.message.label}
              </Link>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-graphite-800">
        <div className="container-page flex flex-col gap-3 py-6 text-xs text-graphite-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {copyrightYears(company.founded.year, __BUILD_YEAR__)} {company.legalName}. {company.base.city},{' '}
            {company.base.state}.
          </p>
          <ul className="flex flex-wrap gap-4">
            {f.legal.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={aiIndexHref} target="_blank" rel="noopener" className="hover:text-white">
                {f.aiIndex}
                <span className="sr-only">{f.newTab}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
